import { compareNewestFirst, type DecisionRecord } from "~/kernel/records/domain/decision-record";
import { readDecisionRecord } from "~/kernel/records/domain/decision-record-restore";
import { takenIds } from "~/kernel/records/domain/history-entries";

/** Far more than any browser lets a site store, so a bigger file cannot be an export (and is not read). */
export const maxImportBytes = 50_000_000;

export type ImportFileProblem = "not-json" | "not-an-array";

/** The file's entries, or why it is not a history export at all. */
export function parseHistoryFile(text: string): { entries: unknown[] } | { problem: ImportFileProblem } {
  let value: unknown;
  try {
    // Editors may save a byte order mark, which JSON.parse refuses.
    value = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    return { problem: "not-json" };
  }
  return Array.isArray(value) ? { entries: value } : { problem: "not-an-array" };
}

const isStringArray = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === "string");

/** Why an imported entry is not a decision: for the page to say in its language, naming the field by its JSON name. */
export type EntryProblem =
  | { problem: "not-a-decision" }
  | { problem: "missing" | "not-text" | "not-a-list-of-text"; field: string }
  | { problem: "not-a-date"; field: "timestamp" };

function textField(entry: Record<string, unknown>, field: string): EntryProblem | null {
  if (entry[field] === undefined) return { problem: "missing", field };
  return typeof entry[field] === "string" ? null : { problem: "not-text", field };
}

function listField(entry: Record<string, unknown>, field: string): EntryProblem | null {
  if (entry[field] === undefined) return { problem: "missing", field };
  return isStringArray(entry[field]) ? null : { problem: "not-a-list-of-text", field };
}

const notADecision: EntryProblem = { problem: "not-a-decision" };

/**
 * Why `readDecisionRecord` refuses `entry`; null when it reads. The checks mirror that function's; the tests hold the
 * two together.
 */
export function explainUnreadable(entry: unknown): EntryProblem | null {
  if (readDecisionRecord(entry) !== null) return null;
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return notADecision;
  const fields = entry as Record<string, unknown>;
  const timestamp = fields.timestamp;
  const timestampProblem: EntryProblem | null =
    timestamp === undefined
      ? { problem: "missing", field: "timestamp" }
      : typeof timestamp !== "string" || Number.isNaN(Date.parse(timestamp))
        ? { problem: "not-a-date", field: "timestamp" }
        : null;
  return (
    textField(fields, "id") ??
    textField(fields, "result") ??
    textField(fields, "category") ??
    timestampProblem ??
    listField(fields, "choices") ??
    listField(fields, "tags") ??
    notADecision
  );
}

export interface RejectedEntry {
  /** 1-based position in the file, as a person counts. */
  entry: number;
  reason: EntryProblem;
}

export interface ImportSummary {
  added: number;
  /** Entries whose id the history (or an earlier entry of the file) already holds. */
  alreadyPresent: number;
  rejected: RejectedEntry[];
}

/**
 * Adds the file's readable decisions whose ids are not stored yet. Stored entries, readable or not,
 * keep their content and their order; each new decision goes in before the first readable stored one
 * that is older, so a newest-first history stays newest first. Unknown fields on imported decisions are
 * kept, as the store keeps them on its own entries, so an export imports back exactly.
 */
export function mergeImportedRecords(
  stored: readonly unknown[],
  imported: readonly unknown[],
): { entries: unknown[]; summary: ImportSummary; added: DecisionRecord[] } {
  const taken = takenIds(stored);
  const added: { record: DecisionRecord; entry: unknown }[] = [];
  const summary: ImportSummary = { added: 0, alreadyPresent: 0, rejected: [] };

  imported.forEach((entry, index) => {
    const record = readDecisionRecord(entry);
    if (!record) {
      summary.rejected.push({ entry: index + 1, reason: explainUnreadable(entry) ?? notADecision });
    } else if (taken.has(record.id)) {
      summary.alreadyPresent += 1;
    } else {
      taken.add(record.id);
      added.push({ record, entry });
    }
  });
  summary.added = added.length;
  if (added.length === 0) return { entries: [...stored], summary, added: [] };

  // One pass, as inserting each new decision in turn would be, but linear for 10,000 of them.
  added.sort((a, b) => compareNewestFirst(a.record, b.record));
  const entries: unknown[] = [];
  let next = 0;
  for (const entry of stored) {
    const readable = readDecisionRecord(entry);
    for (let newer = added[next]; readable && newer; newer = added[next]) {
      if (compareNewestFirst(readable, newer.record) <= 0) break;
      entries.push(newer.entry);
      next += 1;
    }
    entries.push(entry);
  }
  for (const rest of added.slice(next)) entries.push(rest.entry);
  return { entries, summary, added: added.map(({ record }) => record) };
}
