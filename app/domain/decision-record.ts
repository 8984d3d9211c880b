export type DecisionCategory = "Quick Decision" | "Weighted Decision" | "AI Reasoned Decision" | "Battle Royale";

export interface DecisionRecord {
  id: string;
  choices: string[];
  result: string;
  /** ISO time the decision was made. */
  timestamp: string;
  /** Usually a DecisionCategory; kept as a string because stored history may hold others. */
  category: string;
  tags: string[];
}

/** Tags each decision mode files its records under. */
export const categoryTags: Record<DecisionCategory, readonly string[]> = {
  "Quick Decision": ["quick"],
  "Weighted Decision": ["weighted"],
  "AI Reasoned Decision": ["ai-reasoning", "analyzed"],
  "Battle Royale": ["tournament", "battle-royale"],
};

/** New record: id = the ms timestamp as a string. */
export function createDecisionRecord(
  input: { choices: readonly string[]; result: string; category: DecisionCategory },
  now: Date = new Date(),
): DecisionRecord {
  return {
    id: String(now.getTime()),
    choices: [...input.choices],
    result: input.result,
    timestamp: now.toISOString(),
    category: input.category,
    tags: [...categoryTags[input.category]],
  };
}

/** How the weighted mode names its winner, e.g. `Pizza (70%)`. */
export function formatWeightedChoice(text: string, weight: number): string {
  return `${text} (${weight}%)`;
}

const isMsId = (id: string) => /^\d+$/.test(id);

/** `id`, or the next free one: numeric ids move on by a millisecond, others get a counter suffix. */
export function findUnusedId(id: string, isTaken: (id: string) => boolean): string {
  let candidate = id;
  for (let attempt = 1; isTaken(candidate); attempt++) {
    candidate = isMsId(id) ? String(Number(id) + attempt) : `${id}-${attempt}`;
  }
  return candidate;
}

/** Sort order of the history: later timestamp first; within one ms the later (bumped) id first. */
export function compareNewestFirst(a: DecisionRecord, b: DecisionRecord): number {
  const byTime = Date.parse(b.timestamp) - Date.parse(a.timestamp);
  if (byTime !== 0) return byTime;
  if (isMsId(a.id) && isMsId(b.id)) return Number(b.id) - Number(a.id);
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** A copy of `entry` if it has exactly the record shape, else null (older or foreign data stays unshown). */
export function readDecisionRecord(entry: unknown): DecisionRecord | null {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return null;
  const { id, choices, result, timestamp, category, tags } = entry as Record<string, unknown>;
  if (typeof id !== "string" || typeof result !== "string" || typeof category !== "string") return null;
  if (typeof timestamp !== "string" || Number.isNaN(Date.parse(timestamp))) return null;
  if (!isStringArray(choices) || !isStringArray(tags)) return null;
  return { id, choices: [...choices], result, timestamp, category, tags: [...tags] };
}

/** The stored list's entries as-is; `corrupt` when the value is not a JSON array (it must then be kept aside). */
export function parseHistoryEntries(raw: string | null): { entries: unknown[]; corrupt: boolean } {
  if (raw === null) return { entries: [], corrupt: false };
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? { entries: value, corrupt: false } : { entries: [], corrupt: true };
  } catch {
    return { entries: [], corrupt: true };
  }
}

/** Restore on read: separates readable records from the rest. */
export function restoreHistory(raw: string | null): {
  records: DecisionRecord[];
  unreadableEntries: unknown[];
  corrupt: boolean;
} {
  const { entries, corrupt } = parseHistoryEntries(raw);
  const records: DecisionRecord[] = [];
  const unreadableEntries: unknown[] = [];
  for (const entry of entries) {
    const record = readDecisionRecord(entry);
    if (record) records.push(record);
    else unreadableEntries.push(entry);
  }
  return { records, unreadableEntries, corrupt };
}
