import type { Route } from "./+types/teams";
import type { StylesheetHandle } from "~/kernel/page/components/page-stylesheets";
import drawStylesheet from "~/kernel/receipts/giveaways.css?url";
import { TeamMaker } from "~/features/teams/components/team-maker";
import { pageHead } from "~/kernel/page/routes/seo";
import { Trans } from "@lingui/react/macro";

export const handle: StylesheetHandle = { stylesheets: [drawStylesheet] };

export const meta: Route.MetaFunction = ({ matches }) => pageHead(matches);

export default function TeamsPage() {
  return (
    <>
      <section className="page-intro">
        <h1>
          <Trans>Make Teams</Trans>
        </h1>
        <p className="lead">
          <Trans>
            Split a list into teams of even sizes at random, balanced by rating if you like, keeping chosen people
            apart.
          </Trans>
        </p>
      </section>
      <TeamMaker />
    </>
  );
}
