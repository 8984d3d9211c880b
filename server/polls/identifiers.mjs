// Random identifiers and token hashes. The server makes poll ids; browsers make ballot ids and both kinds of token.
// Of a token the server keeps only its SHA-256, and compares hashes in constant time.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** Bytes in a poll id the server makes: 128 bits, as base64url (22 characters). */
export const pollIdBytes = 16;
/** Bytes in an organiser's or a ballot's token: 256 bits, as base64url (43 characters). */
export const tokenBytes = 32;

const base64url = /^[A-Za-z0-9_-]*$/;

/** A new poll id. */
export function newPollId() {
  return randomBytes(pollIdBytes).toString("base64url");
}

/**
 * Whether `value` is base64url text (no padding) of `minChars` to `maxChars` characters.
 *
 * @param {unknown} value
 * @param {number} minChars
 * @param {number} maxChars
 * @returns {value is string}
 */
export function isBase64url(value, minChars, maxChars) {
  return (
    typeof value === "string" &&
    value.length >= minChars &&
    value.length <= maxChars &&
    base64url.test(value) &&
    // A length of 1 more than a multiple of 4 encodes no whole byte.
    value.length % 4 !== 1
  );
}

/** Characters of base64url for `bytes` bytes, without padding. */
export const base64urlLength = (/** @type {number} */ bytes) => Math.ceil((bytes * 4) / 3);

/**
 * An identifier made from at least 16 random bytes (a poll id, or a ballot id a browser made): 22 to 64 characters.
 *
 * @param {unknown} value
 * @returns {value is string}
 */
export function isIdentifier(value) {
  return isBase64url(value, base64urlLength(pollIdBytes), 64);
}

/**
 * A token of exactly 32 bytes, as base64url.
 *
 * @param {unknown} value
 * @returns {value is string}
 */
export function isToken(value) {
  return isBase64url(value, base64urlLength(tokenBytes), base64urlLength(tokenBytes));
}

/**
 * @param {string} token
 * @returns {Buffer} its SHA-256: the only thing of a token the server keeps
 */
export function hashToken(token) {
  return createHash("sha256").update(token, "utf8").digest();
}

/**
 * Whether `token` hashes to `storedHash`, compared in constant time.
 *
 * @param {Uint8Array} storedHash
 * @param {string} token
 */
export function tokenMatches(storedHash, token) {
  const presented = hashToken(token);
  return storedHash.length === presented.length && timingSafeEqual(storedHash, presented);
}
