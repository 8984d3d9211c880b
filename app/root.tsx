import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { AnalyticsLoader } from "~/features/site/components/analytics-loader";
import { AnimatedBackground } from "~/features/site/components/animated-background";
import { AppManifestLink } from "~/features/site/components/app-manifest-link";
import { CookieBanner, CookieBannerFirstPaint } from "~/features/site/components/cookie-banner";
import { PageStylesheets } from "~/kernel/page/components/page-stylesheets";
import { useReplayEarlyPresses } from "~/kernel/ui/hooks/use-early-presses";
import { SiteFooter } from "~/features/site/components/site-footer";
import { SiteHeader } from "~/features/site/components/site-header";
import { UpdatePrompt } from "~/features/site/components/update-prompt";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
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
        {children}
        <ScrollRestoration />
        <Scripts />
        <EarlyPressReplay />
      </body>
    </html>
  );
}

// Last in the body: its effects run after the whole page's, which hand it their start-up work first.
function EarlyPressReplay() {
  useReplayEarlyPresses();
  return null;
}

function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AnimatedBackground />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <CookieBanner />
      <UpdatePrompt />
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
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <SiteShell>
      <title>Something went wrong | AI Decision Maker</title>
      <meta name="robots" content="noindex" />
      <section className="page-intro">
        <h1>Something went wrong</h1>
        <p>The page could not be shown{detail ? ` (${detail})` : ""}. Your saved decisions are untouched.</p>
        <p>
          <a href="/">Return to Home</a>
        </p>
      </section>
    </SiteShell>
  );
}
