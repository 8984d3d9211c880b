import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ListFileKind, ListFileReading, ListFile } from "~/kernel/lists/domain/list-file";
import type { ListTextFormat } from "~/kernel/lists/domain/list-text";

// Reading a file happens only when one is chosen: this module loads then, not with every page that takes a list.

const isError = (value: unknown): value is { error: MessageDescriptor } =>
  typeof value === "object" && value !== null && "error" in value;

const lineBreaks = /\r\n|\r|\n/g;

const unclosedQuote = msg({
  message: "a quoted field is not closed",
  comment: "Why a row of a CSV file cannot be read; it follows “line 3:”",
});

/** Reads a .txt (one entry per line) or .csv file; nothing is read from a file that has a mistake in it. */
export async function readListFile<Item>(file: ListFile, kind: ListFileKind<Item>): Promise<ListFileReading<Item>> {
  const type = /\.(txt|csv)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (!type) return { ok: false, problem: { kind: "not-list-file" } };
  if (file.text.includes("\0")) return { ok: false, problem: { kind: "not-text" } };
  const text = file.text.replace(/^\uFEFF/, "");
  const reading = type === "txt" ? readTextLines(text, kind.lines) : await readCsv(text, kind);
  if (!reading.ok) return reading;
  if (reading.items.length === 0) return { ok: false, problem: { kind: "empty" } };
  return reading;
}

function readTextLines<Item>(text: string, lines: ListTextFormat<Item>): ListFileReading<Item> {
  const reading = lines.parse(text);
  return reading.ok ? reading : { ok: false, problem: { kind: "line", line: reading.line, message: reading.message } };
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
    const line = firstLines[quoteError.row ?? 0] ?? 1;
    return { ok: false, problem: { kind: "line", line, message: unclosedQuote } };
  }
  const items: Item[] = [];
  for (const [index, fields] of data.entries()) {
    const entry = kind.readCsvRow(fields, firstLines[index] ?? index + 1);
    if (isError(entry)) {
      return { ok: false, problem: { kind: "line", line: firstLines[index] ?? index + 1, message: entry.error } };
    }
    if (entry !== null) items.push(entry);
  }
  return { ok: true, items };
}
