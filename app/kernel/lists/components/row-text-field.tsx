import { useRef, type KeyboardEvent } from "react";
import type { RowControls } from "~/kernel/lists/components/editable-list";
import { useKeepEarlyInput } from "~/kernel/lists/hooks/use-keep-early-input";

interface RowTextFieldProps extends RowControls {
  /** The field's name and placeholder, e.g. "Choice 1". */
  label: string;
  /** The remove button's name, e.g. "Remove choice 1". */
  removeLabel: string;
  text: string;
  rowId: number;
  index: number;
  disabled: boolean;
  onTextChange: (text: string) => void;
}

/** A list row's text and its remove button: Enter moves to the next row, a pasted list fills several. */
export function RowTextField({
  label,
  removeLabel,
  text,
  rowId,
  index,
  disabled,
  canRemove,
  onTextChange,
  onEnter,
  onRemove,
  onPaste,
}: RowTextFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useKeepEarlyInput(inputRef, (field) => onTextChange(field.value));

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    onEnter(index);
  };
  return (
    <>
      <input
        ref={inputRef}
        type="text"
        dir="auto"
        aria-label={label}
        placeholder={label}
        value={text}
        disabled={disabled}
        onChange={(event) => onTextChange(event.target.value)}
        onKeyDown={handleKeyDown}
        onPaste={(event) => onPaste(index, event)}
      />
      {canRemove && (
        <button
          type="button"
          className="icon-button"
          aria-label={removeLabel}
          disabled={disabled}
          onClick={() => onRemove(index, rowId)}
        >
          <span aria-hidden="true">✕</span>
        </button>
      )}
    </>
  );
}
