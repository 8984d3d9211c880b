import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { maximumImportance, type MatrixInput, type RankedMatrix } from "~/features/matrix/domain/decision-matrix";
import { analyseSensitivity } from "~/features/matrix/domain/matrix-sensitivity";
import { describeSensitivity } from "~/features/matrix/components/matrix-words";

/** For each criterion, the stretch of its importance over which the winner stays first, drawn and said. */
export function MatrixSensitivity({
  input: { options, criteria },
  result,
}: {
  input: MatrixInput;
  result: RankedMatrix;
}) {
  const { t, i18n } = useLingui();
  const sensitivity = useMemo(() => analyseSensitivity(result, criteria), [result, criteria]);
  const winner = (result.ranking[0] as { option: number }).option;
  const winnerName = options[winner];
  return (
    <>
      <h3>{t`How sure: the importances`}</h3>
      <p className="hint">
        {t`Each line is a criterion's importance from 0 to 5. ${winnerName} stays first over the shaded stretch; the mark is the importance it has now.`}
      </p>
      <ul className="matrix-sensitivity">
        {sensitivity.map((item) => (
          <li key={item.criterion}>
            <bdi className="matrix-sensitivity-name">{criteria[item.criterion]?.name}</bdi>
            <SensitivityLine
              low={item.lower ? item.lower.importance : 0}
              high={item.upper ? item.upper.importance : Infinity}
              current={item.current}
              counts={item.counts}
            />
            <p>{describeSensitivity(i18n, item, options, criteria, winner)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

/** 0 to 5 with the stretch where the winner stays first shaded and the current importance marked. */
function SensitivityLine({
  low,
  high,
  current,
  counts,
}: {
  low: number;
  high: number;
  current: number;
  counts: boolean;
}) {
  const scale = (value: number) => (Math.min(Math.max(value, 0), maximumImportance) / maximumImportance) * 100;
  const from = counts ? scale(low) : 0;
  const to = counts ? scale(high) : 100;
  return (
    <svg className="matrix-line" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect className="matrix-line-track" x="0" y="3" width="100" height="4" />
      <rect className="matrix-line-safe" x={from} y="3" width={Math.max(0, to - from)} height="4" />
      <rect className="matrix-line-mark" x={Math.min(99, scale(current)) - 0.5} y="0" width="1.5" height="10" />
    </svg>
  );
}
