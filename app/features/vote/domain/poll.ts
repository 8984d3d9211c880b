/** How ballots are cast and counted: tick options, order them, or give each 0–5 stars. */
export type VoteMethod = "approval" | "ranked" | "score";

/** What the organiser wrote: it travels only encrypted under the poll key (docs/decisions/021-group-vote-counting.md). */
export interface Poll {
  question: string;
  options: string[];
  method: VoteMethod;
  /** Ballots are encrypted to the organiser until they reveal them. */
  hiddenResults: boolean;
  /** The organiser's ECDH P-256 public key, uncompressed (65 bytes), as base64url. */
  organiserPublicKey: string;
  /** The closing time the organiser chose, in milliseconds since 1970, or null for none. */
  closesAt: number | null;
}

export const minimumOptions = 2;
export const maximumOptions = 100;
export const maximumQuestionLength = 500;
export const maximumOptionLength = 200;
/** 65 bytes of an uncompressed P-256 point, as unpadded base64url. */
const publicKeyLength = 87;

/** Why a poll cannot be made, as a code its form words (components/poll-problem-words.ts). */
export type PollProblem =
  | { problem: "no-question" }
  | { problem: "question-too-long"; length: number }
  | { problem: "too-few-options" }
  | { problem: "too-many-options"; count: number }
  | { problem: "blank-option"; place: number }
  | { problem: "option-too-long"; place: number }
  | { problem: "repeated-option"; option: string };

/** Why a poll cannot be made; null when it can. Places count from 1, as the form numbers its options. */
export function findPollProblem(poll: Pick<Poll, "question" | "options">): PollProblem | null {
  const question = poll.question.trim();
  if (question === "") return { problem: "no-question" };
  if ([...question].length > maximumQuestionLength) {
    return { problem: "question-too-long", length: [...question].length };
  }
  const { options } = poll;
  if (options.length < minimumOptions) return { problem: "too-few-options" };
  if (options.length > maximumOptions) return { problem: "too-many-options", count: options.length };
  const blank = options.findIndex((option) => option.trim() === "");
  if (blank >= 0) return { problem: "blank-option", place: blank + 1 };
  const tooLong = options.findIndex((option) => [...option].length > maximumOptionLength);
  if (tooLong >= 0) return { problem: "option-too-long", place: tooLong + 1 };
  const seen = new Set<string>();
  for (const option of options) {
    const key = option.trim().toLocaleLowerCase();
    if (seen.has(key)) return { problem: "repeated-option", option };
    seen.add(key);
  }
  return null;
}

const methodCodes: Record<VoteMethod, string> = { approval: "a", ranked: "r", score: "s" };

/** The poll as the JSON that is encrypted: short keys, as every link of the site writes them. */
export function pollToJson(poll: Poll): Record<string, unknown> {
  return {
    v: 1,
    q: poll.question,
    o: poll.options,
    m: methodCodes[poll.method],
    h: poll.hiddenResults,
    k: poll.organiserPublicKey,
    c: poll.closesAt,
  };
}

/** The poll in decrypted JSON, or null when it is not exactly one a browser of this site makes. */
export function readPoll(value: unknown): Poll | null {
  if (typeof value !== "object" || value === null) return null;
  const { v, q, o, m, h, k, c } = value as Record<string, unknown>;
  const method = (Object.keys(methodCodes) as VoteMethod[]).find((key) => methodCodes[key] === m);
  if (v !== 1 || typeof q !== "string" || !Array.isArray(o) || !o.every((option) => typeof option === "string"))
    return null;
  if (method === undefined || typeof h !== "boolean") return null;
  if (typeof k !== "string" || k.length !== publicKeyLength || !/^[A-Za-z0-9_-]+$/.test(k)) return null;
  if (c !== null && !(Number.isSafeInteger(c) && (c as number) > 0)) return null;
  const poll: Poll = {
    question: q,
    options: o as string[],
    method,
    hiddenResults: h,
    organiserPublicKey: k,
    closesAt: c as number | null,
  };
  return findPollProblem(poll) === null ? poll : null;
}
