import { PairQuestion } from "~/features/this-or-that/components/pair-question";
import { countOf } from "~/kernel/format/domain/count";
import type { Answer } from "~/features/this-or-that/domain/merge-insertion";
import { findContradictions, type CheckAnswer, type CheckPair } from "~/features/this-or-that/domain/this-or-that";

interface DoubleCheckProps {
  options: readonly string[];
  answers: readonly Answer[];
  pairs: readonly CheckPair[];
  /** null until the double-check is started. */
  checks: readonly CheckAnswer[] | null;
  onStart: () => void;
  onAnswer: (check: CheckAnswer) => void;
  onUndo: () => void;
}

/** The options check `index` shows, left then right: the upper one alternates sides, so left is not always right. */
export function checkSides(pairs: readonly CheckPair[], index: number): [number, number] | null {
  const pair = pairs[index];
  if (!pair) return null;
  return index % 2 === 1 ? [pair.upper, pair.lower] : [pair.lower, pair.upper];
}

const checkProgress = (index: number, total: number) => `Check ${index + 1} of ${total}`;

/** Check `index` as a question, as the live region says it; null past the last check. */
export function describeCheck(options: readonly string[], pairs: readonly CheckPair[], index: number) {
  const sides = checkSides(pairs, index);
  return sides && `${checkProgress(index, pairs.length)}: ${options[sides[0]]} or ${options[sides[1]]}?`;
}

/** What the finished double-check found: the answers against the ranking (or that none was), and the skipped checks. */
export function checkReport(
  options: readonly string[],
  pairs: readonly CheckPair[],
  checks: readonly CheckAnswer[],
  answers: readonly Answer[],
) {
  const contradictions = findContradictions(options, pairs, checks, answers);
  const skipped = checks.filter((check) => check === null).length;
  return {
    contradictions,
    agreement:
      contradictions.length === 0
        ? `No answer goes against the ranking (${countOf(pairs.length - skipped, "pair")} checked).`
        : null,
    skipped: skipped > 0 ? `You could not choose in ${countOf(skipped, "check")}.` : null,
  };
}

/** Asks again pairs the ranking implies but nobody asked, and reports any answer that goes against it. */
export function DoubleCheck({ options, answers, pairs, checks, onStart, onAnswer, onUndo }: DoubleCheckProps) {
  if (pairs.length === 0) {
    return <p className="hint">Every pair was asked directly: there is nothing left to double-check.</p>;
  }
  if (checks === null) {
    return (
      <div className="double-check">
        <button type="button" className="button" onClick={onStart}>
          Double-check
        </button>
        <p className="hint">{`${countOf(pairs.length, "more question")} about pairs your ranking already orders, to see whether your answers hold together.`}</p>
      </div>
    );
  }
  const sides = checkSides(pairs, checks.length);
  if (sides) {
    const [first, second] = sides;
    return (
      <PairQuestion
        heading="Double-check: which do you prefer?"
        progress={checkProgress(checks.length, pairs.length)}
        first={options[first] as string}
        second={options[second] as string}
        onChoose={(side) => onAnswer(side === 0 ? first : second)}
        onCannotChoose={() => onAnswer(null)}
        onUndo={checks.length > 0 ? onUndo : null}
      />
    );
  }
  const { contradictions, agreement, skipped } = checkReport(options, pairs, checks, answers);
  // Focus comes here from the last check's buttons, which are gone.
  return (
    <section className="double-check" aria-labelledby="double-check-heading" tabIndex={-1}>
      <h3 id="double-check-heading">Double-check</h3>
      {agreement ? (
        <p>{agreement}</p>
      ) : (
        <ul className="contradictions">
          {contradictions.map((sentence, index) => (
            <li key={index}>{sentence}</li>
          ))}
        </ul>
      )}
      {skipped && <p className="hint">{skipped}</p>}
    </section>
  );
}
