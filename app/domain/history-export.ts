import { describeOutcome, type DecisionRecord } from "~/domain/decision-record";

const pad = (n: number) => String(n).padStart(2, "0");

/** The local calendar date, `YYYY-MM-DD`: the day the visitor sees on their clock. */
export function formatLocalDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * `YYYY-MM-DD HH:MM:SS` in the visitor's time zone. Year first cannot be misread as day/month or
 * month/day in any locale; Excel, LibreOffice Calc and Google Sheets all take this form as a date-time;
 * and it is the clock time the history cards show. The exact instant stays in the JSON export.
 */
export function formatLocalDateTime(date: Date): string {
  return `${formatLocalDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** e.g. `decision-history-2026-11-24.json`, dated by the visitor's local day. */
export function exportFileName(extension: "json" | "csv", now: Date): string {
  return `decision-history-${formatLocalDate(now)}.${extension}`;
}

/** The stored entries exactly, as the same bare array the store keeps (so the file imports back as is). */
export function writeHistoryJson(entries: readonly unknown[]): string {
  return `${JSON.stringify(entries, null, 2)}\n`;
}

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection); tab and carriage
// return are on the list because some programs drop them and then read what follows.
const formulaStart = /^[=+\-@\t\r]/;

/** One cell: formulas defused with a leading `'`, then RFC 4180 quoting where the text needs it. */
export function csvCell(text: string): string {
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvHeader = ["Date", "Category", "Result", "Choices", "Tags", "Outcome"];
const csvRow = (cells: readonly string[]) => `${cells.map(csvCell).join(",")}\r\n`;

/**
 * One row per decision for spreadsheets: a UTF-8 byte order mark (so Excel reads accents and emoji as
 * UTF-8), a header row, CRLF line ends. Choices and tags are joined with "; " for reading, and the Outcome
 * column holds the winners in draw order or the teams of a decision that has several; the JSON export is the
 * lossless one.
 */
export function writeHistoryCsv(records: readonly DecisionRecord[]): string {
  const rows = records.map((record) =>
    csvRow([
      formatLocalDateTime(new Date(record.timestamp)),
      record.category,
      record.result,
      record.choices.join("; "),
      record.tags.join("; "),
      record.outcome ? describeOutcome(record.outcome) : "",
    ]),
  );
  return `\uFEFF${csvRow(csvHeader)}${rows.join("")}`;
}
