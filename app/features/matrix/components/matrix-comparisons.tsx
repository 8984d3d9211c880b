import { useLingui } from "@lingui/react/macro";
import { useId, useMemo } from "react";
import { ComparisonPairs } from "~/features/matrix/components/comparison-pairs";
import { ConsistencyReport } from "~/features/matrix/components/consistency-report";
import { analyseComparisons, comparisonMatrix } from "~/features/matrix/domain/ahp";
import { setJudgement, startComparisons, stopComparisons } from "~/features/matrix/domain/matrix-edits";
import type { MatrixState } from "~/features/matrix/domain/matrix-state";
import { useMoveFocus } from "~/kernel/ui/hooks/use-move-focus";

interface MatrixComparisonsProps {
  matrix: MatrixState;
  onChange: (matrix: MatrixState) => void;
}

/**
 * The optional step that sets the importances from comparisons: each pair of criteria on Saaty's 1–9 scale, the
 * weights they give, the consistency ratio against Saaty's 0.10, and the one judgement that would most reduce the
 * contradictions, ready to apply.
 */
export function MatrixComparisons({ matrix, onChange }: MatrixComparisonsProps) {
  const id = useId();
  const { t } = useLingui();
  // Each button here goes once pressed: focus moves to the comparison it opened or changed.
  const { ref, moveFocus } = useMoveFocus<HTMLDivElement>();
  const size = matrix.criteria.length;
  const { comparisons } = matrix;
  const analysis = useMemo(
    () => (comparisons ? analyseComparisons(comparisonMatrix(comparisons, size)) : null),
    [comparisons, size],
  );
  const pairId = (row: number, column: number) => `${id}-${row}-${column}`;

  if (size < 2) {
    return (
      <p className="hint">{t`Add a second criterion to set the importances by comparing criteria two at a time.`}</p>
    );
  }
  if (!comparisons || !analysis) {
    return (
      <div ref={ref} className="matrix-comparisons">
        <p>
          {t`Not sure how much each criterion matters? Compare them two at a time instead, starting from the importances you set: the importances then follow from your answers. This is the Analytic Hierarchy Process, a standard method that turns answers such as “Rent matters 3 times as much as Light”, one for each pair, into an importance for each criterion.`}
        </p>
        <button
          type="button"
          className="button"
          onClick={() =>
            moveFocus(
              () => onChange(startComparisons(matrix)),
              (view) => view.querySelector("select"),
            )
          }
        >
          {t`Compare criteria in pairs`}
        </button>
      </div>
    );
  }

  return (
    <div ref={ref} className="matrix-comparisons">
      <ComparisonPairs matrix={matrix} comparisons={comparisons} pairId={pairId} onChange={onChange} />
      <ConsistencyReport
        matrix={matrix}
        comparisons={comparisons}
        analysis={analysis}
        onApply={(fix) =>
          moveFocus(
            () => onChange(setJudgement(matrix, fix.row, fix.column, fix.to)),
            () => document.getElementById(pairId(fix.row, fix.column)),
          )
        }
      />
      <button
        type="button"
        className="button"
        onClick={() =>
          moveFocus(
            () => onChange(stopComparisons(matrix)),
            (view) => view.querySelector("button"),
          )
        }
      >
        {t`Set importances directly instead`}
      </button>
    </div>
  );
}
