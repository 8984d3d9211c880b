import { hashBytes, toHex } from "~/kernel/random/domain/sha256";

const encoder = new TextEncoder();

/** SHA-256 of the text's UTF-8 bytes, in hex. */
export function hashText(text: string): string {
  return toHex(hashBytes(encoder.encode(text)));
}

/** The SHA-256 of a secret's 32 bytes, in hex: the commitment of versions 1 to 3, a statement's `secret SHA-256`. */
export function commitTo(secret: Uint8Array): string {
  return toHex(hashBytes(secret));
}
