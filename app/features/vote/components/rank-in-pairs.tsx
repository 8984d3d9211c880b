import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { PairQuestion } from "~/kernel/pairs/components/pair-question";
import { mergeInsertionStep, type Answer } from "~/kernel/pairs/domain/merge-insertion";
import { randomIndex } from "~/kernel/random/domain/random";

/**
 * This or That inside a ballot: which of two do you prefer, asked by /this-or-that's merge-insertion, so a ranking of
 * n options takes the fewest questions known. "I can't choose" is settled by a fair draw, as there.
 */
export function RankInPairs({
  options,
  onDone,
  onCancel,
}: {
  options: readonly string[];
  onDone: (ranking: number[]) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [answers, setAnswers] = useState<Answer[]>([]);
  // Opened by a button that leaves the screen: the focus goes to the first answer, where the keys 1 and 2 also work.
  const questionRef = useRef<HTMLDivElement>(null);
  useEffect(() => questionRef.current?.querySelector<HTMLElement>(".pair-option")?.focus(), []);
  const step = mergeInsertionStep(options.length, answers);
  if (step.status !== "asking") return null;
  const [x, y] = step.pair;
  const [number, atMost] = [step.asked + 1, step.atMost];
  const answer = (side: 0 | 1, byChance: boolean) => {
    const next = [...answers, { preferred: step.pair[side], other: step.pair[side === 0 ? 1 : 0], byChance }];
    const after = mergeInsertionStep(options.length, next);
    if (after.status === "done") onDone(after.ranking);
    else setAnswers(next);
  };
  return (
    <div ref={questionRef}>
      <PairQuestion
        heading={t`Which do you prefer?`}
        progress={t`Question ${number} of at most ${atMost}`}
        first={options[x] as string}
        second={options[y] as string}
        onChoose={(side) => answer(side, false)}
        onCannotChoose={() => answer(randomIndex(2) as 0 | 1, true)}
        onUndo={answers.length > 0 ? () => setAnswers(answers.slice(0, -1)) : null}
      >
        <button type="button" className="button button-quiet" onClick={onCancel}>
          <Trans>Back to the list</Trans>
        </button>
      </PairQuestion>
    </div>
  );
}
