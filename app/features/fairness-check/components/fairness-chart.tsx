import { Trans } from "@lingui/react/macro";
import { formatCount } from "~/kernel/format/domain/count";

const slotWidth = 10;
const plotHeight = 100;

/** The smallest of 1, 2, 2.5 or 5 × 10ⁿ at or above `value`, so the scale reads in round numbers. */
function roundUpForScale(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 2.5, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

interface FairnessChartProps {
  /** The first and last category's names, shown under the ends of the chart. */
  firstLabel: string;
  lastLabel: string;
  observed: readonly number[];
  expected: readonly number[];
}

/**
 * Observed counts as bars, expected counts as a line across each bar. The drawing is hidden from
 * screen readers: the table beside it holds the same numbers. Geometry is set by SVG attributes,
 * never inline styles, which the Content-Security-Policy forbids.
 */
export function FairnessChart({ firstLabel, lastLabel, observed, expected }: FairnessChartProps) {
  const top = roundUpForScale(Math.max(1, ...observed, ...expected));
  const y = (count: number) => plotHeight - (count / top) * plotHeight;
  return (
    <figure className="fairness-chart">
      <div className="fairness-chart-body">
        <div className="fairness-chart-scale" aria-hidden="true">
          <span>{formatCount(Math.round(top))}</span>
          <span>{formatCount(Math.round(top / 2))}</span>
          <span>0</span>
        </div>
        {/* Stretched to the box (preserveAspectRatio none), so bars stay readable from 2 to 100 of them. */}
        <svg
          className="fairness-chart-plot"
          viewBox={`0 0 ${observed.length * slotWidth} ${plotHeight}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <line className="fairness-chart-grid" x1={0} x2={observed.length * slotWidth} y1={50} y2={50} />
          {observed.map((count, index) => (
            <rect
              key={index}
              className="fairness-chart-bar"
              x={index * slotWidth + 1.5}
              width={slotWidth - 3}
              y={y(count)}
              height={plotHeight - y(count)}
            />
          ))}
          {/* One path for every expected mark: a line each would be a hundred more elements to lay out and paint in the
              frame that shows the result. */}
          <path
            className="fairness-chart-expected"
            d={expected.map((count, index) => `M${index * slotWidth} ${y(count)}h${slotWidth}`).join("")}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </div>
      <div className="fairness-chart-ends" aria-hidden="true">
        <span>{firstLabel}</span>
        <span>{lastLabel}</span>
      </div>
      <figcaption className="fairness-chart-legend">
        <Trans>
          <span className="fairness-chart-key fairness-chart-key-bar" aria-hidden="true" /> Bars: how often each came
          up. <span className="fairness-chart-key fairness-chart-key-expected" aria-hidden="true" /> Lines: what a fair
          draw gives on average. The table lists the same numbers.
        </Trans>
      </figcaption>
    </figure>
  );
}
