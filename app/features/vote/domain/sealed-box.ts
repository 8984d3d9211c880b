import { randomBytes } from "~/kernel/random/domain/random";

/** What a ciphertext is for; with the ids it names, it is bound to its place as AES-GCM's additional data. */
export type SealPurpose = "poll" | "ballot" | "hidden-ballot" | "hidden-ballot-key" | "reveal";

const label = "ai-decision-maker vote 1";
const ivBytes = 12;

/**
 * The additional data binding a ciphertext to where it belongs: the label, the purpose and the ids (poll id, ballot
 * id), NUL-separated (no id or purpose contains a NUL). A ciphertext moved to another poll, another ballot id or
 * another purpose no longer authenticates, so the server cannot move or swap what it stores.
 */
export function binding(purpose: SealPurpose, ...ids: string[]): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode([label, purpose, ...ids].join("\0"));
}

/**
 * AES-GCM: a random 96-bit nonce, then the ciphertext and its 128-bit tag. Random nonces are safe here: a poll key
 * seals a few thousand messages at most, far below the 2^32 NIST allows per key.
 */
export async function seal(
  key: CryptoKey,
  plaintext: Uint8Array<ArrayBuffer>,
  additionalData: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  const iv = randomBytes(ivBytes);
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData }, key, plaintext);
  const result = new Uint8Array(ivBytes + sealed.byteLength);
  result.set(iv);
  result.set(new Uint8Array(sealed), ivBytes);
  return result;
}

/** The plaintext, or null when the key, the additional data or any byte is not the one sealed. Never throws. */
export async function unseal(
  key: CryptoKey,
  sealed: Uint8Array<ArrayBuffer>,
  additionalData: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (sealed.length < ivBytes + 16) return null;
  try {
    const iv = sealed.subarray(0, ivBytes);
    const plaintext = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv, additionalData },
      key,
      sealed.subarray(ivBytes),
    );
    return new Uint8Array(plaintext);
  } catch {
    return null;
  }
}

/** An AES-GCM 256 key from its 32 raw bytes, or null for anything else. */
export async function importAesKey(bytes: Uint8Array<ArrayBuffer>, extractable = false): Promise<CryptoKey | null> {
  if (bytes.length !== 32) return null;
  return crypto.subtle.importKey("raw", bytes, "AES-GCM", extractable, ["encrypt", "decrypt"]);
}

/** JSON as UTF-8 text, padded with spaces (which JSON.parse ignores) to at least `length` characters. */
export function jsonBytes(value: unknown, length = 0): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(JSON.stringify(value).padEnd(length, " "));
}

/** The JSON in decrypted bytes, or undefined when they are not UTF-8 JSON. */
export function readJsonBytes(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}
