/**
 * The vote API's JSON, as the server sends and takes it (docs/vote-api.md). Everything the server holds of a poll is
 * here: ciphertexts, random ids, times and counts. Ciphertexts are base64url; times are ISO 8601 texts; the
 * organiser's requests carry `Authorization: Bearer <organiser token>`.
 */
import type { StoredBallot } from "~/features/vote/domain/reveal";

/** `POST /api/polls`: `closesAt` as ISO 8601; `keepDays`, how long the server keeps the poll after it closes. */
export interface NewPollRequest {
  ciphertext: string;
  organiserToken: string;
  closesAt?: string | null;
  keepDays?: number;
}

/** `GET /api/polls/:id` → `{ poll }`; creating, closing and revealing answer with the same shape. */
export interface ServerPoll {
  id: string;
  ciphertext: string;
  createdAt: string;
  closesAt: string | null;
  closedAt: string | null;
  revealedAt: string | null;
  expiresAt: string;
  keepDays: number;
  ballotCount: number;
  /** Goes up with every change; `?since=<revision>` lists only the ballots written after it. */
  revision: number;
  /** Listed by id, with nothing of when each was written. */
  ballots: StoredBallot[];
  /** The organiser's reveal, sealed under the poll key, once published. */
  reveal: string | null;
}

export interface PollResponse {
  poll: ServerPoll;
}

/** `PUT /api/polls/:id/ballots/:ballotId`: the same token replaces the ballot later. */
export interface BallotRequest {
  ciphertext: string;
  token: string;
}

/** What `PUT …/ballots/:ballotId` answers. */
export interface BallotResponse {
  ballotCount: number;
  revision: number;
}

/** `POST /api/polls/:id/reveal`, with the organiser's bearer token. `POST …/close` and `DELETE …` send no body. */
export interface RevealRequest {
  ciphertext: string;
}

/**
 * One `poll` event of `GET /api/polls/:id/events`: counts, revisions and times, and after the first event the
 * ballots written after revision `since` (absent when they were too many to send).
 */
export interface PollEvent {
  ballotCount: number;
  revision: number;
  closedAt: string | null;
  revealedAt: string | null;
  deleted: boolean;
  changes?: { since: number; ballots: StoredBallot[] };
}

const isStoredBallot = (value: unknown): value is StoredBallot =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as StoredBallot).id === "string" &&
  typeof (value as StoredBallot).ciphertext === "string";

/** Reads a `poll` event's data; null when it is not one. */
export function readPollEvent(data: string): PollEvent | null {
  try {
    const value = JSON.parse(data) as (Partial<PollEvent> & { since?: unknown; ballots?: unknown }) | null;
    if (typeof value !== "object" || value === null) return null;
    const { ballotCount, revision, closedAt = null, revealedAt = null, deleted = false, since, ballots } = value;
    if (!Number.isSafeInteger(ballotCount) || !Number.isSafeInteger(revision) || typeof deleted !== "boolean") {
      return null;
    }
    const event: PollEvent = {
      ballotCount: ballotCount as number,
      revision: revision as number,
      closedAt,
      revealedAt,
      deleted,
    };
    if (Number.isSafeInteger(since) && Array.isArray(ballots) && ballots.every(isStoredBallot)) {
      event.changes = { since: since as number, ballots };
    }
    return event;
  } catch {
    return null;
  }
}

/**
 * The ballots after reading `?since=`: each id once, the newer ciphertext kept, listed by id as the server lists
 * them (never in the order they came, which would tell when each was cast).
 */
export function mergeBallots(known: readonly StoredBallot[], since: readonly StoredBallot[]): StoredBallot[] {
  const byId = new Map(known.map((ballot) => [ballot.id, ballot]));
  for (const ballot of since) byId.set(ballot.id, ballot);
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The poll after an event that carries every change since the revision the browser has, or null when it does not
 * (the browser then reads them). Closing and the reveal change more than ballots, so they are always read.
 */
export function applyPollEvent(server: ServerPoll, event: PollEvent): ServerPoll | null {
  const { changes } = event;
  if (!changes || changes.since > server.revision || event.revision < server.revision) return null;
  if (event.closedAt !== server.closedAt || event.revealedAt !== server.revealedAt) return null;
  return {
    ...server,
    ballotCount: event.ballotCount,
    revision: event.revision,
    ballots: mergeBallots(server.ballots, changes.ballots),
  };
}
