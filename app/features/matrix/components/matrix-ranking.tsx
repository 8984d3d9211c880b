import { useLingui } from "@lingui/react/macro";
import { formatPoints, type MatrixInput, type RankedMatrix } from "~/features/matrix/domain/decision-matrix";

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

/** The options best first, each with its points as a bar split by criterion, and the bar colours' key. */
export function MatrixRanking({
  input: { options, criteria },
  ranking,
}: {
  input: MatrixInput;
  ranking: RankedMatrix["ranking"];
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <h3>{t`Ranking`}</h3>
      <ol className="matrix-ranking">
        {ranking.map(({ option, total, parts }) => {
          const points = formatPoints(total, i18n.locale);
          return (
            <li key={option}>
              <bdi className="matrix-ranking-name">{options[option]}</bdi>
              <span className="matrix-ranking-points">{t`${points} points`}</span>
              <ScoreBar parts={parts} />
            </li>
          );
        })}
      </ol>
      <ul className="matrix-legend" aria-label={t`Bar colours`}>
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
    </>
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
