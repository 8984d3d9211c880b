import { useDeferredValue, useMemo } from "react";
import type { MatrixInput, RankedMatrix } from "~/features/matrix/domain/decision-matrix";
import { countRobustWins, describeRobustness, robustnessVariations } from "~/features/matrix/domain/matrix-sensitivity";

/** The share of random variations the winner survives, counted from a deferred copy so typing stays quick. */
export function MatrixRobustness({ result, input }: { result: RankedMatrix; input: MatrixInput }) {
  // Both come from one memo of the page, so they change together and the deferred pair always matches.
  const deferredResult = useDeferredValue(result);
  const deferredInput = useDeferredValue(input);
  const wins = useMemo(() => countRobustWins(deferredResult, deferredInput.criteria), [deferredResult, deferredInput]);
  const winner = deferredInput.options[(deferredResult.ranking[0] as { option: number }).option] as string;
  return (
    <>
      <h3>How sure: random variations</h3>
      <p className="matrix-robustness" aria-busy={deferredResult !== result}>
        {describeRobustness(wins, robustnessVariations, winner)}
      </p>
    </>
  );
}
