import type { DecisionOutcome, DecisionRecord, UnkeptList } from "~/kernel/records/domain/decision-record";
import { restoreStored } from "~/kernel/store/domain/restore-on-read";

// Restore on read: stored history, and imported files, may hold anything (older versions, hand edits, other tools).

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

/** The stored history's JSON if it is a list (of entries readable or not), else undefined: it must then be kept aside. */
export function readHistoryEntries(json: unknown): unknown[] | undefined {
  return Array.isArray(json) ? json : undefined;
}

/** The stored list's entries as-is; `corrupt` when the value is not a JSON array (it must then be kept aside). */
export function parseHistoryEntries(raw: string | null): { entries: unknown[]; corrupt: boolean } {
  const { value, damaged } = restoreStored(raw, readHistoryEntries, []);
  return { entries: value, corrupt: damaged };
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
