import { useCallback, useEffect, useRef, useState } from "react";
import { fillRows, findAppendStart, findPasteStart } from "~/kernel/lists/domain/row-fill";

// Thousands of inputs take seconds to lay out; long lists show their first rows, the rest on request.
const initiallyShownRows = 200;
export const shownRowsStep = 1000;

interface EditableRowsOptions<Row, Item> {
  rows: readonly Row[];
  onChange: (update: (rows: readonly Row[]) => Row[]) => void;
  appendRow: (rows: readonly Row[]) => Row[];
  removeRow: (rows: readonly Row[], id: number) => Row[];
  /** A new row holding one entry of a pasted or imported list. */
  createRow: (item: Item) => Row;
  /** Which inputs of the list Enter moves between and focus returns to. */
  inputSelector: string;
}

/**
 * Keyboard flow and size of an editable list: Enter moves to the next row's input (adding a row at the
 * end), focus stays in the list after a removal, long lists show their first rows only, and whole lists
 * come in by paste or import without overwriting anything typed.
 */
export function useEditableRows<Row extends { id: number; text: string }, Item>({
  rows,
  onChange,
  appendRow,
  removeRow,
  createRow,
  inputSelector,
}: EditableRowsOptions<Row, Item>) {
  const listRef = useRef<HTMLOListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const [shownCount, setShownCount] = useState(initiallyShownRows);
  const shownRows = rows.length > shownCount ? rows.slice(0, shownCount) : rows;
  const inputs = useCallback(() => listRef.current?.querySelectorAll<HTMLInputElement>(inputSelector), [inputSelector]);

  useEffect(() => {
    if (focusIndex.current === null) return;
    inputs()?.[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [rows.length, shownCount, inputs]);

  const moveToNext = useCallback(
    (index: number) => {
      const next = inputs()?.[index + 1];
      if (next) return next.focus();
      focusIndex.current = index + 1;
      // Past the last shown row: reveal the following ones, or add a row at the very end.
      if (index + 1 < rows.length) setShownCount((count) => count + shownRowsStep);
      else onChange(appendRow);
    },
    [inputs, onChange, appendRow, rows.length],
  );

  // Focus stays in the list: on the row that took the removed one's place, or the new last row.
  const removeAt = useCallback(
    (index: number, id: number) => {
      onChange((current) => {
        focusIndex.current = Math.min(index, current.length - 2);
        return removeRow(current, id);
      });
    },
    [onChange, removeRow],
  );

  const addRow = () => {
    focusIndex.current = rows.length;
    setShownCount((count) => Math.max(count, rows.length + 1));
    onChange(appendRow);
  };

  // A pasted list's rows are made beforehand, a part at a time (readRowsInParts): here they only take their places.
  const pasteRowsAt = useCallback(
    (index: number, pasted: readonly Row[]) =>
      onChange((current) => fillRows(current, findPasteStart(current, index), pasted, (row) => row)),
    [onChange],
  );

  const appendItems = (items: readonly Item[]) =>
    onChange((current) => fillRows(current, findAppendStart(current), items, createRow));

  return {
    listRef,
    shownRows,
    hiddenCount: rows.length - shownRows.length,
    showMore: () => setShownCount((count) => count + shownRowsStep),
    showAll: () => setShownCount(rows.length),
    moveToNext,
    removeAt,
    addRow,
    pasteRowsAt,
    appendItems,
  };
}
