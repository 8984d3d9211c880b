import { memo, useCallback, useEffect, useRef, type KeyboardEvent } from "react";
import { appendChoiceRow, removeChoiceRow, updateChoiceRow, type ChoiceRow } from "~/domain/choice-list";

interface ChoiceListEditorProps {
  rows: readonly ChoiceRow[];
  onChange: (update: (rows: readonly ChoiceRow[]) => ChoiceRow[]) => void;
  /** What one entry is called: "Choice" gives placeholders "Choice 1" and buttons "Remove choice 1". */
  noun: string;
  addLabel: string;
  disabled?: boolean;
}

/** Editable list of choices: Enter moves to the next field, adding one at the end. */
export function ChoiceListEditor({ rows, onChange, noun, addLabel, disabled = false }: ChoiceListEditorProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const canRemove = rows.length > 2;

  useEffect(() => {
    if (focusIndex.current === null) return;
    listRef.current?.querySelectorAll("input")[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [rows.length]);

  const moveToNext = useCallback(
    (index: number) => {
      const next = listRef.current?.querySelectorAll("input")[index + 1];
      if (next) return next.focus();
      focusIndex.current = index + 1;
      onChange(appendChoiceRow);
    },
    [onChange],
  );

  // Focus stays in the list: on the row that took the removed one's place, or the new last row.
  const remove = useCallback(
    (index: number, id: number) => {
      onChange((current) => {
        focusIndex.current = Math.min(index, current.length - 2);
        return removeChoiceRow(current, id);
      });
    },
    [onChange],
  );

  return (
    <div className="choice-list">
      <ol ref={listRef} className="choice-rows">
        {rows.map((row, index) => (
          <ChoiceRowField
            key={row.id}
            row={row}
            index={index}
            noun={noun}
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
          onChange(appendChoiceRow);
        }}
      >
        <span aria-hidden="true">+</span> {addLabel}
      </button>
    </div>
  );
}

interface ChoiceRowFieldProps {
  row: ChoiceRow;
  index: number;
  noun: string;
  canRemove: boolean;
  disabled: boolean;
  onChange: ChoiceListEditorProps["onChange"];
  onEnter: (index: number) => void;
  onRemove: (index: number, id: number) => void;
}

// Memoised so typing in one of thousands of rows re-renders only that row.
const ChoiceRowField = memo(function ChoiceRowField({
  row,
  index,
  noun,
  canRemove,
  disabled,
  onChange,
  onEnter,
  onRemove,
}: ChoiceRowFieldProps) {
  const label = `${noun} ${index + 1}`;
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    onEnter(index);
  };
  return (
    <li className="choice-row">
      <input
        type="text"
        aria-label={label}
        placeholder={label}
        value={row.text}
        disabled={disabled}
        onChange={(event) => onChange((rows) => updateChoiceRow(rows, row.id, event.target.value))}
        onKeyDown={handleKeyDown}
      />
      {canRemove && (
        <button
          type="button"
          className="icon-button"
          aria-label={`Remove ${label.toLowerCase()}`}
          disabled={disabled}
          onClick={() => onRemove(index, row.id)}
        >
          <span aria-hidden="true">✕</span>
        </button>
      )}
    </li>
  );
});
