import { fromBase64Url } from "~/kernel/lists/domain/packed-json";

// Crockford's base 32: no I, L, O or U, so a fingerprint read aloud or copied by hand cannot be misread.
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const fingerprintBytes = 5;

/**
 * A ballot's short name in the recount's list: the first 40 bits of its id, e.g. `7Q2M-K9XD`. The id is random and
 * made on the voter's device, so the fingerprint says nothing about who voted, while the voter's device (which keeps
 * the id) can point out its own. 40 bits: among 10,000 ballots, two share a fingerprint about once in 20,000 polls.
 * Null for an id that is not base64url of at least 5 bytes (no browser of this site makes one).
 */
export function ballotFingerprint(ballotId: string): string | null {
  const bytes = fromBase64Url(ballotId);
  if (!bytes || bytes.length < fingerprintBytes) return null;
  let bits = 0n;
  for (const byte of bytes.subarray(0, fingerprintBytes)) bits = (bits << 8n) | BigInt(byte);
  let text = "";
  for (let shift = 35n; shift >= 0n; shift -= 5n) text += alphabet[Number((bits >> shift) & 31n)];
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}
