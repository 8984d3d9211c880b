import { pollToJson, readPoll, type Poll } from "~/features/vote/domain/poll";
import { binding, jsonBytes, readJsonBytes, seal, unseal } from "~/features/vote/domain/sealed-box";
import { fromBase64Url, toBase64Url } from "~/kernel/lists/domain/packed-json";

// Padding to a whole number of blocks tells the server only roughly how much the organiser wrote.
const paddingBlock = 512;

/**
 * The poll sealed under its key, for `POST /api/polls`. The server makes the poll id only when it stores this, so
 * the ciphertext cannot name it; it needs not: each poll has its own key, so no other poll's link opens it.
 */
export async function encryptPoll(pollKey: CryptoKey, poll: Poll): Promise<string> {
  const length = JSON.stringify(pollToJson(poll)).length;
  const padded = jsonBytes(pollToJson(poll), Math.ceil(length / paddingBlock) * paddingBlock);
  return toBase64Url(await seal(pollKey, padded, binding("poll")));
}

/** The poll, or null when the key does not open the ciphertext or it is not a poll this site makes. */
export async function decryptPoll(pollKey: CryptoKey, ciphertext: string): Promise<Poll | null> {
  const sealed = fromBase64Url(ciphertext);
  const plaintext = sealed && (await unseal(pollKey, sealed, binding("poll")));
  return plaintext ? readPoll(readJsonBytes(plaintext)) : null;
}
