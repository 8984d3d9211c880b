import { useMemo } from "react";
import {
  type ComparisonAnalysis,
  consistencyThreshold,
  describeJudgement,
  formatConsistencyRatio,
  type Judgement,
  type JudgementFix,
  suggestJudgement,
} from "~/features/matrix/domain/ahp";
import { criterionLabel, type MatrixState } from "~/features/matrix/domain/matrix-state";

interface ConsistencyReportProps {
  matrix: MatrixState;
  comparisons: readonly (readonly Judgement[])[];
  analysis: ComparisonAnalysis;
  onApply: (fix: JudgementFix) => void;
}

/** The weights the comparisons give, how far they contradict one another, and the one change that helps most. */
export function ConsistencyReport({ matrix, comparisons, analysis, onApply }: ConsistencyReportProps) {
  const size = matrix.criteria.length;
  const fix = useMemo(() => (size > 2 ? suggestJudgement(comparisons, size) : null), [comparisons, size]);
  const consistent = analysis.consistencyRatio <= consistencyThreshold;
  const name = (criterion: number) => criterionLabel(matrix, criterion);
  return (
    <>
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
          <button type="button" className="button" onClick={() => onApply(fix)}>
            Apply this change
          </button>
        </div>
      )}
    </>
  );
}
