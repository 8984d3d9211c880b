import { hiddenKind, readBallotCiphertext } from "~/features/vote/domain/ballot-cipher";
import { deriveHiddenBallotKey, importOneTimePoint } from "~/features/vote/domain/hidden-ballot-key";
import { binding, jsonBytes, readJsonBytes, seal, unseal } from "~/features/vote/domain/sealed-box";
import { fromBase64Url, toBase64Url } from "~/kernel/lists/domain/packed-json";

/** A ballot as the server lists it. */
export interface StoredBallot {
  id: string;
  ciphertext: string;
}

/** Each hidden ballot's own key, by ballot id: what the reveal publishes. */
export type RevealedKeys = ReadonlyMap<string, Uint8Array<ArrayBuffer>>;

/**
 * The keys of the hidden ballots, derived with the organiser's private key (the organiser's browser only). With them
 * the organiser counts before revealing, and the reveal publishes them. A ballot whose one-time point is not one of
 * P-256 gets no key: the count sets it aside.
 */
export async function deriveRevealedKeys(
  organiserPrivateKey: CryptoKey,
  organiserPublicKey: CryptoKey,
  pollId: string,
  ballots: readonly StoredBallot[],
): Promise<Map<string, Uint8Array<ArrayBuffer>>> {
  const organiser = new Uint8Array(await crypto.subtle.exportKey("raw", organiserPublicKey));
  const entries = await Promise.all(
    ballots.map(async ({ id, ciphertext }) => {
      const parts = readBallotCiphertext(ciphertext);
      const oneTime = parts?.kind === hiddenKind ? await importOneTimePoint(parts.point) : null;
      if (parts?.kind !== hiddenKind || !oneTime) return null;
      const points = { oneTime: parts.point, organiser };
      return [id, await deriveHiddenBallotKey(organiserPrivateKey, oneTime, points, pollId, id)] as const;
    }),
  );
  return new Map(entries.filter((entry) => entry !== null));
}

/**
 * The reveal, for `POST /api/polls/:id/reveal`: the hidden ballots' keys, sealed under the poll key and bound to the
 * poll. Not the ballots themselves: everyone opens each ballot the server stores with its key, so a reveal cannot
 * change a ballot (the key opens only what the voter sealed) and cannot drop one unseen (it is left without a key).
 */
export async function encryptReveal(pollKey: CryptoKey, pollId: string, keys: RevealedKeys): Promise<string> {
  const json = { k: Object.fromEntries([...keys].map(([id, key]) => [id, toBase64Url(key)])) };
  return toBase64Url(await seal(pollKey, jsonBytes(json), binding("reveal", pollId)));
}

/** The revealed keys, or null when the poll key does not open the reveal or it is not one this site makes. */
export async function decryptReveal(
  pollKey: CryptoKey,
  pollId: string,
  ciphertext: string,
): Promise<RevealedKeys | null> {
  const sealed = fromBase64Url(ciphertext);
  const plaintext = sealed && (await unseal(pollKey, sealed, binding("reveal", pollId)));
  const value = plaintext && readJsonBytes(plaintext);
  if (typeof value !== "object" || value === null || typeof (value as { k?: unknown }).k !== "object") return null;
  const keys = new Map<string, Uint8Array<ArrayBuffer>>();
  for (const [id, text] of Object.entries((value as { k: object }).k)) {
    const key = typeof text === "string" ? fromBase64Url(text) : null;
    if (!key || key.length !== 32) return null;
    keys.set(id, key);
  }
  return keys;
}
