import { useId, useMemo } from "react";

import {
  allJudgements,
  analyseComparisons,
  comparisonMatrix,
  consistencyThreshold,
  describeJudgement,
  describeJudgementChoice,
  formatConsistencyRatio,
  type Judgement,
  suggestJudgement,
} from "~/features/matrix/domain/ahp";
import { setJudgement, startComparisons, stopComparisons } from "~/features/matrix/domain/matrix-edits";
import { criterionLabel, type MatrixState } from "~/features/matrix/domain/matrix-state";
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
  // Each button here goes once pressed: focus moves to the comparison it opened or changed.
  const { ref, moveFocus } = useMoveFocus<HTMLDivElement>();
  const size = matrix.criteria.length;
  const { comparisons } = matrix;
  const analysis = useMemo(
    () => (comparisons ? analyseComparisons(comparisonMatrix(comparisons, size)) : null),
    [comparisons, size],
  );
  const fix = useMemo(
    () => (comparisons && size > 2 ? suggestJudgement(comparisons, size) : null),
    [comparisons, size],
  );

  if (size < 2) {
    return <p className="hint">Add a second criterion to set the importances by comparing criteria two at a time.</p>;
  }
  if (!comparisons || !analysis) {
    return (
      <div ref={ref} className="matrix-comparisons">
        <p>
          Not sure how much each criterion matters? Compare them two at a time instead: the importances then follow from
          your answers (the Analytic Hierarchy Process).
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
          Compare criteria in pairs
        </button>
      </div>
    );
  }

  const pairs = matrix.criteria.flatMap((_, row) =>
    matrix.criteria.flatMap((__, column) => (column > row ? [{ row, column }] : [])),
  );
  const consistent = analysis.consistencyRatio <= consistencyThreshold;
  const name = (criterion: number) => criterionLabel(matrix, criterion);

  return (
    <div ref={ref} className="matrix-comparisons">
      <ol className="matrix-pairs">
        {pairs.map(({ row, column }) => {
          const fieldId = `${id}-${row}-${column}`;
          return (
            <li key={fieldId} className="matrix-field">
              <label htmlFor={fieldId}>{`${name(row)} or ${name(column)}?`}</label>
              <select
                id={fieldId}
                value={comparisons[row]?.[column] ?? 0}
                onChange={(event) =>
                  onChange(setJudgement(matrix, row, column, Number(event.target.value) as Judgement))
                }
              >
                {allJudgements.map((judgement) => (
                  <option key={judgement} value={judgement}>
                    {describeJudgementChoice(judgement, name(row), name(column))}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ol>
      <h4>Weights from your comparisons</h4>
      <ul className="matrix-weights">
        {analysis.weights.map((weight, c) => (
          <li key={c}>{`${name(c)}: ${(weight * 100).toFixed(1)}%`}</li>
        ))}
      </ul>
      <p className={consistent ? "notice" : "notice notice-warning"} role="status">
        {size < 3
          ? "With two criteria there is nothing to contradict: the comparison is consistent."
          : consistent
            ? `Consistency ratio ${formatConsistencyRatio(analysis.consistencyRatio)}: at or below Saaty’s threshold of 0.10, your comparisons agree with one another well enough.`
            : `Consistency ratio ${formatConsistencyRatio(analysis.consistencyRatio)}: above Saaty’s threshold of 0.10, some comparisons contradict others.`}
      </p>
      {fix && !consistent && (
        <div className="matrix-fix">
          <p>
            {`The one change that helps most: you said ${describeJudgement(fix.from, name(fix.row), name(fix.column))}; if instead ${describeJudgement(fix.to, name(fix.row), name(fix.column))}, the ratio would be ${formatConsistencyRatio(fix.consistencyRatio)}.`}
          </p>
          <button
            type="button"
            className="button"
            onClick={() =>
              moveFocus(
                () => onChange(setJudgement(matrix, fix.row, fix.column, fix.to)),
                () => document.getElementById(`${id}-${fix.row}-${fix.column}`),
              )
            }
          >
            Apply this change
          </button>
        </div>
      )}
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
        Set importances directly instead
      </button>
    </div>
  );
}
