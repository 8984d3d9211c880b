import { useLingui } from "@lingui/react/macro";
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

/** An option's name and its score on each criterion, each said wrong at its field when it is. */
export function OptionFields({ id, matrix, option, check, onChange }: OptionFieldsProps) {
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
              onChange={(event) => onChange(setScore(matrix, option, c, event.target.value))}
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
}
