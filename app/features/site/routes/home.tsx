import { lazy, memo, Suspense } from "react";
import type { Route } from "./+types/home";
import type { StylesheetHandle } from "~/kernel/page/components/page-stylesheets";
import { wheelStylesheet } from "~/features/wheel";
import { QuickDecider } from "~/features/wheel";
import { pageHead } from "~/kernel/page/routes/seo";
import { Trans } from "@lingui/react/macro";

// Home's sections below the quick decider are words, links and icons with nothing to do before a click: they load after
// the page, which hydrates without waiting for them (their prerendered HTML shows, and its links work, until then).
const HomeSections = lazy(() =>
  import("~/features/site/components/home-sections").then(({ HomeSections }) => ({ default: HomeSections })),
);
// The feed sits below the first screen and shows only what this browser stored: it loads after the page, which
// hydrates without waiting for it (its prerendered HTML shows until then), so the first screen's scripts stay small.
const DecisionFeed = lazy(() => import("~/features/feed").then(({ DecisionFeed }) => ({ default: DecisionFeed })));

export const handle: StylesheetHandle = { stylesheets: [wheelStylesheet] };

export const meta: Route.MetaFunction = ({ matches }) => pageHead(matches);

export default function HomePage() {
  return (
    <>
      <section className="hero">
        <h1>
          <Trans>Can’t decide? Let AI Decision Maker pick.</Trans>
        </h1>
        <p className="lead">
          <Trans>
            List your options and get a fair pick in seconds. Free, no sign-up, and everything stays in your browser.
          </Trans>
        </p>
      </section>
      <QuickDecider />
      <BelowTheDecider />
    </>
  );
}

// Kept from the page's re-renders: a lazy part that still loads when its parent renders again would have React drop
// its prerendered HTML and draw it anew from nothing, so everything below the decider would vanish and come back.
const BelowTheDecider = memo(function BelowTheDecider() {
  return (
    <>
      <Suspense>
        <HomeSections />
      </Suspense>
      <Suspense>
        <DecisionFeed />
      </Suspense>
    </>
  );
});
