import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import {
  type ComparisonAnalysis,
  consistencyThreshold,
  formatConsistencyRatio,
  type Judgement,
  type JudgementFix,
  suggestJudgement,
} from "~/features/matrix/domain/ahp";
import { describeJudgement } from "~/features/matrix/components/matrix-words";
import { isAnswered } from "~/features/matrix/domain/matrix-importance";
import { criterionLabel, type MatrixState } from "~/features/matrix/domain/matrix-state";
import { formatDecimal } from "~/kernel/format/domain/intl-formats";

interface ConsistencyReportProps {
  matrix: MatrixState;
  comparisons: readonly (readonly Judgement[])[];
  analysis: ComparisonAnalysis;
  onApply: (fix: JudgementFix) => void;
}

/** The weights the comparisons give, how far they contradict one another, and the one change that helps most. */
export function ConsistencyReport({ matrix, comparisons, analysis, onApply }: ConsistencyReportProps) {
  const { t, i18n } = useLingui();
  const size = matrix.criteria.length;
  const answered = isAnswered(matrix);
  const fix = useMemo(
    () => (answered && size > 2 ? suggestJudgement(comparisons, size) : null),
    [answered, comparisons, size],
  );
  const consistent = analysis.consistencyRatio <= consistencyThreshold;
  const name = (criterion: number) => criterionLabel(matrix, criterion);
  const ratio = formatConsistencyRatio(analysis.consistencyRatio, i18n.locale);
  const said = fix ? describeJudgement(i18n, fix.from, name(fix.row), name(fix.column)) : "";
  const instead = fix ? describeJudgement(i18n, fix.to, name(fix.row), name(fix.column)) : "";
  const fixedRatio = fix ? formatConsistencyRatio(fix.consistencyRatio, i18n.locale) : "";
  if (!answered) {
    return (
      <p className="notice" role="status">
        {t`Each pair starts from the importances you set, as near as its choices go. Your importances stay as you set them until you change one of these answers.`}
      </p>
    );
  }
  return (
    <>
      <h4>{t`Weights from your comparisons`}</h4>
      <ul className="matrix-weights">
        {analysis.weights.map((weight, c) => {
          const [criterion, percent] = [name(c), formatDecimal(weight * 100, i18n.locale, 1)];
          return <li key={c}>{t`${criterion}: ${percent}%`}</li>;
        })}
      </ul>
      <p className={consistent ? "notice" : "notice notice-warning"} role="status">
        {size < 3
          ? t`With two criteria there is nothing to contradict: the comparison is consistent.`
          : consistent
            ? t`Consistency ratio ${ratio}: at or below Saaty’s threshold of 0.10, your comparisons agree with one another well enough.`
            : t`Consistency ratio ${ratio}: above Saaty’s threshold of 0.10, some comparisons contradict others.`}
      </p>
      {size > 2 && (
        <p className="hint">
          {t`The consistency ratio measures how far your answers contradict one another: 0 when they all fit together (if A matters 2 times as much as B, and B 2 times as much as C, then A matters 4 times as much as C). Thomas Saaty, who devised the method, advises changing some answers when it is above 0.10.`}
        </p>
      )}
      {fix && !consistent && (
        <div className="matrix-fix">
          <p>
            {t`The one change that helps most: you said ${said}; if instead ${instead}, the ratio would be ${fixedRatio}.`}
          </p>
          <button type="button" className="button" onClick={() => onApply(fix)}>
            {t`Apply this change`}
          </button>
        </div>
      )}
    </>
  );
}
