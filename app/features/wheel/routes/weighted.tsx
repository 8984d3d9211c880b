import type { Route } from "./+types/weighted";
import type { StylesheetHandle } from "~/kernel/page/components/page-stylesheets";
import weightedStylesheet from "~/features/wheel/weighted.css?url";
import wheelStylesheet from "~/features/wheel/wheel.css?url";
import { WeightedDecider } from "~/features/wheel/components/weighted-decider";
import { pageHead } from "~/kernel/page/routes/seo";
import { Trans } from "@lingui/react/macro";

export const handle: StylesheetHandle = { stylesheets: [weightedStylesheet, wheelStylesheet] };

export const meta: Route.MetaFunction = ({ matches }) => pageHead(matches);

export default function WeightedPage() {
  return (
    <>
      <section className="page-intro">
        <h1>
          <Trans>Weighted Decision</Trans>
        </h1>
        <p className="lead">
          <Trans>
            Give each option a weight from 1 to 100 and let AI Decision Maker pick with exactly that probability.
          </Trans>
        </p>
      </section>
      <WeightedDecider />
    </>
  );
}
