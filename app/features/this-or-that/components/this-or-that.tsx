import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { word, wordAll } from "~/features/this-or-that/components/word";
import { DoubleCheck } from "~/features/this-or-that/components/double-check";
import { OptionsList } from "~/features/this-or-that/components/options-list";
import { PairQuestion } from "~/kernel/pairs/components/pair-question";
import { RankingResult } from "~/features/this-or-that/components/ranking-result";
import { questionText } from "~/features/this-or-that/domain/this-or-that-session";
import { useThisOrThatSession } from "~/features/this-or-that/hooks/use-this-or-that-session";
import { randomIndex } from "~/kernel/random/domain/random";
import { SaveNotice } from "~/kernel/records/components/save-notice";
import { Announcer } from "~/kernel/ui/components/announcer";

/**
 * This or That: the options, then one pair at a time until the ranking, which is saved to the history. The route
 * passes in the "Decide together" link under the options: the vote is another feature, which ranks ballots with the
 * same pair question from the kernel.
 */
export function ThisOrThat({ decideTogether }: { decideTogether: (choices: readonly string[]) => ReactNode }) {
  const { session, step, places, checkPairs, rows, setRows, damaged, kept, saved, linkOpening, viewRef, dispatch } =
    useThisOrThatSession();
  const { t, i18n } = useLingui();
  const { progress } = session;
  const startOver = () => dispatch({ type: "start-over" });

  let content;
  if (!progress || session.editing || !step || step.status === "mismatch") {
    const underWay = step?.status === "asking" ? step : null;
    content = (
      <OptionsList
        rows={rows}
        onRowsChange={setRows}
        damaged={damaged}
        replaces={
          progress && session.editing
            ? underWay
              ? { status: "under way", asked: underWay.asked + 1, atMost: underWay.atMost }
              : { status: "finished" }
            : null
        }
        onBack={() => dispatch({ type: "back-to-ranking" })}
        linkOpening={linkOpening}
        onStart={(options) => dispatch({ type: "start", options })}
        decideTogether={decideTogether}
      />
    );
  } else if (step.status === "asking") {
    const [x, y] = step.pair;
    content = (
      <PairQuestion
        heading={t`Which do you prefer?`}
        progress={word(i18n, questionText(step.asked, step.atMost))}
        drawn={session.drawn && word(i18n, session.drawn)}
        first={progress.options[x] as string}
        second={progress.options[y] as string}
        onChoose={(side) => dispatch({ type: "choose", side })}
        onCannotChoose={() => dispatch({ type: "cannot-choose", drawnSide: randomIndex(2) as 0 | 1 })}
        onUndo={progress.answers.length > 0 ? () => dispatch({ type: "undo" }) : null}
      >
        <button type="button" className="button button-quiet" onClick={startOver}>
          {t`Start over`}
        </button>
      </PairQuestion>
    );
  } else {
    content = (
      <RankingResult options={progress.options} places={places} questions={progress.answers.length}>
        {saved && <SaveNotice saved={saved} savedText={t`Saved to your history, with the whole ranking.`} />}
        <DoubleCheck
          options={progress.options}
          answers={progress.answers}
          pairs={checkPairs}
          checks={progress.checks}
          onStart={() => dispatch({ type: "start-checks" })}
          onAnswer={(side) => dispatch({ type: "check", side })}
          onUndo={() => dispatch({ type: "undo-check" })}
        />
        <div className="button-row">
          <button type="button" className="button" onClick={startOver}>
            {t`Start over`}
          </button>
        </div>
      </RankingResult>
    );
  }

  return (
    <div ref={viewRef}>
      {!kept && (
        <p className="notice notice-warning" role="alert">
          {t`Your progress could not be saved in this browser (its storage may be full): it is still here until you leave the page.`}
        </p>
      )}
      {content}
      <Announcer message={wordAll(i18n, session.announcement)} />
    </div>
  );
}
