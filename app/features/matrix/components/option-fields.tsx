import { useLingui } from "@lingui/react/macro";
import { memo } from "react";
import type { MatrixCheck } from "~/features/matrix/domain/matrix-check";
import { renameOption, setScore } from "~/features/matrix/domain/matrix-edits";
import { criterionLabel, type MatrixState, optionLabel } from "~/features/matrix/domain/matrix-state";
import { MatrixNameField } from "~/features/matrix/components/matrix-name-field";
import type { MatrixChange } from "~/features/matrix/hooks/use-matrix-state";

interface OptionFieldsProps {
  id: string;
  matrix: MatrixState;
  option: number;
  check: MatrixCheck;
  onChange: (change: MatrixChange) => void;
}

/** What an option's fields read of the matrix and its check. */
const shown = ({ matrix, option, check }: OptionFieldsProps) =>
  JSON.stringify([
    matrix.options[option],
    matrix.criteria.map(({ name, kind }) => [name, kind]),
    matrix.cells[option],
    check.options[option],
    check.cells[option],
  ]);

/**
 * Whether an option's fields would show the same as before: what they read of the matrix and its check is unchanged
 * (compared by value: the page reads the matrix back from storage, a new object at every change). A key typed in one
 * score then renders that option's fields alone, not all of a 20 × 12 matrix's (some 100 ms at CPU ×4 in the key's
 * own task).
 */
const showsTheSame = (before: OptionFieldsProps, after: OptionFieldsProps) =>
  before.id === after.id &&
  before.option === after.option &&
  before.onChange === after.onChange &&
  shown(before) === shown(after);

/** An option's name and its score on each criterion, each said wrong at its field when it is. */
export const OptionFields = memo(function OptionFields({ id, matrix, option, check, onChange }: OptionFieldsProps) {
  const { t, i18n } = useLingui();
  const label = optionLabel(matrix, option);
  const number = option + 1;
  return (
    <>
      <MatrixNameField
        id={id}
        label={t`Option ${number}`}
        placeholder={t({ message: "e.g. Old Town flat", comment: "An example option: a flat to rent" })}
        value={matrix.options[option] ?? ""}
        problem={check.options[option]}
        className="matrix-option-name"
        onChange={(text) => onChange((latest) => renameOption(latest, option, text))}
      />
      {matrix.criteria.map((criterion, c) => {
        const cellId = `${id}-score-${c}`;
        const cellProblem = check.cells[option]?.[c];
        const criterionName = criterionLabel(matrix, c);
        return (
          <div key={c} className="matrix-field matrix-score">
            <label htmlFor={cellId} title={criterionLabel(matrix, c)}>
              {criterionLabel(matrix, c)}
            </label>
            <input
              id={cellId}
              type="text"
              inputMode={criterion.kind === "scale" ? "numeric" : "decimal"}
              // The visible label names the criterion; the option it belongs to is added for screen readers.
              aria-label={t`${criterionName} score for ${label}`}
              autoComplete="off"
              value={matrix.cells[option]?.[c] ?? ""}
              aria-invalid={cellProblem ? true : undefined}
              aria-describedby={cellProblem ? `${cellId}-error` : undefined}
              // Made on the matrix stored last, as the name's edit is: these fields may have skipped the render
              // of the matrix before (showsTheSame).
              onChange={(event) => {
                const text = event.target.value;
                onChange((latest) => setScore(latest, option, c, text));
              }}
            />
            {cellProblem && (
              <p id={`${cellId}-error`} className="list-error">
                {i18n._(cellProblem)}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}, showsTheSame);
