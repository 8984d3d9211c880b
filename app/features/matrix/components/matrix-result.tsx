import { useDeferredValue, useMemo } from "react";
import {
  describeExplanation,
  explainRanking,
  formatPoints,
  isTiedAtTop,
  joinNames,
  maximumImportance,
  type MatrixInput,
  type MatrixResult as Result,
} from "~/features/matrix/domain/decision-matrix";
import {
  analyseSensitivity,
  countRobustWins,
  describeRobustness,
  describeSensitivity,
  robustnessVariations,
} from "~/features/matrix/domain/matrix-sensitivity";

type Ranked = Extract<Result, { status: "ranked" }>;

/**
 * One colour per criterion, in order. Each keeps 3:1 contrast against the card and the bar's track in both themes
 * (WCAG 1.4.11, checked in matrix-result.test.ts), so one palette serves both; neighbours in a bar are told apart by
 * a line in the card's colour between them as well as by hue.
 */
export const criterionColours = [
  "#6366f1",
  "#0d9488",
  "#ea580c",
  "#db2777",
  "#3b82f6",
  "#5a9410",
  "#a855f7",
  "#dc2626",
  "#0891b2",
  "#b07a05",
  "#c026d3",
  "#64748b",
];

/** The ranking with a bar per option split by criterion, the explanation, the sensitivity and the robustness. */
export function MatrixResultView({ input, result }: { input: MatrixInput; result: Ranked }) {
  const { options, criteria } = input;
  const tied = isTiedAtTop(result.ranking);
  const explanation = explainRanking(result);
  const sensitivity = useMemo(() => analyseSensitivity(result, criteria), [result, criteria]);
  const winner = (result.ranking[0] as { option: number }).option;
  const ignored = criteria.flatMap((criterion, c) => (result.counts[c] ? [] : [criterion.name]));

  return (
    <div className="matrix-result">
      <h3>Ranking</h3>
      <ol className="matrix-ranking">
        {result.ranking.map(({ option, total, parts }) => (
          <li key={option}>
            <span className="matrix-ranking-name">{options[option]}</span>
            <span className="matrix-ranking-points">{`${formatPoints(total)} points`}</span>
            <ScoreBar parts={parts} />
          </li>
        ))}
      </ol>
      <ul className="matrix-legend" aria-label="Bar colours">
        {criteria.map((criterion, c) => (
          <li key={c}>
            {/* An SVG fill rather than a style attribute, which the Content Security Policy would refuse. */}
            <svg className="matrix-swatch" viewBox="0 0 1 1" aria-hidden="true" focusable="false">
              <rect width="1" height="1" fill={criterionColours[c]} />
            </svg>
            {criterion.name}
          </li>
        ))}
      </ul>
      <PointsTable input={input} ranking={result.ranking} />
      {ignored.length > 0 && (
        <p className="notice" role="status">
          {`${joinNames(ignored)}: every option scores the same, so ${ignored.length === 1 ? "it tells" : "they tell"} them apart in no way and ${ignored.length === 1 ? "does" : "do"} not count towards the points.`}
        </p>
      )}

      <h3>Why</h3>
      {explanation ? (
        describeExplanation(explanation, options, criteria).map((sentence) => <p key={sentence}>{sentence}</p>)
      ) : (
        <p>{`${joinNames(result.ranking.filter(({ total }) => total >= (result.ranking[0]?.total ?? 0) - 1e-9).map(({ option }) => options[option] as string))} tie for first place: change a score or an importance to separate them.`}</p>
      )}

      {!tied && (
        <>
          <h3>How sure: the importances</h3>
          <p className="hint">
            {`Each line is a criterion's importance from 0 to 5. ${options[winner]} stays first over the shaded stretch; the mark is the importance it has now.`}
          </p>
          <ul className="matrix-sensitivity">
            {sensitivity.map((item) => (
              <li key={item.criterion}>
                <span className="matrix-sensitivity-name">{criteria[item.criterion]?.name}</span>
                <SensitivityLine
                  low={item.lower ? item.lower.importance : 0}
                  high={item.upper ? item.upper.importance : Infinity}
                  current={item.current}
                  counts={item.counts}
                />
                <p>{describeSensitivity(item, options, criteria, winner)}</p>
              </li>
            ))}
          </ul>
          <Robustness result={result} input={input} />
        </>
      )}
    </div>
  );
}

/** The share of random variations the winner survives, counted from a deferred copy so typing stays quick. */
function Robustness({ result, input }: { result: Ranked; input: MatrixInput }) {
  // Both come from one memo of the page, so they change together and the deferred pair always matches.
  const deferredResult = useDeferredValue(result);
  const deferredInput = useDeferredValue(input);
  const wins = useMemo(() => countRobustWins(deferredResult, deferredInput.criteria), [deferredResult, deferredInput]);
  const winner = deferredInput.options[(deferredResult.ranking[0] as { option: number }).option] as string;
  return (
    <>
      <h3>How sure: random variations</h3>
      <p className="matrix-robustness" aria-busy={deferredResult !== result}>
        {describeRobustness(wins, robustnessVariations, winner)}
      </p>
    </>
  );
}

/** The bars in numbers, for screen readers (the bars are hidden from them) and for anyone who wants the figures. */
function PointsTable({ input: { options, criteria }, ranking }: { input: MatrixInput; ranking: Ranked["ranking"] }) {
  return (
    <details className="matrix-points">
      <summary id="matrix-points-title">Points by criterion</summary>
      <div className="matrix-points-scroll" role="region" aria-labelledby="matrix-points-title" tabIndex={0}>
        <table className="matrix-points-table" aria-labelledby="matrix-points-title">
          <thead>
            <tr>
              <th scope="col">Option</th>
              {criteria.map((criterion, c) => (
                <th key={c} scope="col">
                  {criterion.name}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {ranking.map(({ option, total, parts }) => (
              <tr key={option}>
                <th scope="row">{options[option]}</th>
                {parts.map((part, c) => (
                  <td key={c}>{formatPoints(part)}</td>
                ))}
                <td>{formatPoints(total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

const barWidth = 100;

/** The option's points as a bar out of 100, one segment per criterion in its colour. */
function ScoreBar({ parts }: { parts: readonly number[] }) {
  const starts = parts.map((_, c) => parts.slice(0, c).reduce((sum, part) => sum + part, 0));
  return (
    <svg
      className="matrix-bar"
      viewBox={`0 0 ${barWidth} 4`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="matrix-bar-track" x="0" y="0" width={barWidth} height="4" />
      {parts.map((part, c) =>
        part > 0 ? <rect key={c} x={starts[c]} y="0" width={part} height="4" fill={criterionColours[c]} /> : null,
      )}
      {parts.map((part, c) =>
        part > 0 && (starts[c] as number) > 0 ? (
          <line key={c} className="matrix-bar-gap" x1={starts[c]} x2={starts[c]} y1="0" y2="4" />
        ) : null,
      )}
    </svg>
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
