/**
 * The vote API's JSON, as the server sends and takes it (the server's own record is docs/vote-api.md once it lands).
 * Everything the server holds of a poll is here: ciphertexts, random ids, times and counts. Ciphertexts are
 * base64url; times are ISO 8601 texts; the organiser's requests carry `Authorization: Bearer <organiser token>`.
 */
import type { StoredBallot } from "~/features/vote/domain/reveal";

/** `POST /api/polls`: `closesAt` as ISO 8601; `keepDays`, how long the server keeps the poll after it closes. */
export interface NewPollRequest {
  ciphertext: string;
  organiserToken: string;
  closesAt?: string | null;
  keepDays?: number;
}

/** A ballot as the server lists it: its id, its ciphertext and when it was last written. */
export interface ServerBallot extends StoredBallot {
  updatedAt: string;
}

/** `GET /api/polls/:id` → `{ poll }`; `POST /api/polls` answers with the same shape. */
export interface ServerPoll {
  id: string;
  ciphertext: string;
  createdAt: string;
  closesAt: string | null;
  closedAt: string | null;
  revealedAt: string | null;
  expiresAt: string;
  ballotCount: number;
  ballots: ServerBallot[];
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

/** `POST /api/polls/:id/reveal`, with the organiser's bearer token. `POST …/close` and `DELETE …` send no body. */
export interface RevealRequest {
  ciphertext: string;
}
