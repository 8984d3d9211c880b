import { Trans } from "@lingui/react/macro";
import type { Route } from "./+types/decision-matrix";
import type { StylesheetHandle } from "~/kernel/page/components/page-stylesheets";
import decisionMatrixStylesheet from "~/features/matrix/decision-matrix.css?url";
import { DecisionMatrix } from "~/features/matrix/components/decision-matrix";
import { pageHead } from "~/kernel/page/routes/seo";

export const handle: StylesheetHandle = { stylesheets: [decisionMatrixStylesheet] };

export const meta: Route.MetaFunction = ({ matches }) => pageHead(matches);

export default function DecisionMatrixPage() {
  return (
    <>
      <section className="page-intro">
        <h1>
          <Trans>Decision Matrix</Trans>
        </h1>
        <p className="lead">
          <Trans>
            Score your options on the criteria that matter and get a ranking that explains itself: what carried the
            winner, how far each importance could move, and how often it still wins. All worked out on your device.
          </Trans>
        </p>
      </section>
      <DecisionMatrix />
    </>
  );
}
