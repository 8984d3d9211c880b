import { PairQuestion } from "~/kernel/pairs/components/pair-question";
import {
  checkProgress,
  checkReport,
  checkSides,
  type CheckAnswer,
  type CheckPair,
} from "~/features/this-or-that/domain/double-check";
import type { Answer } from "~/kernel/pairs/domain/merge-insertion";
import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { word } from "~/features/this-or-that/components/word";

interface DoubleCheckProps {
  options: readonly string[];
  answers: readonly Answer[];
  pairs: readonly CheckPair[];
  /** null until the double-check is started. */
  checks: readonly CheckAnswer[] | null;
  onStart: () => void;
  /** The side preferred, or null when the visitor could not choose. */
  onAnswer: (side: 0 | 1 | null) => void;
  onUndo: () => void;
}

/** Asks again pairs the ranking implies but nobody asked, and reports any answer that goes against it. */
export function DoubleCheck({ options, answers, pairs, checks, onStart, onAnswer, onUndo }: DoubleCheckProps) {
  const { t, i18n } = useLingui();
  if (pairs.length === 0) {
    return <p className="hint">{t`Every pair was asked directly: there is nothing left to double-check.`}</p>;
  }
  if (checks === null) {
    const count = pairs.length;
    return (
      <div className="double-check">
        <button type="button" className="button" onClick={onStart}>
          {t`Double-check`}
        </button>
        <p className="hint">
          {t`${plural(count, { one: "# more question about pairs your ranking already orders, to see whether your answers hold together.", other: "# more questions about pairs your ranking already orders, to see whether your answers hold together." })}`}
        </p>
      </div>
    );
  }
  const sides = checkSides(pairs, checks.length);
  if (sides) {
    const [first, second] = sides;
    return (
      <PairQuestion
        heading={t`Double-check: which do you prefer?`}
        progress={word(i18n, checkProgress(checks.length, pairs.length))}
        first={options[first] as string}
        second={options[second] as string}
        onChoose={onAnswer}
        onCannotChoose={() => onAnswer(null)}
        onUndo={checks.length > 0 ? onUndo : null}
      />
    );
  }
  const { contradictions, agreement, skipped } = checkReport(options, pairs, checks, answers);
  // Focus comes here from the last check's buttons, which are gone.
  return (
    <section className="double-check" aria-labelledby="double-check-heading" tabIndex={-1}>
      <h3 id="double-check-heading">{t`Double-check`}</h3>
      {agreement ? (
        <p>{word(i18n, agreement)}</p>
      ) : (
        <ul className="contradictions">
          {contradictions.map((sentence, index) => (
            <li key={index}>{word(i18n, sentence)}</li>
          ))}
        </ul>
      )}
      {skipped && <p className="hint">{word(i18n, skipped)}</p>}
    </section>
  );
}
