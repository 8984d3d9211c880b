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
import { isAnswered } from "~/features/matrix/domain/matrix-importance";
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
  const answered = isAnswered(matrix);
  const fix = useMemo(
    () => (answered && size > 2 ? suggestJudgement(comparisons, size) : null),
    [answered, comparisons, size],
  );
  const consistent = analysis.consistencyRatio <= consistencyThreshold;
  const name = (criterion: number) => criterionLabel(matrix, criterion);
  if (!answered) {
    return (
      <p className="notice" role="status">
        Each pair starts from the importances you set, as near as its choices go. Your importances stay as you set them
        until you change one of these answers.
      </p>
    );
  }
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
      {size > 2 && (
        <p className="hint">
          The consistency ratio measures how far your answers contradict one another: 0 when they all fit together (if A
          matters 2 times as much as B, and B 2 times as much as C, then A matters 4 times as much as C). Thomas Saaty,
          who devised the method, advises changing some answers when it is above 0.10.
        </p>
      )}
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
