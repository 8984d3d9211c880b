import { formatPercent } from "~/kernel/format/domain/intl-formats";

/** One editable row of the weighted mode; the id keeps React's identity stable while rows move. */
export interface WeightedRow {
  id: number;
  text: string;
  /** The slider value, an integer from minimumWeight to maximumWeight. */
  weight: number;
}

/** An option a weighted decision draws from. */
export interface WeightedOption {
  text: string;
  weight: number;
}

export const minimumWeight = 1;
export const maximumWeight = 100;
export const defaultWeight = 50;

let nextRowId = 1;

/** A row with a fresh id, blank at the default weight unless an option is given. */
export function createWeightedRow({ text, weight }: WeightedOption = { text: "", weight: defaultWeight }): WeightedRow {
  return { id: nextRowId++, text, weight };
}

/**
 * Rows for the given options, padded with blank rows at the default weight up to two: with no options,
 * the starting state and the state after Start Over.
 */
export function createWeightedRows(options: readonly WeightedOption[] = []): WeightedRow[] {
  const rows = options.map((option) => createWeightedRow(option));
  while (rows.length < 2) rows.push(createWeightedRow());
  return rows;
}

export function appendWeightedRow(rows: readonly WeightedRow[]): WeightedRow[] {
  return [...rows, createWeightedRow()];
}

export function updateWeightedRow(
  rows: readonly WeightedRow[],
  id: number,
  change: Partial<Pick<WeightedRow, "text" | "weight">>,
): WeightedRow[] {
  return rows.map((row) => (row.id === id ? { ...row, ...change } : row));
}

/** Removes a row, never going below the minimum of two. */
export function removeWeightedRow(rows: readonly WeightedRow[], id: number): WeightedRow[] {
  return rows.length > 2 ? rows.filter((row) => row.id !== id) : [...rows];
}

const isBlank = (row: WeightedRow) => row.text.trim() === "";

/** The rows a decision draws from: those with text, order kept. */
export function collectWeightedRows(rows: readonly WeightedRow[]): WeightedRow[] {
  return rows.filter((row) => !isBlank(row));
}

/** The options a decision draws from: trimmed text, blank rows dropped along with their weight, order kept. */
export function collectWeightedOptions(rows: readonly WeightedRow[]): WeightedOption[] {
  return collectWeightedRows(rows).map((row) => ({ text: row.text.trim(), weight: row.weight }));
}

/** The sum the shares are taken of: only options with text count, as only they can be drawn. */
export function sumWeights(options: readonly Pick<WeightedOption, "weight">[]): number {
  let total = 0;
  for (const { weight } of options) total += weight;
  return total;
}

/**
 * A weight's share of the total as a whole percentage in the page's language, e.g. "58%" (en), "58 %" (de). A share
 * that rounds to 0 but can still win reads "<1%", so a long list never claims an option has no chance.
 */
export function formatShare(weight: number, total: number, locale: string): string {
  const whole = (percent: number) => formatPercent(percent / 100, locale, { maximumFractionDigits: 0 });
  if (weight <= 0 || total <= 0) return whole(0);
  const percent = Math.round((weight / total) * 100);
  return percent === 0 ? `<${whole(1)}` : whole(percent);
}

/** The share a row shows: a blank row is not drawn from, so its share is 0%. */
export function formatRowShare(row: WeightedRow, total: number, locale: string): string {
  return formatShare(isBlank(row) ? 0 : row.weight, total, locale);
}
