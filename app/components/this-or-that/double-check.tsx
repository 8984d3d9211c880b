import { PairQuestion } from "~/components/this-or-that/pair-question";
import { countOf } from "~/domain/count";
import type { Answer } from "~/domain/merge-insertion";
import { findContradictions, type CheckAnswer, type CheckPair } from "~/domain/this-or-that";

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

/** Which side each check pair shows the ranking's upper option on: alternating, so the left is not always right. */
const upperOnLeft = (index: number) => index % 2 === 1;

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
  const current = pairs[checks.length];
  if (current) {
    const { upper, lower } = current;
    const [first, second] = upperOnLeft(checks.length) ? [upper, lower] : [lower, upper];
    return (
      <PairQuestion
        heading="Double-check: which do you prefer?"
        progress={`Check ${checks.length + 1} of ${pairs.length}`}
        first={options[first] as string}
        second={options[second] as string}
        onChoose={(side) => onAnswer(side === 0 ? first : second)}
        onCannotChoose={() => onAnswer(null)}
        onUndo={checks.length > 0 ? onUndo : null}
      />
    );
  }
  const contradictions = findContradictions(options, pairs, checks, answers);
  const skipped = checks.filter((check) => check === null).length;
  return (
    <section className="double-check" aria-labelledby="double-check-heading">
      <h3 id="double-check-heading">Double-check</h3>
      {contradictions.length === 0 ? (
        <p>{`No answer goes against the ranking (${countOf(pairs.length - skipped, "pair")} checked).`}</p>
      ) : (
        <ul className="contradictions">
          {contradictions.map((sentence, index) => (
            <li key={index}>{sentence}</li>
          ))}
        </ul>
      )}
      {skipped > 0 && <p className="hint">{`You could not choose in ${countOf(skipped, "check")}.`}</p>}
    </section>
  );
}
