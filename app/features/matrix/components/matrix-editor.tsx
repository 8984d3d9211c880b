import { useId, useRef, useState } from "react";
import {
  type CriterionKind,
  maximumCriteria,
  maximumImportance,
  maximumOptions,
  minimumCriteria,
  minimumImportance,
  minimumOptions,
} from "~/features/matrix/domain/decision-matrix";
import {
  addCriterion,
  addOption,
  type MatrixCheck,
  type MatrixState,
  removeCriterion,
  removeOption,
} from "~/features/matrix/domain/matrix-state";
import { formatImportance } from "~/features/matrix/domain/matrix-sensitivity";
import { useKeepEarlyInput } from "~/kernel/lists/hooks/use-keep-early-input";
import { useMoveFocus } from "~/kernel/ui/hooks/use-move-focus";

interface MatrixEditorProps {
  matrix: MatrixState;
  check: MatrixCheck;
  /** The importance each criterion has now (differs from the chosen one while comparisons set it). */
  importance: readonly number[];
  onChange: (matrix: MatrixState) => void;
}

export const optionLabel = (matrix: MatrixState, option: number) =>
  matrix.options[option]?.trim() || `Option ${option + 1}`;
export const criterionLabel = (matrix: MatrixState, criterion: number) =>
  matrix.criteria[criterion]?.name.trim() || `Criterion ${criterion + 1}`;

const kindLabels: Record<CriterionKind, string> = {
  scale: "Score 1 to 5 (5 is best)",
  higher: "Number: higher is better",
  lower: "Number: lower is better",
};

const importanceLevels = Array.from(
  { length: maximumImportance - minimumImportance + 1 },
  (_, i) => minimumImportance + i,
);
const importanceWords: Record<number, string> = { 0: "0 – does not matter", 5: "5 – matters most" };

/** The name field of row `index` of `rows` (criteria or options), or of the last row when there are fewer. */
const nameField = (rows: NodeListOf<HTMLElement>, index: number) =>
  rows[Math.min(index, rows.length - 1)]?.querySelector<HTMLElement>('input[type="text"]');

/**
 * The matrix's fields: first the criteria (name, how scored, importance), then one card per option with a score per
 * criterion. On a phone each card is a column of labelled fields; on a wide screen the cards line up as the rows of a
 * table. Every field keeps what was typed and says at the field what is wrong with it.
 */
