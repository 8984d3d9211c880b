import { useEffect, useRef } from "react";
import { FairnessChart } from "~/features/fairness-check/components/fairness-chart";
import { FairnessTable } from "~/features/fairness-check/components/fairness-table";
import { useCountInSteps } from "~/features/fairness-check/hooks/use-count-in-steps";
import { formatCount } from "~/kernel/format/domain/count";
import {
  expectedCounts,
  explainPValue,
  type FairnessCheckRequest,
  formatPValue,
} from "~/features/fairness-check/domain/fairness-check";
import { chiSquareTest } from "~/features/fairness-check/domain/statistics";

interface FairnessCheckResultProps {
  request: FairnessCheckRequest;
  counts: readonly number[];
  elapsedMs: number;
}

function describeRun(request: FairnessCheckRequest): string {
  const draws = formatCount(request.draws);
  switch (request.mode) {
    case "uniform":
      return `${draws} draws among ${request.options} equally likely options`;
    case "weighted":
      return `${draws} weighted draws among ${request.weights.length} options`;
    case "tournament":
      return `${draws} tournaments of ${request.contestants} contestants`;
  }
}

/**
 * A finished check: the verdict in words, the test's figures, the chart and the same numbers as a table. They come a
 * part a frame (the table then twenty rows a frame): laid out and painted in one frame at CPU ×4, the whole result held
 * the page up for some 100 ms.
 */
export function FairnessCheckResult({ request, counts, elapsedMs }: FairnessCheckResultProps) {
  const partsShown = useCountInSteps(3, 1);
  const expected = expectedCounts(request);
  const { statistic, degreesOfFreedom, pValue } = chiSquareTest(counts, expected);
  const noun = request.mode === "tournament" ? "Contestant" : "Option";
  const label = (index: number) => `${noun} ${index + 1}`;
  const weights = request.mode === "weighted" ? request.weights : null;
  const sectionRef = useRef<HTMLElement>(null);
  // Focus was on Cancel, which has just gone: it moves to the result. Someone typing in a field keeps their place.
  useEffect(() => {
    if (document.activeElement === document.body) sectionRef.current?.focus();
  }, []);
  return (
    <section ref={sectionRef} className="fairness-result" aria-labelledby="fairness-result-heading" tabIndex={-1}>
      <h3 id="fairness-result-heading">{`Result: ${describeRun(request)}`}</h3>
      <p className="fairness-verdict">{explainPValue(pValue)}</p>
      <dl className="stat-tiles fairness-stats">
        <div className="stat-tile">
          <dt>Chi-square (χ²)</dt>
          <dd>{statistic.toFixed(2)}</dd>
        </div>
        <div className="stat-tile">
          <dt>Degrees of freedom</dt>
          <dd>{degreesOfFreedom}</dd>
        </div>
        <div className="stat-tile">
          <dt>p-value</dt>
          <dd>{formatPValue(pValue)}</dd>
        </div>
        <div className="stat-tile">
          <dt>Time on this device</dt>
          <dd>{`${(elapsedMs / 1000).toFixed(2)} s`}</dd>
        </div>
      </dl>
      {partsShown >= 2 && (
        <FairnessChart
          firstLabel={label(0)}
          lastLabel={label(counts.length - 1)}
          observed={counts}
          expected={expected}
        />
      )}
      {partsShown >= 3 && <FairnessTable noun={noun} weights={weights} observed={counts} expected={expected} />}
    </section>
  );
}
