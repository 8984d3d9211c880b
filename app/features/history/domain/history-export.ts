import { csvCell } from "~/kernel/format/domain/csv-cell";
import type { DecisionRecord } from "~/kernel/records/domain/decision-record";
import { describeOutcome } from "~/kernel/records/domain/decision-record-text";
import { formatLocalDate, formatLocalDateTime } from "~/kernel/format/domain/local-date";

/** e.g. `decision-history-2026-11-24.json`, dated by the visitor's local day. */
export function exportFileName(extension: "json" | "csv", now: Date): string {
  return `decision-history-${formatLocalDate(now)}.${extension}`;
}

/** The stored entries exactly, as the same bare array the store keeps (so the file imports back as is). */
export function writeHistoryJson(entries: readonly unknown[]): string {
  return `${JSON.stringify(entries, null, 2)}\n`;
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
