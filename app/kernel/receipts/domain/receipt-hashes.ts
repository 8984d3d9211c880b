import { hashBytes, toHex } from "~/kernel/random/domain/sha256";

const encoder = new TextEncoder();

/** SHA-256 of the text's UTF-8 bytes, in hex. */
export function hashText(text: string): string {
  return toHex(hashBytes(encoder.encode(text)));
}

/** The SHA-256 of a secret's 32 bytes, in hex: the commitment of versions 1 to 3. */
export function commitTo(secret: Uint8Array): string {
  return toHex(hashBytes(secret));
}

/**
 * The SHA-256 of the secret as the receipt writes it, 64 lower-case hex digits: a version 4 statement's
 * `secret hex SHA-256` (`printf %s SECRET | sha256sum`). Not commitTo's hash, so that no commitment of versions 1 to 3
 * is ever a line of a version 4 statement (docs/decisions/022).
 */
export function hashSecretHex(secret: Uint8Array): string {
  return hashText(toHex(secret));
}
