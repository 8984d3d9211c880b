import { useLingui } from "@lingui/react/macro";
import type { MatrixInput, RankedMatrix } from "~/features/matrix/domain/decision-matrix";
import { robustnessVariations } from "~/features/matrix/domain/matrix-sensitivity";
import { describeRobustness } from "~/features/matrix/components/matrix-words";
import { useRobustWins } from "~/features/matrix/hooks/use-robust-wins";

/**
 * The share of random variations the winner survives. They are counted in short tasks after the ranking shows, so
 * typing stays quick; until then the figure of the ranking before stays, marked busy, as it is while the ranking
 * itself is the matrix's before (`stale`).
 */
export function MatrixRobustness({
  result,
  input,
  stale,
}: {
  result: RankedMatrix;
  input: MatrixInput;
  stale: boolean;
}) {
  const { t, i18n } = useLingui();
  const { counted, busy } = useRobustWins(result, input);
  return (
    <>
      <h3>{t`How sure: random variations`}</h3>
      <p className="matrix-robustness" aria-busy={busy || stale}>
        {counted
          ? describeRobustness(i18n, counted.wins, robustnessVariations, counted.winner)
          : t`Counting random variations…`}
      </p>
    </>
  );
}
