import type { Route } from "./+types/draw";
import type { StylesheetHandle } from "~/kernel/page/components/page-stylesheets";
import drawStylesheet from "~/kernel/receipts/giveaways.css?url";
import { GiveawayDraw } from "~/features/draw/components/giveaway-draw";
import { buildPageHead } from "~/kernel/page/routes/seo";

export const handle: StylesheetHandle = { stylesheets: [drawStylesheet] };

export const meta: Route.MetaFunction = () =>
  buildPageHead({
    title: "Giveaway Draw: Pick Several Winners",
    description:
      "Draw winners and alternates from up to 100,000 entrants, with tickets for weighted raffles. Free, and the list never leaves your device.",
    path: "/draw",
  });

export default function DrawPage() {
  return (
    <>
      <section className="page-intro">
        <h1>Giveaway Draw</h1>
        <p className="lead">
          Draw winners and alternates from up to 100,000 entrants, with tickets for weighted raffles. The list never
          leaves your device.
        </p>
      </section>
      <GiveawayDraw />
    </>
  );
}
