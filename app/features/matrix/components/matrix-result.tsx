import { MatrixPointsTable } from "~/features/matrix/components/matrix-points-table";
import { MatrixRanking } from "~/features/matrix/components/matrix-ranking";
import { MatrixRobustness } from "~/features/matrix/components/matrix-robustness";
import { MatrixSensitivity } from "~/features/matrix/components/matrix-sensitivity-lines";
import {
  describeExplanation,
  explainRanking,
  isTiedAtTop,
  joinNames,
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
  const { options, criteria } = input;
  const tied = isTiedAtTop(result.ranking);
  const explanation = explainRanking(result);
  const ignored = criteria.flatMap((criterion, c) => (result.counts[c] ? [] : [criterion.name]));

  return (
    <div className="matrix-result">
      <MatrixRanking input={input} ranking={result.ranking} />
      <MatrixPointsTable input={input} ranking={result.ranking} />
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
          <MatrixSensitivity input={input} result={result} />
          <MatrixRobustness result={result} input={input} stale={stale} />
        </>
      )}
    </div>
  );
}
