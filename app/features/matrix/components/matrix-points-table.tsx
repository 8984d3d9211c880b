import { useLingui } from "@lingui/react/macro";
import { formatPoints, type MatrixInput, type RankedMatrix } from "~/features/matrix/domain/decision-matrix";

/** The bars in numbers, for screen readers (the bars are hidden from them) and for anyone who wants the figures. */
export function MatrixPointsTable({
  input: { options, criteria },
  ranking,
}: {
  input: MatrixInput;
  ranking: RankedMatrix["ranking"];
}) {
  const { t, i18n } = useLingui();
  return (
    <details className="matrix-points">
      <summary id="matrix-points-title">{t`Points by criterion`}</summary>
      <div className="matrix-points-scroll" role="region" aria-labelledby="matrix-points-title" tabIndex={0}>
        <table className="matrix-points-table" aria-labelledby="matrix-points-title">
          <thead>
            <tr>
              <th scope="col">{t`Option`}</th>
              {criteria.map((criterion, c) => (
                <th key={c} scope="col">
                  {criterion.name}
                </th>
              ))}
              <th scope="col">{t`Total`}</th>
            </tr>
          </thead>
          <tbody>
            {ranking.map(({ option, total, parts }) => (
              <tr key={option}>
                <th scope="row" dir="auto">
                  {options[option]}
                </th>
                {parts.map((part, c) => (
                  <td key={c}>{formatPoints(part, i18n.locale)}</td>
                ))}
                <td>{formatPoints(total, i18n.locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
