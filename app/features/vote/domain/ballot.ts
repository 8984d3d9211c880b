import type { VoteMethod } from "~/features/vote/domain/poll";

/**
 * One participant's vote, options named by their place in the poll (0 for the first). A ranked ballot may rank only
 * some options: each ranked option counts as preferred to every unranked one, and unranked options as equal to
 * each other (docs/decisions/021-group-vote-counting.md).
 */
export type Ballot =
  | { method: "approval"; approved: number[] }
  | { method: "ranked"; ranking: number[] }
  | { method: "score"; scores: number[] };

export const maximumScore = 5;
/** A voter may sign their ballot with a name of up to this many characters (or leave it anonymous). */
export const maximumNameLength = 60;

/** A ballot read from what a participant's browser sent, with the name it was signed with, or why it cannot be counted. */
export type BallotReading = { ok: true; ballot: Ballot; name: string | null } | { ok: false; reason: string };

const methodCodes = new Map<string, VoteMethod>([
  ["a", "approval"],
  ["r", "ranked"],
  ["s", "score"],
]);
const methodNames: Record<VoteMethod, string> = { approval: "an approval", ranked: "a ranked", score: "a score" };

/** Reads a decrypted ballot against the poll it was cast in. Never throws: anything unexpected is a reason. */
export function readBallot(value: unknown, method: VoteMethod, optionCount: number): BallotReading {
  const fields = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const keys = Object.keys(fields).filter((key) => key !== "n");
  const found = keys.length === 1 ? methodCodes.get(keys[0] as string) : undefined;
  const list = found ? fields[keys[0] as string] : undefined;
  const name = Object.hasOwn(fields, "n") ? readName(fields.n) : null;
  if (!found || !Array.isArray(list) || !list.every((item) => Number.isSafeInteger(item)) || name === undefined) {
    return { ok: false, reason: "it is not a ballot this site makes" };
  }
  const reading = readChoices(list as number[], found, method, optionCount);
  return reading.ok ? { ...reading, name } : reading;
}

/** A signature as a browser of this site writes it: trimmed, not blank, at most `maximumNameLength` characters. */
function readName(value: unknown): string | undefined {
  if (typeof value !== "string" || value !== value.trim() || value === "") return undefined;
  return [...value].length <= maximumNameLength ? value : undefined;
}

function readChoices(
  numbers: number[],
  found: VoteMethod,
  method: VoteMethod,
  optionCount: number,
): { ok: true; ballot: Ballot } | { ok: false; reason: string } {
  if (found !== method) {
    return { ok: false, reason: `it is ${methodNames[found]} ballot, but this poll is ${methodNames[method]} vote` };
  }
  if (method === "score") {
    if (numbers.length !== optionCount) {
      return { ok: false, reason: `it scores ${numbers.length} options, but the poll has ${optionCount}` };
    }
    const wrong = numbers.find((score) => score < 0 || score > maximumScore);
    if (wrong !== undefined) return { ok: false, reason: `it gives a score of ${wrong} (scores go from 0 to 5)` };
    return { ok: true, ballot: { method, scores: numbers } };
  }
  const missing = numbers.find((option) => option < 0 || option >= optionCount);
  if (missing !== undefined) {
    return { ok: false, reason: `it names option ${missing + 1}, but the poll has ${optionCount} options` };
  }
  if (new Set(numbers).size !== numbers.length) {
    const twice = numbers.find((option, index) => numbers.indexOf(option) !== index) as number;
    return { ok: false, reason: `it names option ${twice + 1} twice` };
  }
  return method === "approval"
    ? { ok: true, ballot: { method, approved: [...numbers].sort((a, b) => a - b) } }
    : { ok: true, ballot: { method, ranking: numbers } };
}

/** The ballot as the JSON a browser encrypts; approvals in ascending order, so equal ballots read the same. */
export function ballotToJson(ballot: Ballot): Record<string, number[]> {
  if (ballot.method === "approval") return { a: [...ballot.approved].sort((a, b) => a - b) };
  return ballot.method === "ranked" ? { r: ballot.ranking } : { s: ballot.scores };
}

/** A name as a ballot carries it: trimmed, cut to `maximumNameLength` characters; null when blank. */
export function ballotName(text: string): string | null {
  const name = [...text.trim()].slice(0, maximumNameLength).join("").trim();
  return name === "" ? null : name;
}

/** The one text of a ballot: what the tie-break's seed and "is my ballot in?" compare. */
export function canonicalBallot(ballot: Ballot): string {
  return JSON.stringify(ballotToJson(ballot));
}

/** The longest ballot text a poll can have: every option approved, ranked, or scored 5 (one digit, as any score). */
function longestBallot(method: VoteMethod, optionCount: number): number {
  const every = Array.from({ length: optionCount }, (_, index) => index);
  const ballot: Ballot =
    method === "score"
      ? { method, scores: every.map(() => maximumScore) }
      : method === "ranked"
        ? { method, ranking: every }
        : { method, approved: every };
  return canonicalBallot(ballot).length;
}

// The most UTF-8 bytes a signature adds: `,"n":""` and six bytes a character at most (JSON's \u escapes).
const nameBytes = ',"n":""'.length + maximumNameLength * 6;

/**
 * The ballot's JSON (signed with `name`, when given) as UTF-8, padded with spaces to the poll's longest ballot with
 * the longest name, so every ciphertext of a poll has the same length and the server cannot tell, say, how many
 * options a ballot approves or whether, and how long, it is signed. JSON.parse ignores the spaces.
 */
export function paddedBallotBytes(ballot: Ballot, optionCount: number, name: string | null = null) {
  const text = JSON.stringify(name === null ? ballotToJson(ballot) : { ...ballotToJson(ballot), n: name });
  const bytes = new TextEncoder().encode(text);
  const padded = new Uint8Array(longestBallot(ballot.method, optionCount) + nameBytes).fill(0x20);
  padded.set(bytes);
  return padded;
}
