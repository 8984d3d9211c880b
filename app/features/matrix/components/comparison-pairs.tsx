import { useLingui } from "@lingui/react/macro";
import { allJudgements, type Judgement } from "~/features/matrix/domain/ahp";
import { describeJudgementChoice } from "~/features/matrix/components/matrix-words";
import { setJudgement } from "~/features/matrix/domain/matrix-edits";
import { criterionLabel, type MatrixState } from "~/features/matrix/domain/matrix-state";

interface ComparisonPairsProps {
  matrix: MatrixState;
  comparisons: readonly (readonly Judgement[])[];
  /** The id of the field that compares `row` with `column`. */
  pairId: (row: number, column: number) => string;
  onChange: (matrix: MatrixState) => void;
}

/** One question per pair of criteria: which matters more, and how many times as much, on Saaty's 1–9 scale. */
export function ComparisonPairs({ matrix, comparisons, pairId, onChange }: ComparisonPairsProps) {
  const pairs = matrix.criteria.flatMap((_, row) =>
    matrix.criteria.flatMap((__, column) => (column > row ? [{ row, column }] : [])),
  );
  const { t, i18n } = useLingui();
  const name = (criterion: number) => criterionLabel(matrix, criterion);
  return (
    <ol className="matrix-pairs">
      {pairs.map(({ row, column }) => {
        const fieldId = pairId(row, column);
        const [first, second] = [name(row), name(column)];
        return (
          <li key={fieldId} className="matrix-field">
            <label htmlFor={fieldId}>{t`${first} or ${second}?`}</label>
            <select
              id={fieldId}
              value={comparisons[row]?.[column] ?? 0}
              onChange={(event) => onChange(setJudgement(matrix, row, column, Number(event.target.value) as Judgement))}
            >
              {allJudgements.map((judgement) => (
                <option key={judgement} value={judgement}>
                  {describeJudgementChoice(i18n, judgement, first, second)}
                </option>
              ))}
            </select>
          </li>
        );
      })}
    </ol>
  );
}
