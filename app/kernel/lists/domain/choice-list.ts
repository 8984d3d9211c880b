/** One editable row of a choice list; the id keeps React's identity stable while rows move. */
export interface ChoiceRow {
  id: number;
  text: string;
}

let nextRowId = 1;

/** A row with a fresh id. */
export function createChoiceRow(text = ""): ChoiceRow {
  return { id: nextRowId++, text };
}

/** Rows for the given texts, padded with blank rows up to `minimumRows`. */
export function createChoiceRows(texts: readonly string[], minimumRows = 2): ChoiceRow[] {
  const rows = texts.map(createChoiceRow);
  while (rows.length < minimumRows) rows.push(createChoiceRow());
  return rows;
}

/** The rows a decision draws from: those with text, order kept. */
export function collectChoiceRows<Row extends ChoiceRow>(rows: readonly Row[]): Row[] {
  return rows.filter((row) => row.text.trim() !== "");
}

/** The choices a decision draws from: trimmed, blanks dropped, order kept. */
export function collectChoices(rows: readonly ChoiceRow[]): string[] {
  // One pass and no array in between: /draw collects 100,000 rows on each change of its list.
  const choices: string[] = [];
  for (const row of rows) {
    const text = row.text.trim();
    if (text) choices.push(text);
  }
  return choices;
}

export function appendChoiceRow(rows: readonly ChoiceRow[]): ChoiceRow[] {
  return [...rows, createChoiceRow()];
}

export function updateChoiceRow(rows: readonly ChoiceRow[], id: number, text: string): ChoiceRow[] {
  return rows.map((row) => (row.id === id ? { ...row, text } : row));
}

/** Removes a row, never going below the minimum of two. */
export function removeChoiceRow(rows: readonly ChoiceRow[], id: number): ChoiceRow[] {
  return rows.length > 2 ? rows.filter((row) => row.id !== id) : [...rows];
}

/** The smallest number of non-blank choices any decision needs. */
export const minimumChoices = 2;
