import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { CriterionFields } from "~/features/matrix/components/criterion-fields";
import { MatrixRows } from "~/features/matrix/components/matrix-rows";
import { OptionFields } from "~/features/matrix/components/option-fields";
import {
  maximumCriteria,
  maximumOptions,
  minimumCriteria,
  minimumOptions,
} from "~/features/matrix/domain/decision-matrix";
import type { MatrixCheck } from "~/features/matrix/domain/matrix-check";
import { addCriterion, addOption, removeCriterion, removeOption } from "~/features/matrix/domain/matrix-edits";
import { isAnswered } from "~/features/matrix/domain/matrix-importance";
import { criterionLabel, type MatrixState, optionLabel } from "~/features/matrix/domain/matrix-state";
import type { MatrixChange } from "~/features/matrix/hooks/use-matrix-state";

interface MatrixEditorProps {
  matrix: MatrixState;
  check: MatrixCheck;
  /** The importance each criterion has now (differs from the chosen one once comparisons set it). */
  importance: readonly number[];
  onChange: (change: MatrixChange) => void;
}

/**
 * The matrix's fields: first the criteria (name, how scored, importance), then one card per option with a score per
 * criterion. On a phone each card is a column of labelled fields; on a wide screen the cards line up as the rows of a
 * table. Every field keeps what was typed and says at the field what is wrong with it.
 */
export function MatrixEditor({ matrix, check, importance, onChange }: MatrixEditorProps) {
  const id = useId();
  const { t } = useLingui();
  const importanceFrom = matrix.comparisons === null ? "choice" : isAnswered(matrix) ? "comparisons" : "set";
  // Two sections written alike: the one MatrixRows, each with its own labels, limits, edits and fields.
  return (
    <div className="matrix-editor">
      <MatrixRows
        legend={t`Criteria: what matters`}
        addLabel={t`Add criterion`}
        removeLabel={(label) => t`Remove criterion ${label}`}
        limit={t`From ${minimumCriteria} to ${maximumCriteria} criteria.`}
        labels={matrix.criteria.map((_, c) => criterionLabel(matrix, c))}
        minimum={minimumCriteria}
        maximum={maximumCriteria}
        className="matrix-criteria"
        rowClassName="matrix-criterion"
        onAdd={() => onChange(addCriterion(matrix))}
        onRemove={(c) => onChange(removeCriterion(matrix, c))}
      >
        {(c) => (
          <CriterionFields
            id={`${id}-criterion-${c}`}
            matrix={matrix}
            criterion={c}
            problem={check.criteria[c]}
            importance={importance[c] ?? 0}
            importanceFrom={importanceFrom}
            onChange={onChange}
          />
        )}
      </MatrixRows>
      <MatrixRows
        legend={t`Options and their scores`}
        addLabel={t`Add option`}
        removeLabel={(label) => t`Remove option ${label}`}
        limit={t`From ${minimumOptions} to ${maximumOptions} options.`}
        labels={matrix.options.map((_, o) => optionLabel(matrix, o))}
        minimum={minimumOptions}
        maximum={maximumOptions}
        className="matrix-options"
        rowClassName="matrix-option"
        onAdd={() => onChange(addOption(matrix))}
        onRemove={(o) => onChange(removeOption(matrix, o))}
      >
        {(o) => <OptionFields id={`${id}-option-${o}`} matrix={matrix} option={o} check={check} onChange={onChange} />}
      </MatrixRows>
    </div>
  );
}
