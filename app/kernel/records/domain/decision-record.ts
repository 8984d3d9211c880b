export type DecisionCategory =
  | "Quick Decision"
  | "Weighted Decision"
  | "AI Reasoned Decision"
  | "Battle Royale"
  | "Giveaway Draw"
  | "Teams"
  | "Decision Matrix"
  | "This or That"
  | "Group Vote";

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
  | { kind: "matrix"; ranking: { name: string; points: string }[]; link: string }
  | VoteOutcome;

/**
 * A group vote's result as each participant's browser counted it: the question, the way of voting, how many ballots
 * were counted, each option's standing in words ("Friday: 5 approvals"), and whether a fair draw settled a tie.
 */
export interface VoteOutcome {
  kind: "vote";
  question: string;
  method: "approval" | "ranked" | "score";
  ballots: number;
  standings: string[];
  drawn: boolean;
}

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
  "Group Vote": ["vote", "group"],
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

/** Whether the record kept only a count and a hash of its list, too long to keep whole. */
export function hasUnkeptList(record: DecisionRecord): boolean {
  const outcome = record.outcome;
  return (outcome?.kind === "draw" || outcome?.kind === "teams") && outcome.unkeptList !== undefined;
}
