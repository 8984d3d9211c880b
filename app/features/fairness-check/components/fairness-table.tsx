import { useLingui } from "@lingui/react/macro";
import { formatCount } from "~/kernel/format/domain/count";
import type { FairnessCheckRequest } from "~/features/fairness-check/domain/fairness-check";
import { categoryLabel, categoryNoun, tableTitle } from "~/features/fairness-check/components/fairness-words";
import { useCountInSteps } from "~/features/fairness-check/hooks/use-count-in-steps";

interface FairnessTableProps {
  /** The check's request: its rows are options or contestants. */
  request: FairnessCheckRequest;
  weights: readonly number[] | null;
  observed: readonly number[];
  expected: readonly number[];
}

const rowsPerFrame = 20;

/** "+12", "−3.5" or "0", rounded before the sign is chosen so a tiny negative never shows as "−0". */
function formatDifference(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded > 0 ? "+" : rounded < 0 ? "−" : ""}${formatCount(Math.abs(rounded))}`;
}

/**
 * The counts per option as a table, the numbers the chart draws. A hundred rows drawn in the frame that shows the
 * verdict and the chart held a slow phone's page up for most of a second: they come twenty a frame.
 */
export function FairnessTable({ request, weights, observed, expected }: FairnessTableProps) {
  const { t, i18n } = useLingui();
  const shown = useCountInSteps(observed.length, rowsPerFrame);
  const rows = observed.slice(0, shown);
  return (
    <>
      {/* The title stays outside the region that scrolls sideways on a narrow screen, so it is always whole. */}
      <p id="fairness-table-title" className="fairness-table-title">
        {tableTitle(i18n, request)}
      </p>
      <div className="fairness-table-scroll" role="region" aria-labelledby="fairness-table-title" tabIndex={0}>
        <table className="fairness-table" aria-labelledby="fairness-table-title">
          <thead>
            <tr>
              <th scope="col">{categoryNoun(i18n, request)}</th>
              {weights && <th scope="col">{t`Weight`}</th>}
              <th scope="col">{t`Expected`}</th>
              <th scope="col">{t`Observed`}</th>
              <th scope="col">{t`Difference`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((count, index) => (
              <tr key={index}>
                <th scope="row">{categoryLabel(i18n, request, index)}</th>
                {weights && <td>{weights[index]}</td>}
                <td>{formatCount(expected[index] as number)}</td>
                <td>{formatCount(count)}</td>
                <td>{formatDifference(count - (expected[index] as number))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