export function MatrixEditor({ matrix, check, importance, onChange }: MatrixEditorProps) {
  const id = useId();
  const fromComparisons = matrix.comparisons !== null;
  const update = (change: (draft: MatrixState) => MatrixState) => onChange(change(matrix));
  // Focus stays in the list after a removal, as in the other lists: on the row that took the removed one's place.
  const { ref, moveFocus } = useMoveFocus<HTMLDivElement>();
  const removeRow = (change: (draft: MatrixState) => MatrixState, rows: string, index: number) =>
    moveFocus(
      () => update(change),
      (editor) => nameField(editor.querySelectorAll(rows), index),
    );
  const setCell = (option: number, criterion: number, text: string) =>
    update((state) => ({
      ...state,
      cells: state.cells.map((row, o) => (o === option ? row.map((cell, c) => (c === criterion ? text : cell)) : row)),
    }));
  const setCriterion = (criterion: number, change: Partial<MatrixState["criteria"][number]>) =>
    update((state) => ({
      ...state,
      criteria: state.criteria.map((item, c) => (c === criterion ? { ...item, ...change } : item)),
    }));

  return (
    <div ref={ref} className="matrix-editor">
      <fieldset className="matrix-section">
        <legend>Criteria: what matters</legend>
        <ol className="matrix-criteria">
          {matrix.criteria.map((criterion, c) => {
            const label = criterionLabel(matrix, c);
            const nameId = `${id}-criterion-${c}`;
            return (
              <li key={c} className="matrix-criterion">
                <MatrixNameField
                  id={nameId}
                  label={`Criterion ${c + 1}`}
                  placeholder="e.g. Rent"
                  value={criterion.name}
                  problem={check.criteria[c]}
                  onChange={(name) => setCriterion(c, { name })}
                />
                <div className="matrix-field">
                  <label htmlFor={`${nameId}-kind`}>{`How ${label} is scored`}</label>
                  <select
                    id={`${nameId}-kind`}
                    value={criterion.kind}
                    onChange={(event) => setCriterion(c, { kind: event.target.value as CriterionKind })}
                  >
                    {(Object.keys(kindLabels) as CriterionKind[]).map((kind) => (
                      <option key={kind} value={kind}>
                        {kindLabels[kind]}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="matrix-field">
                  <label htmlFor={`${nameId}-importance`}>{`Importance of ${label}`}</label>
                  {fromComparisons ? (
                    <output id={`${nameId}-importance`} className="matrix-derived">
                      {`${formatImportance(importance[c] ?? 0)} of 5, from your comparisons`}
                    </output>
                  ) : (
                    <select
                      id={`${nameId}-importance`}
                      value={criterion.importance}
                      onChange={(event) => setCriterion(c, { importance: Number(event.target.value) })}
                    >
                      {importanceLevels.map((level) => (
                        <option key={level} value={level}>
                          {importanceWords[level] ?? String(level)}
                        </option>
                      ))}
                    </select>
                  )}
                </div>
                <button
                  type="button"
                  className="button matrix-remove"
                  disabled={matrix.criteria.length <= minimumCriteria}
                  aria-label={`Remove criterion ${label}`}
                  onClick={() => removeRow((state) => removeCriterion(state, c), ".matrix-criterion", c)}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="button"
          disabled={matrix.criteria.length >= maximumCriteria}
          aria-describedby={`${id}-criteria-limit`}
          onClick={() => update(addCriterion)}
        >
          Add criterion
        </button>
        <p id={`${id}-criteria-limit`} className="hint">{`From ${minimumCriteria} to ${maximumCriteria} criteria.`}</p>
      </fieldset>

      <fieldset className="matrix-section">
        <legend>Options and their scores</legend>
        <ol className="matrix-options">
          {matrix.options.map((name, o) => {
            const nameId = `${id}-option-${o}`;
            const label = optionLabel(matrix, o);
            return (
              <li key={o} className="matrix-option">
                <MatrixNameField
                  id={nameId}
                  label={`Option ${o + 1}`}
                  placeholder="e.g. Old Town flat"
                  value={name}
                  problem={check.options[o]}
                  className="matrix-option-name"
                  onChange={(text) =>
                    update((state) => ({
                      ...state,
                      options: state.options.map((item, i) => (i === o ? text : item)),
                    }))
                  }
                />
                {matrix.criteria.map((criterion, c) => {
                  const cellId = `${nameId}-score-${c}`;
                  const cellProblem = check.cells[o]?.[c];
                  return (
                    <div key={c} className="matrix-field matrix-score">
                      <label htmlFor={cellId}>{criterionLabel(matrix, c)}</label>
                      <input
                        id={cellId}
                        type="text"
                        inputMode={criterion.kind === "scale" ? "numeric" : "decimal"}
                        // The visible label names the criterion; the option it belongs to is added for screen readers.
                        aria-label={`${criterionLabel(matrix, c)} score for ${label}`}
                        autoComplete="off"
                        value={matrix.cells[o]?.[c] ?? ""}
                        aria-invalid={cellProblem ? true : undefined}
                        aria-describedby={cellProblem ? `${cellId}-error` : undefined}
                        onChange={(event) => setCell(o, c, event.target.value)}
                      />
                      {cellProblem && (
                        <p id={`${cellId}-error`} className="list-error">
                          {cellProblem}
                        </p>
                      )}
                    </div>
                  );
                })}
                <button
                  type="button"
                  className="button matrix-remove"
                  disabled={matrix.options.length <= minimumOptions}
                  aria-label={`Remove option ${label}`}
                  onClick={() => removeRow((state) => removeOption(state, o), ".matrix-option", o)}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="button"
          disabled={matrix.options.length >= maximumOptions}
          aria-describedby={`${id}-options-limit`}
          onClick={() => update(addOption)}
        >
          Add option
        </button>
        <p id={`${id}-options-limit`} className="hint">{`From ${minimumOptions} to ${maximumOptions} options.`}</p>
      </fieldset>
    </div>
  );
}

interface MatrixNameFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  problem: string | null | undefined;
  className?: string;
  onChange: (value: string) => void;
}

/** A criterion's or an option's name, with what is wrong with it said at the field. */
function MatrixNameField({ id, label, placeholder, value, problem, className, onChange }: MatrixNameFieldProps) {
  // A name not yet typed is not a mistake: the field says so once it has been left empty, not on the first visit.
  const [leftEmpty, setLeftEmpty] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useKeepEarlyInput(inputRef, (field) => onChange(field.value));
  const shown = problem && (value.trim() !== "" || leftEmpty) ? problem : null;
  return (
    <div className={className ? `matrix-field ${className}` : "matrix-field"}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => setLeftEmpty(event.target.value.trim() === "")}
      />
      {shown && (
        <p id={`${id}-error`} className="list-error">
          {shown}
        </p>
      )}
    </div>
  );
}
