interface TextRow {
  id: number;
  text: string;
}

const isBlank = (row: TextRow) => row.text.trim() === "";

/**
 * Puts `items` into the list from row `from` on: blank rows are filled in order (keeping their identity, so a
 * focused field stays focused) and the remaining items are inserted before the next row with text. Nothing typed
 * is ever overwritten.
 */
export function fillRows<Row extends TextRow, Item>(
  rows: readonly Row[],
  from: number,
  items: readonly Item[],
  createRow: (item: Item) => Row,
): Row[] {
  const made = items.map(createRow);
  // Only the blank rows right at `from` are filled: once a row with text is reached, every item left goes before it.
  let blanks = 0;
  while (blanks < made.length && from + blanks < rows.length && isBlank(rows[from + blanks] as Row)) blanks++;
  const filled = made.slice(0, blanks).map((row, index) => ({ ...row, id: (rows[from + index] as Row).id }));
  // Whole arrays joined at once: a paste of 100,000 rows is then copied, not pushed a row at a time.
  return rows.slice(0, from).concat(filled, made.slice(blanks), rows.slice(from + blanks));
}

/** Where a list pasted into row `index` starts: that row when it is blank, else the row after it. */
export function findPasteStart(rows: readonly TextRow[], index: number): number {
  const row = rows[index];
  return row && !isBlank(row) ? index + 1 : index;
}

/** Where imported entries go: right after the last row with text (the first row when every row is blank). */
export function findAppendStart(rows: readonly TextRow[]): number {
  for (let index = rows.length - 1; index >= 0; index--) {
    if (!isBlank(rows[index] as TextRow)) return index + 1;
  }
  return 0;
}
