import { I18nProvider, type I18n } from "~/i18n/runtime";
import { useLingui } from "@lingui/react/macro";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { AnalyticsLoader } from "~/features/site/components/analytics-loader";
import { AnimatedBackground } from "~/features/site/components/animated-background";
import { AppManifestLink } from "~/features/site/components/app-manifest-link";
import { CookieBanner, CookieBannerFirstPaint } from "~/features/site/components/cookie-banner";
import { PageStylesheets } from "~/kernel/page/components/page-stylesheets";
import { formatTitle } from "~/kernel/page/routes/seo";
import { useReplayEarlyPresses } from "~/kernel/ui/hooks/use-early-presses";
import { SiteFooter } from "~/features/site/components/site-footer";
import { LanguageOfferSlot } from "~/features/site/components/language-offer-slot";
import { SiteHeader } from "~/features/site/components/site-header";
import { UpdatePrompt } from "~/features/site/components/update-prompt";
import {
  defaultLanguage,
  languageOfPath,
  languageWithCode,
  localizedPath,
  pathWithoutLanguage,
} from "~/i18n/languages";
import { pageI18n, type PageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/page-messages.server";

// The page's language comes from its address; its messages travel as the root's loader data (in the prerendered HTML,
// and in the .data file a client navigation fetches), so the scripts are the same in every language
// (docs/decisions/023-messages-library.md).
export function loader({ request, params }: Route.LoaderArgs) {
  // A page's optional language segment matches any first segment: only a language's code may fill it.
  if (params.lang !== undefined && languageWithCode(params.lang) === undefined) {
    // The 404 page is this route's error boundary: it shows the shell, in English.
    throw data(pageMessages(defaultLanguage, "/404"), { status: 404, statusText: "Not Found" });
  }
  // Prerendering and client navigations ask for the data alone: "/es/weighted.data", and "/_root.data" for "/".
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  return pageMessages(languageOfPath(pathname), pathWithoutLanguage(pathname));
}

// Each page has its own messages and head: read again when the page changes, not when only its fragment does.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || (defaultShouldRevalidate && currentUrl.search !== nextUrl.search);
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const error = useRouteError();
  const loaded = useRouteLoaderData<typeof loader>("root");
  const { language, i18n } = pageI18n(
    loaded ?? (isRouteErrorResponse(error) ? (error.data as PageMessages | undefined) : undefined),
  );
  return (
    <html lang={language.lang} dir={language.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#4f46e5" />
        <PageStylesheets />
        <CookieBannerFirstPaint />
        <Meta />
        <Links />
        <AppManifestLink />
      </head>
      <body>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
        <ScrollRestoration />
        <Scripts />
        <EarlyPressReplay i18n={i18n} />
      </body>
    </html>
  );
}

// Last in the body: its effects run after the whole page's, which hand it their start-up work first.
function EarlyPressReplay({ i18n }: { i18n: I18n }) {
  useReplayEarlyPresses(i18n);
  return null;
}

function SiteShell({ children }: { children: React.ReactNode }) {
  const { t } = useLingui();
  return (
    <>
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      <AnimatedBackground />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <CookieBanner />
      <UpdatePrompt />
      <LanguageOfferSlot />
      <AnalyticsLoader />
    </>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteShell>
      <ErrorMessage error={error} />
    </SiteShell>
  );
}

/** Inside the shell, so it is worded in the page's language when the page's messages arrived. */
function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useLingui();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  const home = localizedPath("/", languageOfPath(useLocation().pathname).code);
  const heading = t`Something went wrong`;
  return (
    <>
      <title>{formatTitle(heading)}</title>
      <meta name="robots" content="noindex" />
      <section className="page-intro">
        <h1>{heading}</h1>
        <p>
          {detail
            ? t`The page could not be shown (${detail}). Your saved decisions are untouched.`
            : t`The page could not be shown. Your saved decisions are untouched.`}
        </p>
        <p>
          <a href={home}>{t`Return to Home`}</a>
        </p>
      </section>
    </>
  );
}
