import { hiddenKind, readBallotCiphertext } from "~/features/vote/domain/ballot-cipher";
import type { OpenedBallot } from "~/features/vote/domain/count";
import type { RevealedKeys, StoredBallot } from "~/features/vote/domain/reveal";
import { binding, importAesKey, readJsonBytes, unseal } from "~/features/vote/domain/sealed-box";

/** What opens a poll's ballots: the poll key, and for hidden ballots the keys the organiser revealed (if any yet). */
export interface BallotKeys {
  pollKey: CryptoKey;
  pollId: string;
  revealedKeys: RevealedKeys | null;
}

/**
 * Decrypts every ballot the server sent, for the count. Never throws: a ballot that cannot be opened comes back with
 * the reason, which the count shows beside it.
 */
export async function openBallots(keys: BallotKeys, ballots: readonly StoredBallot[]): Promise<OpenedBallot[]> {
  return Promise.all(ballots.map((ballot) => openBallot(keys, ballot)));
}

async function openBallot(
  { pollKey, pollId, revealedKeys }: BallotKeys,
  { id, ciphertext }: StoredBallot,
): Promise<OpenedBallot> {
  const parts = readBallotCiphertext(ciphertext);
  if (!parts) return { id, problem: "it is not in the form a browser of this site writes" };
  let plaintext: Uint8Array | null;
  if (parts.kind === hiddenKind) {
    if (!revealedKeys) return { id, problem: "it is hidden until the organiser reveals the results" };
    const keyBytes = revealedKeys.get(id);
    if (!keyBytes) return { id, problem: "the organiser's reveal has no key for it" };
    const key = await importAesKey(keyBytes);
    plaintext = key && (await unseal(key, parts.sealed, binding("hidden-ballot", pollId, id)));
    if (!plaintext) return { id, problem: "the key the organiser revealed for it does not open it" };
  } else {
    plaintext = await unseal(pollKey, parts.sealed, binding("ballot", pollId, id));
    if (!plaintext) {
      return { id, problem: "this poll's key does not open it: it was damaged, or sealed for another poll or ballot" };
    }
  }
  const content = readJsonBytes(plaintext);
  return content === undefined ? { id, problem: "it does not read as a ballot once decrypted" } : { id, content };
}
