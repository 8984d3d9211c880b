import { useRef } from "react";
import { useKeepEarlyInput } from "~/kernel/lists/hooks/use-keep-early-input";
import { type CriterionKind, maximumImportance, minimumImportance } from "~/features/matrix/domain/decision-matrix";
import { changeCriterion } from "~/features/matrix/domain/matrix-edits";
import { formatImportance } from "~/features/matrix/domain/matrix-sensitivity";
import { criterionLabel, type MatrixState, type MatrixStateCriterion } from "~/features/matrix/domain/matrix-state";
import { MatrixNameField } from "~/features/matrix/components/matrix-name-field";
import type { MatrixChange } from "~/features/matrix/hooks/use-matrix-state";

interface CriterionFieldsProps {
  id: string;
  matrix: MatrixState;
  criterion: number;
  problem: string | null | undefined;
  /** The importance it has now, which differs from the chosen one once comparisons set it. */
  importance: number;
  /** Where the importance comes from: chosen here, or while comparing, as set before or from the answers. */
  importanceFrom: "choice" | "set" | "comparisons";
  onChange: (change: MatrixChange) => void;
}

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

/** A criterion's name, how it is scored, and how much it matters (chosen here, or from the comparisons). */
export function CriterionFields(props: CriterionFieldsProps) {
  const { id, matrix, criterion, problem, importance, importanceFrom, onChange } = props;
  const { name, kind, importance: chosen } = matrix.criteria[criterion] as MatrixStateCriterion;
  const label = criterionLabel(matrix, criterion);
  const [kindLabel, importanceLabel] = [`How ${label} is scored`, `Importance of ${label}`];
  const change = (changes: Partial<MatrixStateCriterion>) =>
    onChange((latest) => changeCriterion(latest, criterion, changes));
  const kindRef = useRef<HTMLSelectElement>(null);
  const importanceRef = useRef<HTMLSelectElement>(null);
  useKeepEarlyInput(kindRef, (select) => change({ kind: select.value as CriterionKind }));
  useKeepEarlyInput(importanceRef, (select) => change({ importance: Number(select.value) }));
  return (
    <>
      <MatrixNameField
        id={id}
        label={`Criterion ${criterion + 1}`}
        placeholder="e.g. Rent"
        value={name}
        problem={problem}
        onChange={(text) => change({ name: text })}
      />
      <div className="matrix-field">
        <label htmlFor={`${id}-kind`} title={kindLabel}>
          {kindLabel}
        </label>
        <select
          ref={kindRef}
          id={`${id}-kind`}
          value={kind}
          onChange={(event) => change({ kind: event.target.value as CriterionKind })}
        >
          {(Object.keys(kindLabels) as CriterionKind[]).map((option) => (
            <option key={option} value={option}>
              {kindLabels[option]}
            </option>
          ))}
        </select>
      </div>
      <div className="matrix-field">
        <label htmlFor={`${id}-importance`} title={importanceLabel}>
          {importanceLabel}
        </label>
        {importanceFrom !== "choice" ? (
          <output id={`${id}-importance`} className="matrix-derived">
            {`${formatImportance(importance)} of 5, ${importanceFrom === "set" ? "as you set it" : "from your comparisons"}`}
          </output>
        ) : (
          <select
            ref={importanceRef}
            id={`${id}-importance`}
            value={chosen}
            onChange={(event) => change({ importance: Number(event.target.value) })}
          >
            {importanceLevels.map((level) => (
              <option key={level} value={level}>
                {importanceWords[level] ?? String(level)}
              </option>
            ))}
          </select>
        )}
      </div>
    </>
  );
}
