import type { VoteCount } from "~/features/vote/domain/count";
import { answerCountRequest, type CountRequest } from "~/features/vote/domain/count-request";
import { openBallots } from "~/features/vote/domain/open-ballots";
import type { Poll } from "~/features/vote/domain/poll";
import { decryptReveal, deriveRevealedKeys, type RevealedKeys, type StoredBallot } from "~/features/vote/domain/reveal";

/** What opens a poll's ballots: its key, its reveal once published, and on the organiser's device their own keys. */
export interface CountKeys {
  pollKey: CryptoKey;
  reveal: string | null;
  organiser: { privateKey: CryptoKey; publicKey: CryptoKey } | null;
}

/**
 * Every ballot decrypted for the count. Hidden ballots open with the reveal's keys, or on the organiser's device
 * before the reveal with the keys they derive (so the organiser sees the result first, and decides to reveal it).
 * A reveal the poll key does not open counts as none: each hidden ballot is then set aside with its reason.
 */
export async function ballotsToCount(
  poll: Poll,
  pollId: string,
  ballots: readonly StoredBallot[],
  { pollKey, reveal, organiser }: CountKeys,
): Promise<CountRequest> {
  let revealedKeys: RevealedKeys | null = null;
  if (reveal !== null) revealedKeys = await decryptReveal(pollKey, pollId, reveal);
  else if (organiser)
    revealedKeys = await deriveRevealedKeys(organiser.privateKey, organiser.publicKey, pollId, ballots);
  return { poll, pollId, ballots: await openBallots({ pollKey, pollId, revealedKeys }, ballots) };
}

/**
 * A count as the page asks for it: the ballots as the server sent them and the keys that open them. Keys cross
 * postMessage as they are, so a large count is opened and counted in the counting worker alike.
 */
export interface SealedCountRequest {
  poll: Poll;
  pollId: string;
  ballots: readonly StoredBallot[];
  keys: CountKeys;
}

/** Opens every ballot and counts them. */
export async function countSealedBallots({ poll, pollId, ballots, keys }: SealedCountRequest): Promise<VoteCount> {
  return answerCountRequest(await ballotsToCount(poll, pollId, ballots, keys));
}
