import { useDeferredValue } from "react";
import { MoreRowsNotice } from "~/components/more-rows-notice";
import { WeightedOptionRow, type WeightedRowsUpdate } from "~/components/weighted-option-row";
import { appendWeightedRow, removeWeightedRow, type WeightedRow } from "~/domain/weighted-options";
import { useEditableRows } from "~/hooks/use-editable-rows";

interface WeightedOptionListProps {
  rows: readonly WeightedRow[];
  /** The sum of the counted weights. */
  total: number;
  onChange: WeightedRowsUpdate;
  disabled: boolean;
}

/** Editable weighted options: Enter moves to the next option's text, adding one at the end. */
export function WeightedOptionList({ rows, total, onChange, disabled }: WeightedOptionListProps) {
  const { listRef, shownRows, hiddenCount, showMore, showAll, moveToNext, removeAt, addRow } = useEditableRows({
    rows,
    onChange,
    appendRow: appendWeightedRow,
    removeRow: removeWeightedRow,
    inputSelector: 'input[type="text"]',
  });
  const canRemove = rows.length > 2;
  // Every row's share changes with the total; deferring it keeps a slider responsive in a list of thousands.
  const shareTotal = useDeferredValue(total);

  return (
    <div className="choice-list">
      <ol ref={listRef} className="weighted-rows">
        {shownRows.map((row, index) => (
          <WeightedOptionRow
            key={row.id}
            row={row}
            index={index}
            total={shareTotal}
            canRemove={canRemove}
            disabled={disabled}
            onChange={onChange}
            onEnter={moveToNext}
            onRemove={removeAt}
          />
        ))}
      </ol>
      {hiddenCount > 0 && (
        <MoreRowsNotice
          shown={shownRows.length}
          total={rows.length}
          noun="options"
          onShowMore={showMore}
          onShowAll={showAll}
        />
      )}
      <button type="button" className="button" disabled={disabled} onClick={addRow}>
        <span aria-hidden="true">+</span> Add Option
      </button>
    </div>
  );
}
