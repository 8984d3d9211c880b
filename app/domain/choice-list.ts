/** One editable row of a choice list; the id keeps React's identity stable while rows move. */
export interface ChoiceRow {
  id: number;
  text: string;
}

let nextRowId = 1;

/** Rows for the given texts, padded with blank rows up to `minimumRows`. */
export function createChoiceRows(texts: readonly string[], minimumRows = 2): ChoiceRow[] {
  const rows = texts.map((text) => ({ id: nextRowId++, text }));
  while (rows.length < minimumRows) rows.push({ id: nextRowId++, text: "" });
  return rows;
}

/** The choices a decision draws from: trimmed, blanks dropped, order kept. */
export function collectChoices(rows: readonly ChoiceRow[]): string[] {
  const choices: string[] = [];
  for (const { text } of rows) {
    const trimmed = text.trim();
    if (trimmed) choices.push(trimmed);
  }
  return choices;
}

export function appendChoiceRow(rows: readonly ChoiceRow[]): ChoiceRow[] {
  return [...rows, { id: nextRowId++, text: "" }];
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
