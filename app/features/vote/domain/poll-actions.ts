/**
 * What the vote pages ask of the server, each step whole: the poll sealed and created with its links, a ballot sealed
 * and cast, the organiser's close, reveal and deletion. The browser's `fetch` comes in as `send`; nothing here keeps
 * state or throws on a refusal (each answer is an `ApiResult`).
 */
import { encryptHiddenBallot, encryptOpenBallot, type BallotPlace } from "~/features/vote/domain/ballot-cipher";
import type { Ballot } from "~/features/vote/domain/ballot";
import { newToken } from "~/features/vote/domain/identifiers";
import { importOrganiserPublicKey, newOrganiserKeys } from "~/features/vote/domain/organiser-keys";
import type { Poll } from "~/features/vote/domain/poll";
import type { BallotResponse, NewPollRequest, PollResponse, ServerPoll } from "~/features/vote/domain/poll-api";
import { decryptPoll, encryptPoll } from "~/features/vote/domain/poll-cipher";
import { requestApi, type ApiResult, type Fetch } from "~/features/vote/domain/poll-client";
import { exportPollKey, importPollKey, newPollKey } from "~/features/vote/domain/poll-key";
import { deriveRevealedKeys, encryptReveal } from "~/features/vote/domain/reveal";
import { encodeVoteLink, type VoteLink } from "~/features/vote/domain/vote-links";

const pollPath = (pollId: string) => `/api/polls/${encodeURIComponent(pollId)}`;

export interface CreatedPoll {
  pollId: string;
  votingLink: string;
  organiserLink: string;
}

/** Seals the poll under a new key, with a new organiser key pair and token, and stores it: its two links' fragments. */
export async function createPoll(
  send: Fetch,
  input: Omit<Poll, "organiserPublicKey">,
  keepDays?: number,
): Promise<ApiResult<CreatedPoll>> {
  const pollKey = await newPollKey();
  const organiser = await newOrganiserKeys();
  const organiserToken = newToken();
  const request: NewPollRequest = {
    ciphertext: await encryptPoll(pollKey, { ...input, organiserPublicKey: organiser.publicKey }),
    organiserToken,
    closesAt: input.closesAt === null ? null : new Date(input.closesAt).toISOString(),
    ...(keepDays !== undefined && { keepDays }),
  };
  const answer = await requestApi<PollResponse>(send, { method: "POST", path: "/api/polls", json: request });
  if (!answer.ok) return answer;
  const pollId = answer.body.poll.id;
  const shared = { pollId, pollKey: await exportPollKey(pollKey) };
  return {
    ...answer,
    body: {
      pollId,
      votingLink: encodeVoteLink({ role: "voter", ...shared }),
      organiserLink: encodeVoteLink({
        role: "organiser",
        ...shared,
        organiserToken,
        organiserKey: organiser.privateKey,
      }),
    },
  };
}

/** A poll as a link opens it: the server's record, and the poll decrypted with the link's key. */
export interface OpenedPoll {
  server: ServerPoll;
  poll: Poll;
  pollKey: CryptoKey;
}

/**
 * Reads the poll a link names and opens it with the link's key. A key that does not open it is the server's answer
 * turned into a refusal with the code `wrong_key`, which the page words as any other.
 */
export async function openPoll(send: Fetch, link: VoteLink): Promise<ApiResult<OpenedPoll>> {
  const answer = await readPoll(send, link.pollId);
  if (!answer.ok) return answer;
  const pollKey = await importPollKey(link.pollKey);
  const poll = pollKey && (await decryptPoll(pollKey, answer.body.ciphertext));
  if (!pollKey || !poll) {
    return {
      ok: false,
      failure: { kind: "refused", status: 200, code: "wrong_key", values: {}, retryAfterSeconds: null },
    };
  }
  return { ...answer, body: { server: answer.body, poll, pollKey } };
}

/** The poll's record, with every ballot or only those written after `since`. */
export async function readPoll(send: Fetch, pollId: string, since = 0): Promise<ApiResult<ServerPoll>> {
  const query = since > 0 ? `?since=${since}` : "";
  const answer = await requestApi<PollResponse>(send, { method: "GET", path: `${pollPath(pollId)}${query}` });
  return answer.ok ? { ...answer, body: answer.body.poll } : answer;
}

/** What a device casts with: the ballot's own id and token, kept on the device, and the name it signs with. */
export interface BallotSender {
  ballotId: string;
  token: string;
  name: string | null;
}

/** Seals the ballot (to the organiser when results are hidden until revealed) and casts or replaces it. */
export async function castBallot(
  send: Fetch,
  opened: { poll: Poll; pollKey: CryptoKey; pollId: string; revealed: boolean },
  sender: BallotSender,
  ballot: Ballot,
): Promise<ApiResult<BallotResponse>> {
  const { poll, pollKey, pollId } = opened;
  const place: BallotPlace = { pollId, ballotId: sender.ballotId, optionCount: poll.options.length, name: sender.name };
  // Once revealed, ballots are cast open: a hidden one would have no key in the reveal (decision 021).
  const organiserKey =
    poll.hiddenResults && !opened.revealed ? await importOrganiserPublicKey(poll.organiserPublicKey) : null;
  const ciphertext = organiserKey
    ? await encryptHiddenBallot(organiserKey, place, ballot)
    : await encryptOpenBallot(pollKey, place, ballot);
  return requestApi<BallotResponse>(send, {
    method: "PUT",
    path: `${pollPath(pollId)}/ballots/${encodeURIComponent(sender.ballotId)}`,
    json: { ciphertext, token: sender.token },
  });
}

export async function closePoll(send: Fetch, pollId: string, organiserToken: string): Promise<ApiResult<ServerPoll>> {
  const answer = await requestApi<PollResponse>(send, {
    method: "POST",
    path: `${pollPath(pollId)}/close`,
    bearer: organiserToken,
  });
  return answer.ok ? { ...answer, body: answer.body.poll } : answer;
}

/** Publishes every hidden ballot's key, derived with the organiser's private key, sealed under the poll key. */
export async function revealPoll(
  send: Fetch,
  opened: { pollKey: CryptoKey; server: ServerPoll; organiserPrivateKey: CryptoKey; organiserPublicKey: CryptoKey },
  organiserToken: string,
): Promise<ApiResult<ServerPoll>> {
  const { pollKey, server } = opened;
  const keys = await deriveRevealedKeys(
    opened.organiserPrivateKey,
    opened.organiserPublicKey,
    server.id,
    server.ballots,
  );
  const ciphertext = await encryptReveal(pollKey, server.id, keys);
  const answer = await requestApi<PollResponse>(send, {
    method: "POST",
    path: `${pollPath(server.id)}/reveal`,
    bearer: organiserToken,
    json: { ciphertext },
  });
  return answer.ok ? { ...answer, body: answer.body.poll } : answer;
}

export async function deletePoll(send: Fetch, pollId: string, organiserToken: string): Promise<ApiResult<null>> {
  return requestApi<null>(send, { method: "DELETE", path: pollPath(pollId), bearer: organiserToken });
}
