import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { appendChoiceRow, removeChoiceRow, updateChoiceRow, type ChoiceRow } from "~/domain/choice-list";

interface ChoiceListEditorProps {
  rows: readonly ChoiceRow[];
  onChange: (update: (rows: readonly ChoiceRow[]) => ChoiceRow[]) => void;
  /** What one entry is called: "Choice" gives placeholders "Choice 1" and buttons "Remove choice 1". */
  noun: string;
  addLabel: string;
  disabled?: boolean;
}

// Thousands of inputs take seconds to lay out; long lists show their first rows, the rest on request.
const initiallyShownRows = 200;
const shownRowsStep = 1000;

/** Editable list of choices: Enter moves to the next field, adding one at the end. */
export function ChoiceListEditor({ rows, onChange, noun, addLabel, disabled = false }: ChoiceListEditorProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const [shownCount, setShownCount] = useState(initiallyShownRows);
  const shownRows = rows.length > shownCount ? rows.slice(0, shownCount) : rows;
  const hiddenCount = rows.length - shownRows.length;
  const canRemove = rows.length > 2;

  useEffect(() => {
    if (focusIndex.current === null) return;
    listRef.current?.querySelectorAll("input")[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [rows.length, shownCount]);

  const moveToNext = useCallback(
    (index: number) => {
      const next = listRef.current?.querySelectorAll("input")[index + 1];
      if (next) return next.focus();
      focusIndex.current = index + 1;
      // Past the last shown row: reveal the following ones, or add a row at the very end.
      if (index + 1 < rows.length) setShownCount((count) => count + shownRowsStep);
      else onChange(appendChoiceRow);
    },
    [onChange, rows.length],
  );

  const addRow = () => {
    focusIndex.current = rows.length;
    setShownCount((count) => Math.max(count, rows.length + 1));
    onChange(appendChoiceRow);
  };

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
        {shownRows.map((row, index) => (
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
      {hiddenCount > 0 && (
        <div className="choice-list-more">
          <p>
            Showing {shownRows.length.toLocaleString()} of {rows.length.toLocaleString()} {noun.toLowerCase()}s. Every
            one of them takes part in the decision.
          </p>
          <div className="button-row">
            <button type="button" className="button" onClick={() => setShownCount((count) => count + shownRowsStep)}>
              Show {Math.min(shownRowsStep, hiddenCount).toLocaleString()} more
            </button>
            <button type="button" className="button" onClick={() => setShownCount(rows.length)}>
              Show all
            </button>
          </div>
        </div>
      )}
      <button type="button" className="button" disabled={disabled} onClick={addRow}>
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
  const inputRef = useRef<HTMLInputElement>(null);

  // The page is prerendered, so a fast typist can fill a field before React takes over; React
  // would then reset it to the empty state. Keep what was typed.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed && typed !== row.text) onChange((rows) => updateChoiceRow(rows, row.id, typed));
    // Only the server-rendered first mount can hold text React does not know about.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    onEnter(index);
  };
  return (
    <li className="choice-row">
      <input
        ref={inputRef}
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
