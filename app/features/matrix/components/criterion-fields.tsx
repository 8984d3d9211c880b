import type { MatrixProblem } from "~/features/matrix/domain/matrix-check";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
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
  problem: MatrixProblem | null | undefined;
  /** The importance it has now, which differs from the chosen one once comparisons set it. */
  importance: number;
  /** Where the importance comes from: chosen here, or while comparing, as set before or from the answers. */
  importanceFrom: "choice" | "set" | "comparisons";
  onChange: (change: MatrixChange) => void;
}

const kindLabels: Record<CriterionKind, MessageDescriptor> = {
  scale: msg`Score 1 to 5 (5 is best)`,
  higher: msg`Number: higher is better`,
  lower: msg`Number: lower is better`,
};

const importanceLevels = Array.from(
  { length: maximumImportance - minimumImportance + 1 },
  (_, i) => minimumImportance + i,
);
const importanceWords: Record<number, MessageDescriptor> = {
  0: msg`0 – does not matter`,
  5: msg`5 – matters most`,
};

/** A criterion's name, how it is scored, and how much it matters (chosen here, or from the comparisons). */
export function CriterionFields(props: CriterionFieldsProps) {
  const { id, matrix, criterion, problem, importance, importanceFrom, onChange } = props;
  const { t, i18n } = useLingui();
  const { name, kind, importance: chosen } = matrix.criteria[criterion] as MatrixStateCriterion;
  const label = criterionLabel(matrix, criterion);
  const number = criterion + 1;
  const [kindLabel, importanceLabel] = [t`How ${label} is scored`, t`Importance of ${label}`];
  const shownImportance = formatImportance(importance, i18n.locale);
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
        label={t`Criterion ${number}`}
        placeholder={t({ message: "e.g. Rent", comment: "An example criterion: the monthly rent of a flat" })}
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
              {i18n._(kindLabels[option])}
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
            {importanceFrom === "set"
              ? t`${shownImportance} of 5, as you set it`
              : t`${shownImportance} of 5, from your comparisons`}
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
                {importanceWords[level] ? i18n._(importanceWords[level]) : String(level)}
              </option>
            ))}
          </select>
        )}
      </div>
    </>
  );
}
