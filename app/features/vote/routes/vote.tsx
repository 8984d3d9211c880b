import type { Route } from "./+types/vote";
import type { StylesheetHandle } from "~/kernel/page/components/page-stylesheets";
import voteStylesheet from "~/features/vote/vote.css?url";
import pairQuestionStylesheet from "~/kernel/pairs/pair-question.css?url";
import { VotePage } from "~/features/vote/components/vote-page";
import { pageHead } from "~/kernel/page/routes/seo";
import { Trans } from "@lingui/react/macro";

// The pair question's stylesheet comes too: a ranked ballot can be built two at a time, as This or That asks.
export const handle: StylesheetHandle = { stylesheets: [voteStylesheet, pairQuestionStylesheet] };

export const meta: Route.MetaFunction = ({ matches }) => pageHead(matches);

export default function VoteRoute() {
  return (
    <>
      <section className="page-intro">
        <h1>
          <Trans>Decide Together</Trans>
        </h1>
        <p className="lead">
          <Trans>
            Ask a group, get one fair answer. Everyone votes from a link on their own phone, with no sign-up; every
            browser counts the ballots itself, and anyone can check the count.
          </Trans>
        </p>
      </section>
      <VotePage />
    </>
  );
}
