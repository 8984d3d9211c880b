import { useLingui } from "@lingui/react/macro";
import { describeExplanation, joinList } from "~/features/matrix/components/matrix-words";
import { MatrixPointsTable } from "~/features/matrix/components/matrix-points-table";
import { MatrixRanking } from "~/features/matrix/components/matrix-ranking";
import { MatrixRobustness } from "~/features/matrix/components/matrix-robustness";
import { MatrixSensitivity } from "~/features/matrix/components/matrix-sensitivity-lines";
import {
  explainRanking,
  isTiedAtTop,
  type MatrixInput,
  type RankedMatrix,
} from "~/features/matrix/domain/decision-matrix";

/**
 * The ranking with a bar per option split by criterion, the explanation, the sensitivity and the robustness; `stale`
 * while the matrix has changed and this is still the ranking of the one before.
 */
export function MatrixResultView({
  input,
  result,
  stale,
}: {
  input: MatrixInput;
  result: RankedMatrix;
  stale: boolean;
}) {
  const { t, i18n } = useLingui();
  const { options, criteria } = input;
  const tied = isTiedAtTop(result.ranking);
  const explanation = explainRanking(result);
  const ignored = criteria.flatMap((criterion, c) => (result.counts[c] ? [] : [criterion.name]));
  const ignoredNames = joinList(i18n, ignored);
  const top = result.ranking[0]?.total ?? 0;
  const tiedNames = joinList(
    i18n,
    result.ranking.filter(({ total }) => total >= top - 1e-9).map(({ option }) => options[option] as string),
  );

  return (
    <div className="matrix-result">
      <MatrixRanking input={input} ranking={result.ranking} />
      <MatrixPointsTable input={input} ranking={result.ranking} />
      {ignored.length > 0 && (
        <p className="notice" role="status">
          {ignored.length === 1
            ? t`${ignoredNames}: every option scores the same, so it tells them apart in no way and does not count towards the points.`
            : t`${ignoredNames}: every option scores the same, so they tell them apart in no way and do not count towards the points.`}
        </p>
      )}

      <h3>{t`Why`}</h3>
      {explanation ? (
        describeExplanation(i18n, explanation, options, criteria).map((sentence) => <p key={sentence}>{sentence}</p>)
      ) : (
        <p>{t`${tiedNames} tie for first place: change a score or an importance to separate them.`}</p>
      )}

      {!tied && (
        <>
          <MatrixSensitivity input={input} result={result} />
          <MatrixRobustness result={result} input={input} stale={stale} />
        </>
      )}
    </div>
  );
}
