import type { Route } from "./+types/this-or-that";
import { Trans } from "@lingui/react/macro";
import type { StylesheetHandle } from "~/kernel/page/components/page-stylesheets";
import { DecideTogetherLink } from "~/features/vote";
import thisOrThatStylesheet from "~/features/this-or-that/this-or-that.css?url";
import { ThisOrThat } from "~/features/this-or-that/components/this-or-that";
import pairQuestionStylesheet from "~/kernel/pairs/pair-question.css?url";
import { pageHead } from "~/kernel/page/routes/seo";

export const handle: StylesheetHandle = { stylesheets: [pairQuestionStylesheet, thisOrThatStylesheet] };

// Head tags, then the page, written as every route module writes them; only the words are this page's.
export const meta: Route.MetaFunction = ({ matches }) => pageHead(matches);

export default function ThisOrThatPage() {
  return (
    <>
      <section className="page-intro">
        <h1>
          <Trans>This or That</Trans>
        </h1>
        <p className="lead">
          <Trans>
            Rank your options by answering one simple question at a time: which of these two do you prefer? No draw
            decides for you, unless you say you can’t choose.
          </Trans>
        </p>
      </section>
      <ThisOrThat decideTogether={(choices) => <DecideTogetherLink choices={choices} />} />
    </>
  );
}
