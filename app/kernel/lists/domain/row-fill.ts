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
  const filled = rows.slice(0, from);
  let next = from;
  for (const item of items) {
    const row = rows[next];
    if (row && isBlank(row)) {
      filled.push({ ...createRow(item), id: row.id });
      next++;
    } else {
      filled.push(createRow(item));
    }
  }
  for (; next < rows.length; next++) filled.push(rows[next] as Row);
  return filled;
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
