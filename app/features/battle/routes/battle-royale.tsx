import { Trans } from "@lingui/react/macro";
import type { Route } from "./+types/battle-royale";
import type { StylesheetHandle } from "~/kernel/page/components/page-stylesheets";
import battleRoyaleStylesheet from "~/features/battle/battle-royale.css?url";
import { BattleRoyale } from "~/features/battle/components/battle-royale";
import { pageHead } from "~/kernel/page/routes/seo";

export const handle: StylesheetHandle = { stylesheets: [battleRoyaleStylesheet] };

export const meta: Route.MetaFunction = ({ matches }) => pageHead(matches);

export default function BattleRoyalePage() {
  return (
    <>
      <section className="page-intro">
        <h1>
          <Trans>Battle Royale</Trans>
        </h1>
        <p className="lead">
          <Trans>
            Settle it with a fair elimination tournament: one 50/50 battle at a time until a single winner stands.
          </Trans>
        </p>
      </section>
      <BattleRoyale />
    </>
  );
}
