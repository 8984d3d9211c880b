// Reads what a browser sent: the body's fields, the organiser's bearer token, the `since` revision. Everything
// opaque is only checked for its characters and length; a field that does not fit is named in the error message.
import { errors, invalidReasons } from "./errors.mjs";
import { isBase64url, isToken } from "./identifiers.mjs";
import { limits } from "./limits.mjs";

const dayMs = 24 * 60 * 60 * 1000;
// Revisions are PostgreSQL integers.
const maxRevision = 2 ** 31 - 1;
const isoDateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * The time an ISO 8601 date and time names, or NaN when it is not one: a day the month does not have (30 February),
 * which Date.parse would move into the next month, is not.
 *
 * @param {unknown} value
 */
function parseDateTime(value) {
  const parts = typeof value === "string" ? isoDateTime.exec(value) : null;
  if (!parts) return NaN;
  // Absent seconds and offset (Z) read as 0.
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = parts
    .slice(1)
    .map((part) => Number(part ?? 0));
  const daysInMonth = new Date(Date.UTC(year ?? 0, month ?? 0, 0)).getUTCDate();
  const within = (/** @type {number | undefined} */ n, /** @type {number} */ min, /** @type {number} */ max) =>
    n !== undefined && n >= min && n <= max;
  const valid =
    within(month, 1, 12) &&
    within(day, 1, daysInMonth) &&
    within(hour, 0, 23) &&
    within(minute, 0, 59) &&
    within(second, 0, 59) &&
    within(offsetHours, 0, 23) &&
    within(offsetMinutes, 0, 59);
  return valid ? Date.parse(/** @type {string} */ (value)) : NaN;
}

/** @param {number} n */
const formatCount = (n) => n.toLocaleString("en-GB");

/**
 * @param {unknown} body
 * @returns {Record<string, unknown>}
 */
function asObject(body) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw errors.invalid(invalidReasons.bodyNotObject, "The request body must be a JSON object.");
  }
  return /** @type {Record<string, unknown>} */ (body);
}

/**
 * @param {Record<string, unknown>} body
 * @param {string} field
 * @param {number} maxChars
 */
function ciphertextField(body, field, maxChars) {
  const value = body[field];
  if (!isBase64url(value, 2, maxChars)) {
    throw errors.invalid(
      invalidReasons.ciphertextMalformed,
      `The encrypted content (${field}) must be base64url text (A–Z, a–z, 0–9, - and _) of whole bytes: 2 to ${formatCount(maxChars)} characters, and not 1 more than a multiple of 4.`,
      { field, maxChars },
    );
  }
  return value;
}

/**
 * @param {Record<string, unknown>} body
 * @param {string} field
 * @param {string} label what the token is, for the message
 */
function tokenField(body, field, label) {
  const value = body[field];
  if (!isToken(value))
    throw errors.invalid(
      invalidReasons.tokenMalformed,
      `${label} (${field}) must be 32 random bytes as base64url (43 characters).`,
      { field },
    );
  return value;
}

/**
 * @param {unknown} body
 * @param {number} nowMs the server's time, to check that a closing time is ahead
 * @returns {{ ciphertext: string, organiserToken: string, closesAt: string | null, keepDays: number }}
 */
export function readNewPoll(body, nowMs) {
  const fields = asObject(body);
  const ciphertext = ciphertextField(fields, "ciphertext", limits.pollCiphertextChars);
  const organiserToken = tokenField(fields, "organiserToken", "The organiser's token");

  /** @type {string | null} */
  let closesAt = null;
  if (fields.closesAt !== undefined && fields.closesAt !== null) {
    const value = fields.closesAt;
    const time = parseDateTime(value);
    if (Number.isNaN(time)) {
      throw errors.invalid(
        invalidReasons.closesAtMalformed,
        "The closing time (closesAt) must be a date and time in ISO 8601 form, such as 2030-01-31T18:00:00Z, or null.",
      );
    }
    if (time <= nowMs) {
      throw errors.invalid(invalidReasons.closesAtPast, "The closing time (closesAt) must be in the future.");
    }
    if (time > nowMs + limits.lifetimeDaysMax * dayMs) {
      throw errors.invalid(
        invalidReasons.closesAtTooFar,
        `The closing time (closesAt) must be at most ${limits.lifetimeDaysMax} days from now.`,
        { maxDays: limits.lifetimeDaysMax },
      );
    }
    closesAt = new Date(time).toISOString();
  }

  let keepDays = limits.keepDaysDefault;
  if (fields.keepDays !== undefined) {
    const value = fields.keepDays;
    if (!Number.isInteger(value) || Number(value) < limits.keepDaysMin || Number(value) > limits.keepDaysMax) {
      throw errors.invalid(
        invalidReasons.keepDaysOutOfRange,
        `The days to keep the poll after it closes (keepDays) must be a whole number from ${limits.keepDaysMin} to ${limits.keepDaysMax}.`,
        { min: limits.keepDaysMin, max: limits.keepDaysMax },
      );
    }
    keepDays = Number(value);
  }
  return { ciphertext, organiserToken, closesAt, keepDays };
}

/**
 * @param {unknown} body
 * @returns {{ ciphertext: string, token: string }}
 */
export function readBallot(body) {
  const fields = asObject(body);
  return {
    ciphertext: ciphertextField(fields, "ciphertext", limits.ballotCiphertextChars),
    token: tokenField(fields, "token", "The ballot's token"),
  };
}

/**
 * @param {unknown} body
 * @returns {{ ciphertext: string }}
 */
export function readReveal(body) {
  return { ciphertext: ciphertextField(asObject(body), "ciphertext", limits.revealCiphertextChars) };
}

/**
 * The organiser's token from `Authorization: Bearer <token>`, or null when there is none of the right form.
 *
 * @param {string | undefined} header
 */
export function readBearerToken(header) {
  const match = /^Bearer ([^\s]+)$/i.exec(header?.trim() ?? "");
  return match && isToken(match[1]) ? /** @type {string} */ (match[1]) : null;
}

/**
 * `?since=N`: only the ballots written after revision N.
 *
 * @param {unknown} value
 */
export function readSince(value) {
  if (value === undefined) return 0;
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value) || Number(value) > maxRevision) {
    throw errors.invalid(
      invalidReasons.sinceMalformed,
      "The revision to read from (since) must be a whole number from 0.",
    );
  }
  return Number(value);
}
