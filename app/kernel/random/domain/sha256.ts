import { sha256 } from "@noble/hashes/sha2.js";

/** SHA-256 of the bytes (synchronous, so a seeded draw runs the very same code as a normal one). */
export function hashBytes(data: Uint8Array): Uint8Array {
  return sha256(data);
}

/** Lower-case hexadecimal, two digits a byte. */
export function toHex(bytes: Uint8Array): string {
  let hex = "";
  for (const byte of bytes) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

/** The bytes of an even-length hexadecimal text, or null for anything else. */
export function fromHex(hex: string): Uint8Array | null {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index++) bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}
