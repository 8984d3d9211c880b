import { memo, useLayoutEffect, useRef, type KeyboardEvent } from "react";
import { EditableList, type RowControls } from "~/components/editable-list";
import {
  appendChoiceRow,
  collectChoices,
  createChoiceRow,
  createChoiceRows,
  removeChoiceRow,
  updateChoiceRow,
  type ChoiceRow,
} from "~/domain/choice-list";
import { choiceFile } from "~/domain/list-file";
import { choiceLines } from "~/domain/list-text";

interface ChoiceListEditorProps {
  rows: readonly ChoiceRow[];
  onChange: (update: (rows: readonly ChoiceRow[]) => ChoiceRow[]) => void;
  /** What one entry is called: "Choice" gives placeholders "Choice 1" and buttons "Remove choice 1". */
  noun: string;
  addLabel: string;
  disabled?: boolean;
}

const toRows = (choices: string[]) => createChoiceRows(choices);

/** Editable list of choices: Enter moves to the next field, adding one at the end; whole lists paste in. */
export function ChoiceListEditor({ rows, onChange, noun, addLabel, disabled = false }: ChoiceListEditorProps) {
  const plural = `${noun.toLowerCase()}s`;
  return (
    <EditableList
      rows={rows}
      onChange={onChange}
      disabled={disabled}
      appendRow={appendChoiceRow}
      removeRow={removeChoiceRow}
      createRow={createChoiceRow}
      toItems={collectChoices}
      toRows={toRows}
      lines={choiceLines}
      file={choiceFile}
      noun={plural}
      addLabel={addLabel}
      textLabel={`${noun}s, one per line`}
      textHint={`Blank lines are skipped. Pasting several lines into a ${noun.toLowerCase()} field works too.`}
      inputSelector="input"
      listClassName="choice-rows"
      renderRow={(row, index, controls) => (
        <ChoiceRowField
          key={row.id}
          row={row}
          index={index}
          noun={noun}
          disabled={disabled}
          onChange={onChange}
          {...controls}
        />
      )}
    />
  );
}

interface ChoiceRowFieldProps extends RowControls {
  row: ChoiceRow;
  index: number;
  noun: string;
  disabled: boolean;
  onChange: ChoiceListEditorProps["onChange"];
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
  onPaste,
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
        onPaste={(event) => onPaste(index, event)}
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
