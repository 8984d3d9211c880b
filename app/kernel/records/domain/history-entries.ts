import { compareNewestFirst, findUnusedId, type DecisionRecord } from "~/kernel/records/domain/decision-record";
import { readDecisionRecord } from "~/kernel/records/domain/decision-record-restore";

// The stored history is an array of entries, newest first, some of which this version may not read (older
// versions, hand edits): every change here leaves those exactly where and as they are.

/** The ids of all entries, unreadable ones too: a later version that reads those must find no duplicates. */
export function takenIds(entries: readonly unknown[]): Set<unknown> {
  return new Set(entries.map((entry) => (entry as { id?: unknown } | null)?.id));
}

/** Adds `record` in front, its id moved on past any taken one; `record` in the result is what was stored. */
export function prependDecision(
  entries: readonly unknown[],
  record: DecisionRecord,
): { entries: unknown[]; record: DecisionRecord } {
  const stored = withUnusedId(record, takenIds(entries));
  return { entries: [stored, ...entries], record: stored };
}

/** Takes out the first readable decision with `id`; null when there is none. */
export function removeDecision(
  entries: readonly unknown[],
  id: string,
): { entries: unknown[]; record: DecisionRecord } | null {
  for (const [index, entry] of entries.entries()) {
    const record = readDecisionRecord(entry);
    if (record?.id === id) return { entries: entries.filter((_, i) => i !== index), record };
  }
  return null;
}

/** Puts a removed decision back in timestamp order; null when a readable one with its id is already there. */
export function restoreDecision(
  entries: readonly unknown[],
  record: DecisionRecord,
): { entries: unknown[]; record: DecisionRecord } | null {
  if (entries.some((entry) => readDecisionRecord(entry)?.id === record.id)) return null;
  const stored = copyRecord(record);
  return { entries: insertNewestFirst(entries, stored), record: stored };
}

/** Puts each of `records` in timestamp order, each with an id no other entry has (nor any of the others). */
export function insertDecisions(
  entries: readonly unknown[],
  records: readonly DecisionRecord[],
): { entries: unknown[]; records: DecisionRecord[] } {
  const taken = takenIds(entries);
  let merged = [...entries];
  const stored = records.map((record) => {
    const copy = withUnusedId(record, taken);
    taken.add(copy.id);
    merged = insertNewestFirst(merged, copy);
    return copy;
  });
  return { entries: merged, records: stored };
}

/** Before the first readable entry that sorts after `record` (see `compareNewestFirst`), else at the end. */
function insertNewestFirst(entries: readonly unknown[], record: DecisionRecord): unknown[] {
  const index = entries.findIndex((entry) => {
    const readable = readDecisionRecord(entry);
    return readable !== null && compareNewestFirst(readable, record) > 0;
  });
  const at = index === -1 ? entries.length : index;
  return [...entries.slice(0, at), record, ...entries.slice(at)];
}

function withUnusedId(record: DecisionRecord, taken: ReadonlySet<unknown>): DecisionRecord {
  return copyRecord({ ...record, id: findUnusedId(record.id, (id) => taken.has(id)) });
}

/** Only the record's own fields are stored (its outcome included), whatever else the object carries. */
function copyRecord({ id, choices, result, timestamp, category, tags, outcome }: DecisionRecord): DecisionRecord {
  const copy: DecisionRecord = { id, choices: [...choices], result, timestamp, category, tags: [...tags] };
  if (outcome) copy.outcome = structuredClone(outcome);
  return copy;
}
