import { choiceLines, readWeight, weightedLines, type ListTextFormat } from "~/kernel/lists/domain/list-text";
import { defaultWeight, type WeightedOption } from "~/kernel/lists/domain/weighted-options";

/** A file the visitor chose, already read as text. */
export interface ListFile {
  name: string;
  text: string;
}

/** The entries a file holds, or one sentence saying what is wrong with it (naming the line where there is one). */
export type ListFileReading<Item> = { ok: true; items: Item[] } | { ok: false; message: string };

/** How one kind of list reads from a file. */
export interface ListFileKind<Item> {
  /** What the entries are called in messages, e.g. "choices". */
  noun: string;
  lines: ListTextFormat<Item>;
  /** One CSV row's entry (null for a blank row), or why the row cannot be read. */
  readCsvRow(fields: string[], line: number): Item | null | { error: string };
}

const isError = (value: unknown): value is { error: string } =>
  typeof value === "object" && value !== null && "error" in value;

/** CSV rows: the first column is the choice, any other column is ignored. */
export const choiceFile: ListFileKind<string> = {
  noun: "choices",
  lines: choiceLines,
  readCsvRow: ([first = ""]) => first.trim() || null,
};

/**
 * CSV rows of a name and an optional number (a giveaway's ticket count, a player's rating), each kept as the
 * line `name, number` that the page then reads; a first row whose number is not a number is a header.
 */
export function nameAndNumberFile(noun: string): ListFileKind<string> {
  return {
    noun,
    lines: choiceLines,
    readCsvRow([first = "", second = ""], line) {
      const [name, number] = [first.trim(), second.trim()];
      if (!number) return name || null;
      if (line === 1 && Number.isNaN(Number(number))) return null;
      return `${name}, ${number}`;
    },
  };
}

/** CSV rows: the choice, then an optional weight; a first row whose weight is not a number is a header. */
export const weightedFile: ListFileKind<WeightedOption> = {
  noun: "options",
  lines: weightedLines,
  readCsvRow([first = "", second = ""], line) {
    const text = first.trim();
    if (!text && !second.trim()) return null;
    if (!second.trim()) return { text, weight: defaultWeight };
    const weight = readWeight(second);
    if (!weight.ok)
      return line === 1 && Number.isNaN(Number(second.replace("%", ""))) ? null : { error: weight.message };
    if (!text) return { error: "there is a weight but no option" };
    return { text, weight: weight.weight };
  },
};

const lineBreaks = /\r\n|\r|\n/g;

/** Reads a .txt (one entry per line) or .csv file; nothing is read from a file that has a mistake in it. */
export async function readListFile<Item>(file: ListFile, kind: ListFileKind<Item>): Promise<ListFileReading<Item>> {
  const type = /\.(txt|csv)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (!type) return { ok: false, message: `“${file.name}” is not a .txt or .csv file.` };
  if (file.text.includes("\0")) return { ok: false, message: `“${file.name}” does not look like a text file.` };
  const text = file.text.replace(/^\uFEFF/, "");
  const reading = type === "txt" ? readTextLines(text, kind.lines) : await readCsv(text, kind);
  if (!reading.ok) return { ok: false, message: `“${file.name}”, ${reading.message} Nothing was imported.` };
  if (reading.items.length === 0) return { ok: false, message: `“${file.name}” has no ${kind.noun} in it.` };
  return reading;
}

function readTextLines<Item>(text: string, lines: ListTextFormat<Item>): ListFileReading<Item> {
  const reading = lines.parse(text);
  return reading.ok ? reading : { ok: false, message: `line ${reading.line}: ${reading.message}.` };
}

// A well-kept parser for quoting rules (commas and line breaks inside quotes); loaded only when a CSV file is read.
async function readCsv<Item>(text: string, kind: ListFileKind<Item>): Promise<ListFileReading<Item>> {
  const { default: Papa } = await import("papaparse");
  const { data, errors } = Papa.parse<string[]>(text, { delimiter: ",", skipEmptyLines: false });
  // A row starts on the line after the previous row's last line: quoted fields may span lines.
  const firstLines: number[] = [];
  let line = 1;
  for (const row of data) {
    firstLines.push(line);
    line += 1 + row.reduce((breaks, field) => breaks + (field.match(lineBreaks)?.length ?? 0), 0);
  }
  const [quoteError] = errors.filter((error) => error.type === "Quotes");
  if (quoteError) {
    return { ok: false, message: `line ${firstLines[quoteError.row ?? 0] ?? 1}: a quoted field is not closed.` };
  }
  const items: Item[] = [];
  for (const [index, fields] of data.entries()) {
    const entry = kind.readCsvRow(fields, firstLines[index] ?? index + 1);
    if (isError(entry)) return { ok: false, message: `line ${firstLines[index]}: ${entry.error}.` };
    if (entry !== null) items.push(entry);
  }
  return { ok: true, items };
}
