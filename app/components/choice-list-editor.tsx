import { memo, useLayoutEffect, useRef, type KeyboardEvent } from "react";
import { MoreRowsNotice } from "~/components/more-rows-notice";
import { useEditableRows } from "~/hooks/use-editable-rows";
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
  const { listRef, shownRows, hiddenCount, showMore, showAll, moveToNext, removeAt, addRow } = useEditableRows({
    rows,
    onChange,
    appendRow: appendChoiceRow,
    removeRow: removeChoiceRow,
    inputSelector: "input",
  });
  const canRemove = rows.length > 2;

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
            onRemove={removeAt}
          />
        ))}
      </ol>
      {hiddenCount > 0 && (
        <MoreRowsNotice
          shown={shownRows.length}
          total={rows.length}
          noun={`${noun.toLowerCase()}s`}
          onShowMore={showMore}
          onShowAll={showAll}
        />
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
