import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { FairnessChart } from "~/features/fairness-check/components/fairness-chart";
import { FairnessTable } from "~/features/fairness-check/components/fairness-table";
import { useCountInSteps } from "~/features/fairness-check/hooks/use-count-in-steps";
import {
  expectedCounts,
  type FairnessCheckRequest,
  formatPValue,
} from "~/features/fairness-check/domain/fairness-check";
import {
  categoryLabel,
  describeRun,
  wordPValue,
  wordSeconds,
} from "~/features/fairness-check/components/fairness-words";
import { chiSquareTest } from "~/features/fairness-check/domain/statistics";

interface FairnessCheckResultProps {
  request: FairnessCheckRequest;
  counts: readonly number[];
  elapsedMs: number;
}

/**
 * A finished check: the verdict in words, the test's figures, the chart and the same numbers as a table. They come a
 * part a frame (the table then twenty rows a frame): laid out and painted in one frame at CPU ×4, the whole result held
 * the page up for some 100 ms.
 */
export function FairnessCheckResult({ request, counts, elapsedMs }: FairnessCheckResultProps) {
  const { t, i18n } = useLingui();
  const partsShown = useCountInSteps(3, 1);
  const expected = expectedCounts(request);
  const { statistic, degreesOfFreedom, pValue } = chiSquareTest(counts, expected);
  const weights = request.mode === "weighted" ? request.weights : null;
  const sectionRef = useRef<HTMLElement>(null);
  // Focus was on Cancel, which has just gone: it moves to the result. Someone typing in a field keeps their place.
  useEffect(() => {
    if (document.activeElement === document.body) sectionRef.current?.focus();
  }, []);
  return (
    <section ref={sectionRef} className="fairness-result" aria-labelledby="fairness-result-heading" tabIndex={-1}>
      <h3 id="fairness-result-heading">{describeRun(i18n, request)}</h3>
      <p className="fairness-verdict">{wordPValue(i18n, pValue)}</p>
      <dl className="stat-tiles fairness-stats">
        <div className="stat-tile">
          <dt>{t`Chi-square (χ²)`}</dt>
          <dd>{statistic.toFixed(2)}</dd>
        </div>
        <div className="stat-tile">
          <dt>{t`Degrees of freedom`}</dt>
          <dd>{degreesOfFreedom}</dd>
        </div>
        <div className="stat-tile">
          <dt>{t`p-value`}</dt>
          <dd>{formatPValue(pValue)}</dd>
        </div>
        <div className="stat-tile">
          <dt>{t`Time on this device`}</dt>
          <dd>{wordSeconds(i18n, elapsedMs)}</dd>
        </div>
      </dl>
      {partsShown >= 2 && (
        <FairnessChart
          firstLabel={categoryLabel(i18n, request, 0)}
          lastLabel={categoryLabel(i18n, request, counts.length - 1)}
          observed={counts}
          expected={expected}
        />
      )}
      {partsShown >= 3 && <FairnessTable request={request} weights={weights} observed={counts} expected={expected} />}
    </section>
  );
}
