// Each base64url character's 6 bits, by character code, for reading an id's first bits straight from its text.
const sixBits = new Uint8Array(128);
[..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"].forEach(
  (character, value) => (sixBits[character.charCodeAt(0)] = value),
);
// Crockford's base 32: no I, L, O or U, so a fingerprint read aloud or copied by hand cannot be misread.
const base32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const idPattern = /^[A-Za-z0-9_-]{7,}$/;

/**
 * The first 40 bits of a ballot's id (base64url text), as a number: what its fingerprint shows, and what the recount
 * orders ballots by. Null for an id that is not base64url of at least 5 bytes (no browser of this site makes one).
 */
export function fingerprintBits(ballotId: string): number | null {
  if (!idPattern.test(ballotId) || ballotId.length % 4 === 1) return null;
  let bits = 0;
  // 7 characters carry 42 bits: the first 40 are the id's first 5 bytes. Plain arithmetic: 2^42 is a safe integer.
  for (let index = 0; index < 7; index++) bits = bits * 64 + (sixBits[ballotId.charCodeAt(index)] as number);
  return Math.floor(bits / 4);
}

/**
 * A ballot's short name in the recount's list, e.g. `7Q2M-K9XD`: the first 40 bits of its id. The id is random and
 * made on the voter's device, so the fingerprint says nothing about who voted, while the voter's device (which keeps
 * the id) can point out its own. 40 bits: among 10,000 ballots, two share a fingerprint about once in 20,000 polls.
 */
export function formatFingerprint(bits: number): string {
  return `${fourCharacters(Math.floor(bits / 2 ** 20))}-${fourCharacters(bits % 2 ** 20)}`;
}

/** 20 bits as four base 32 characters. */
function fourCharacters(twentyBits: number): string {
  const at = (shift: number) => base32[(twentyBits >> shift) & 31] as string;
  return at(15) + at(10) + at(5) + at(0);
}

/** The fingerprint of a ballot id, or null for an id no browser of this site makes. */
export function ballotFingerprint(ballotId: string): string | null {
  const bits = fingerprintBits(ballotId);
  return bits === null ? null : formatFingerprint(bits);
}
