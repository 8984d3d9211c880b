import { formatCount } from "~/kernel/format/domain/count";

export type DecisionCategory =
  | "Quick Decision"
  | "Weighted Decision"
  | "AI Reasoned Decision"
  | "Battle Royale"
  | "Giveaway Draw"
  | "Teams"
  | "Decision Matrix"
  | "This or That";

/**
 * A list too long for the history to keep (the record's `choices` are then empty): how many entries it had, and the
 * SHA-256 (hex) of its list file (each canonical line followed by a line feed), the list SHA-256 a version 4 receipt's
 * statement gives. Records made before receipts version 4 hold the SHA-256 of the lines joined by line feeds instead.
 */
export interface UnkeptList {
  count: number;
  sha256: string;
}

/**
 * The whole result of a decision with more than one winner: the winners in draw order, the teams, a ranking (most
 * preferred first) with the places whose order over the next one a fair draw settled (1-based), or a decision
 * matrix's ranking (each option with its points out of 100) with the matrix itself, as a link fragment that
 * reopens it.
 */
export type DecisionOutcome =
  | { kind: "draw"; winners: string[]; alternates: string[]; unkeptList?: UnkeptList }
  | { kind: "teams"; teams: { members: string[]; total?: string }[]; unkeptList?: UnkeptList }
  | { kind: "ranking"; ranking: string[]; drawnPlaces: number[] }
  | { kind: "matrix"; ranking: { name: string; points: string }[]; link: string };

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
  "Decision Matrix": ["matrix", "criteria"],
  "This or That": ["this-or-that", "ranking"],
};

/**
 * Reroll draws one choice uniformly: a fair new draw only for the one-winner modes, not for tickets, teams or a
 * ranking (which "Open again" takes back to its tool instead, see `reopensInTool`).
 */
export function canReroll(record: DecisionRecord): boolean {
  return record.outcome === undefined;
}

/** The navigation state of a record's "Open again" link, so the tool it opens can say where the content came from. */
export const openedFromHistory = { from: "history" } as const;

/** True when a page was reached through a record's "Open again" link. */
export function isOpenedFromHistory(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { from?: unknown }).from === openedFromHistory.from;
}

/** A ranking is the visitor's own answers, not a draw: its record opens the tool again with the same options. */
export function reopensInTool(record: DecisionRecord): boolean {
  return record.outcome?.kind === "ranking";
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

/** Whether the record kept only a count and a hash of its list, too long to keep whole. */
export function hasUnkeptList(record: DecisionRecord): boolean {
  const outcome = record.outcome;
  return (outcome?.kind === "draw" || outcome?.kind === "teams") && outcome.unkeptList !== undefined;
}

/** The outcome field if it has one of the known shapes; anything else is left in storage but not shown. */
function readOutcome(value: unknown): DecisionOutcome | null {
  if (!isObject(value)) return null;
  const unkept = readUnkeptList(value.unkeptList);
  if (!unkept) return null;
  if (value.kind === "draw" && isStringArray(value.winners) && isStringArray(value.alternates)) {
    return { kind: "draw", winners: [...value.winners], alternates: [...value.alternates], ...unkept };
  }
  if (value.kind === "matrix") return readMatrixOutcome(value);
  if (value.kind === "ranking" && isStringArray(value.ranking) && Array.isArray(value.drawnPlaces)) {
    const places = value.drawnPlaces;
    const count = value.ranking.length;
    if (!places.every((place) => Number.isInteger(place) && place >= 1 && place < count)) return null;
    return { kind: "ranking", ranking: [...value.ranking], drawnPlaces: [...(places as number[])] };
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

function readMatrixOutcome(value: Record<string, unknown>): DecisionOutcome | null {
  if (typeof value.link !== "string" || !Array.isArray(value.ranking)) return null;
  const ranking: { name: string; points: string }[] = [];
  for (const place of value.ranking) {
    if (!isObject(place) || typeof place.name !== "string" || typeof place.points !== "string") return null;
    ranking.push({ name: place.name, points: place.points });
  }
  return { kind: "matrix", ranking, link: value.link };
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

/**
 * The outcome in one line of text: "Winners: 1. Ann, 2. Bob; alternates: 1. Cy", "Team 1: Ann, Bob (total 12)" or
 * "Ranking: 1. Lisbon, 2. Porto, 3. Madrid; settled by a draw: 1 over 2" (This or That) or "Ranking: 1. Porto (61.1),
 * 2. Lisbon (52.8)" (a decision matrix).
 */
export function describeOutcome(outcome: DecisionOutcome): string {
  const numbered = (names: readonly string[]) => names.map((name, index) => `${index + 1}. ${name}`).join(", ");
  if (outcome.kind === "ranking") {
    const drawn = outcome.drawnPlaces.map((place) => `${place} over ${place + 1}`).join(", ");
    return `Ranking: ${numbered(outcome.ranking)}${drawn ? `; settled by a draw: ${drawn}` : ""}`;
  }
  if (outcome.kind === "matrix") {
    return `Ranking: ${numbered(outcome.ranking.map(({ name, points }) => `${name} (${points})`))}`;
  }
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
