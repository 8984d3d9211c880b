import { useCallback, useDeferredValue, useEffect, useRef } from "react";
import { WeightedOptionRow, type WeightedRowsUpdate } from "~/components/weighted-option-row";
import { appendWeightedRow, removeWeightedRow, type WeightedRow } from "~/domain/weighted-options";

interface WeightedOptionListProps {
  rows: readonly WeightedRow[];
  /** The sum of the counted weights. */
  total: number;
  onChange: WeightedRowsUpdate;
  disabled: boolean;
}

/** Editable weighted options: Enter moves to the next option's text, adding one at the end. */
export function WeightedOptionList({ rows, total, onChange, disabled }: WeightedOptionListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const canRemove = rows.length > 2;
  // Every row's share changes with the total; deferring it keeps a slider responsive in a list of thousands.
  const shareTotal = useDeferredValue(total);

  const textInputs = () => listRef.current?.querySelectorAll<HTMLInputElement>('input[type="text"]');

  useEffect(() => {
    if (focusIndex.current === null) return;
    textInputs()?.[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [rows.length]);

  const moveToNext = useCallback(
    (index: number) => {
      const next = textInputs()?.[index + 1];
      if (next) return next.focus();
      focusIndex.current = index + 1;
      onChange(appendWeightedRow);
    },
    [onChange],
  );

  // Focus stays in the list: on the row that took the removed one's place, or the new last row.
  const remove = useCallback(
    (index: number, id: number) => {
      onChange((current) => {
        focusIndex.current = Math.min(index, current.length - 2);
        return removeWeightedRow(current, id);
      });
    },
    [onChange],
  );

  return (
    <div className="choice-list">
      <ol ref={listRef} className="weighted-rows">
        {rows.map((row, index) => (
          <WeightedOptionRow
            key={row.id}
            row={row}
            index={index}
            total={shareTotal}
            canRemove={canRemove}
            disabled={disabled}
            onChange={onChange}
            onEnter={moveToNext}
            onRemove={remove}
          />
        ))}
      </ol>
      <button
        type="button"
        className="button"
        disabled={disabled}
        onClick={() => {
          focusIndex.current = rows.length;
          onChange(appendWeightedRow);
        }}
      >
        <span aria-hidden="true">+</span> Add Option
      </button>
    </div>
  );
}
