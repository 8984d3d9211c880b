import { useDeferredValue } from "react";
import { useLingui } from "@lingui/react/macro";
import { EditableList } from "~/kernel/lists/components/editable-list";
import { WeightedOptionRow, type WeightedRowsUpdate } from "~/features/wheel/components/weighted-option-row";
import { weightedFile } from "~/kernel/lists/domain/list-file";
import { weightedLines } from "~/kernel/lists/domain/list-text";
import {
  appendWeightedRow,
  collectWeightedOptions,
  createWeightedRow,
  createWeightedRows,
  removeWeightedRow,
  type WeightedOption,
  type WeightedRow,
} from "~/kernel/lists/domain/weighted-options";

interface WeightedOptionListProps {
  rows: readonly WeightedRow[];
  /** The sum of the counted weights. */
  total: number;
  onChange: WeightedRowsUpdate;
  disabled: boolean;
}

const toRows = (options: WeightedOption[]) => createWeightedRows(options);
const createRow = (option: WeightedOption) => createWeightedRow(option);

/** Editable weighted options: Enter moves to the next option's text, adding one at the end; whole lists paste in. */
export function WeightedOptionList({ rows, total, onChange, disabled }: WeightedOptionListProps) {
  // Every row's share changes with the total; deferring it keeps a slider responsive in a list of thousands.
  const shareTotal = useDeferredValue(total);
  const { t } = useLingui();

  // Written like ChoiceListEditor's, and kept apart: each sets up the one EditableList for its own kind of row.
  return (
    <EditableList
      rows={rows}
      onChange={onChange}
      disabled={disabled}
      appendRow={appendWeightedRow}
      removeRow={removeWeightedRow}
      createRow={createRow}
      toItems={collectWeightedOptions}
      toRows={toRows}
      lines={weightedLines}
      file={weightedFile}
      noun="option"
      addLabel={t`Add Option`}
      textLabel={t`Options, one per line`}
      textHint={t`Write each option as “text, weight” with a whole-number weight from 1 to 100, e.g. “Pizza, 70”. A line without a weight gets 50.`}
      inputSelector='input[type="text"]'
      renderRow={(row, index, controls) => (
        <WeightedOptionRow
          key={row.id}
          row={row}
          index={index}
          total={shareTotal}
          disabled={disabled}
          onChange={onChange}
          {...controls}
        />
      )}
    />
  );
}
