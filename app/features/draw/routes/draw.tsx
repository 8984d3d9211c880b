import type { Route } from "./+types/draw";
import type { StylesheetHandle } from "~/kernel/page/components/page-stylesheets";
import drawStylesheet from "~/kernel/receipts/giveaways.css?url";
import { GiveawayDraw } from "~/features/draw/components/giveaway-draw";
import { pageHead } from "~/kernel/page/routes/seo";
import { Trans } from "@lingui/react/macro";

export const handle: StylesheetHandle = { stylesheets: [drawStylesheet] };

export const meta: Route.MetaFunction = ({ matches }) => pageHead(matches);

export default function DrawPage() {
  return (
    <>
      <section className="page-intro">
        <h1>
          <Trans>Giveaway Draw</Trans>
        </h1>
        <p className="lead">
          <Trans>
            Draw winners and alternates from up to 100,000 entrants, with tickets for weighted raffles. The list never
            leaves your device.
          </Trans>
        </p>
      </section>
      <GiveawayDraw />
    </>
  );
}
