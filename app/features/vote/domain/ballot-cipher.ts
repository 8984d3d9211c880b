import { paddedBallotBytes, type Ballot } from "~/features/vote/domain/ballot";
import { deriveHiddenBallotKey, newOneTimeKeys } from "~/features/vote/domain/hidden-ballot-key";
import { binding, importAesKey, seal } from "~/features/vote/domain/sealed-box";
import { fromBase64Url, toBase64Url } from "~/kernel/lists/domain/packed-json";

/** The first byte of a ballot's ciphertext: sealed under the poll key, or hidden (encrypted to the organiser). */
export const openKind = 1;
export const hiddenKind = 2;
/** An uncompressed P-256 point. */
export const pointBytes = 65;

/**
 * Where a ballot goes: its poll, its id (made by the voter's device) and how many options the poll has; `name`, the
 * voter's signature, travels sealed with the ballot (null: anonymous).
 */
export interface BallotPlace {
  pollId: string;
  ballotId: string;
  optionCount: number;
  name?: string | null;
}

function ballotBytes(ballot: Ballot, { optionCount, name = null }: BallotPlace): Uint8Array<ArrayBuffer> {
  return paddedBallotBytes(ballot, optionCount, name);
}

function joinBytes(...parts: (Uint8Array | readonly number[])[]): Uint8Array<ArrayBuffer> {
  const result = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}

/** A ballot everyone with the link can read and count: sealed under the poll key, bound to its poll and id. */
export async function encryptOpenBallot(pollKey: CryptoKey, place: BallotPlace, ballot: Ballot): Promise<string> {
  const sealed = await seal(pollKey, ballotBytes(ballot, place), binding("ballot", place.pollId, place.ballotId));
  return toBase64Url(joinBytes([openKind], sealed));
}

/**
 * A ballot only the organiser can read until they reveal it: sealed under a key agreed between a one-time key pair
 * and the organiser's public key. The poll key does not open it.
 */
export async function encryptHiddenBallot(
  organiserPublicKey: CryptoKey,
  place: BallotPlace,
  ballot: Ballot,
): Promise<string> {
  const oneTime = await newOneTimeKeys();
  const organiser = new Uint8Array(await crypto.subtle.exportKey("raw", organiserPublicKey));
  const keyBytes = await deriveHiddenBallotKey(
    oneTime.privateKey,
    organiserPublicKey,
    { oneTime: oneTime.point, organiser },
    place.pollId,
    place.ballotId,
  );
  const key = (await importAesKey(keyBytes)) as CryptoKey;
  const sealed = await seal(key, ballotBytes(ballot, place), binding("hidden-ballot", place.pollId, place.ballotId));
  return toBase64Url(joinBytes([hiddenKind], oneTime.point, sealed));
}

/** A ballot ciphertext's parts, or null when it is not one a browser of this site makes. */
export function readBallotCiphertext(
  ciphertext: string,
):
  | { kind: typeof openKind; sealed: Uint8Array<ArrayBuffer> }
  | { kind: typeof hiddenKind; point: Uint8Array<ArrayBuffer>; sealed: Uint8Array<ArrayBuffer> }
  | null {
  const bytes = fromBase64Url(ciphertext);
  if (!bytes || bytes.length < 2) return null;
  if (bytes[0] === openKind) return { kind: openKind, sealed: bytes.slice(1) };
  if (bytes[0] !== hiddenKind || bytes.length <= 1 + pointBytes) return null;
  return { kind: hiddenKind, point: bytes.slice(1, 1 + pointBytes), sealed: bytes.slice(1 + pointBytes) };
}
