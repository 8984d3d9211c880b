import { formatCount } from "~/domain/count";

export type DecisionCategory =
  "Quick Decision" | "Weighted Decision" | "AI Reasoned Decision" | "Battle Royale" | "Giveaway Draw" | "Teams";

/**
 * A list too long for the history to keep (the record's `choices` are then empty): how many entries it had, and the
 * SHA-256 (hex) of its canonical text, the list hash a receipt of the same list carries.
 */
export interface UnkeptList {
  count: number;
  sha256: string;
}

/** The whole result of a decision with more than one winner: the winners in draw order, or the teams. */
export type DecisionOutcome =
  | { kind: "draw"; winners: string[]; alternates: string[]; unkeptList?: UnkeptList }
  | { kind: "teams"; teams: { members: string[]; total?: string }[]; unkeptList?: UnkeptList };

export interface DecisionRecord {
  id: string;
  choices: string[];
  result: string;
  /** ISO time the decision was made. */
  timestamp: string;
  /** Usually a DecisionCategory; kept as a string because stored history may hold others. */
  category: string;
  tags: string[];
  /** Only on decisions with several winners; `result` then names the first winner or the first team. */
  outcome?: DecisionOutcome;
}

/** Tags each decision mode files its records under. */
export const categoryTags: Record<DecisionCategory, readonly string[]> = {
  "Quick Decision": ["quick"],
  "Weighted Decision": ["weighted"],
  "AI Reasoned Decision": ["ai-reasoning", "analyzed"],
  "Battle Royale": ["tournament", "battle-royale"],
  "Giveaway Draw": ["giveaway", "draw"],
  Teams: ["teams"],
};

/** Reroll draws one choice uniformly: a fair new draw only for the one-winner modes, not for tickets or teams. */
export function canReroll(record: DecisionRecord): boolean {
  return record.outcome === undefined;
}

/** New record: id = the ms timestamp as a string. */
export function createDecisionRecord(
  input: { choices: readonly string[]; result: string; category: DecisionCategory; outcome?: DecisionOutcome },
  now: Date = new Date(),
): DecisionRecord {
  return {
    id: String(now.getTime()),
    choices: [...input.choices],
    result: input.result,
    timestamp: now.toISOString(),
    category: input.category,
    tags: [...categoryTags[input.category]],
    ...(input.outcome && { outcome: input.outcome }),
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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `{ unkeptList }` when the value is one, `{}` when there is none, null when it is there but unreadable. */
function readUnkeptList(value: unknown): { unkeptList?: UnkeptList } | null {
  if (value === undefined) return {};
  if (!isObject(value) || !Number.isSafeInteger(value.count) || (value.count as number) < 0) return null;
  if (typeof value.sha256 !== "string" || !/^[0-9a-f]{64}$/.test(value.sha256)) return null;
  return { unkeptList: { count: value.count as number, sha256: value.sha256 } };
}

/** The outcome field if it has one of the known shapes; anything else is left in storage but not shown. */
function readOutcome(value: unknown): DecisionOutcome | null {
  if (!isObject(value)) return null;
  const unkept = readUnkeptList(value.unkeptList);
  if (!unkept) return null;
  if (value.kind === "draw" && isStringArray(value.winners) && isStringArray(value.alternates)) {
    return { kind: "draw", winners: [...value.winners], alternates: [...value.alternates], ...unkept };
  }
  if (value.kind !== "teams" || !Array.isArray(value.teams)) return null;
  const teams: { members: string[]; total?: string }[] = [];
  for (const team of value.teams) {
    if (!isObject(team) || !isStringArray(team.members)) return null;
    if (team.total !== undefined && typeof team.total !== "string") return null;
    teams.push({ members: [...team.members], ...(team.total !== undefined && { total: team.total }) });
  }
  return { kind: "teams", teams, ...unkept };
}

/** A copy of `entry` if it has exactly the record shape, else null (older or foreign data stays unshown). */
export function readDecisionRecord(entry: unknown): DecisionRecord | null {
  if (!isObject(entry)) return null;
  const { id, choices, result, timestamp, category, tags, outcome } = entry;
  if (typeof id !== "string" || typeof result !== "string" || typeof category !== "string") return null;
  if (typeof timestamp !== "string" || Number.isNaN(Date.parse(timestamp))) return null;
  if (!isStringArray(choices) || !isStringArray(tags)) return null;
  const record: DecisionRecord = { id, choices: [...choices], result, timestamp, category, tags: [...tags] };
  const shownOutcome = outcome === undefined ? null : readOutcome(outcome);
  if (shownOutcome) record.outcome = shownOutcome;
  return record;
}

/** The outcome in one line of text: "Winners: 1. Ann, 2. Bob; alternates: 1. Cy" or "Team 1: Ann, Bob (total 12)". */
export function describeOutcome(outcome: DecisionOutcome): string {
  const numbered = (names: readonly string[]) => names.map((name, index) => `${index + 1}. ${name}`).join(", ");
  const unkept = outcome.unkeptList;
  const list = unkept
    ? `; from a list of ${formatCount(unkept.count)}, too long to keep here (SHA-256 ${unkept.sha256})`
    : "";
  if (outcome.kind === "draw") {
    const alternates = outcome.alternates.length > 0 ? `; alternates: ${numbered(outcome.alternates)}` : "";
    return `Winners: ${numbered(outcome.winners)}${alternates}${list}`;
  }
  const teams = outcome.teams
    .map(({ members, total }, index) => `Team ${index + 1}: ${members.join(", ")}${total ? ` (total ${total})` : ""}`)
    .join("; ");
  return `${teams}${list}`;
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
