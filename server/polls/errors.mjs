// Every error the vote API answers with: a status, a stable code, the values its sentence uses as data, and an
// English sentence for people who use the API directly (docs/vote-api.md lists them all). The browser never shows the
// sentence: it words the code and the values in the page's language.

/** @typedef {Readonly<Record<string, string | number>>} ErrorValues */

export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {{ retryAfterSeconds?: number, values?: ErrorValues }} [options]
   */
  constructor(status, code, message, { retryAfterSeconds, values = {} } = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.values = values;
  }

  /** The answer's `error`: the code, the English sentence, and the values beside them. */
  answer() {
    return { code: this.code, message: this.message, ...this.values };
  }
}

/**
 * Why a request is invalid (`invalid_request`), one stable code per check, sent as `reason`: what the browser words.
 */
export const invalidReasons = /** @type {const} */ ({
  bodyNotObject: "body_not_object",
  bodyShorter: "body_shorter",
  ciphertextMalformed: "ciphertext_malformed",
  tokenMalformed: "token_malformed",
  closesAtMalformed: "closes_at_malformed",
  closesAtPast: "closes_at_past",
  closesAtTooFar: "closes_at_too_far",
  keepDaysOutOfRange: "keep_days_out_of_range",
  sinceMalformed: "since_malformed",
  ballotIdMalformed: "ballot_id_malformed",
});

/** @typedef {typeof invalidReasons[keyof typeof invalidReasons]} InvalidReason */

/** @param {number} n */
const formatCount = (n) => n.toLocaleString("en-GB");

/** @param {number} bytes */
const formatSize = (bytes) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`);

export const errors = {
  /** @param {InvalidReason} reason @param {string} message @param {ErrorValues} [values] */
  invalid: (reason, message, values = {}) =>
    new ApiError(400, "invalid_request", message, { values: { reason, ...values } }),
  invalidJson: () => new ApiError(400, "invalid_json", "The request could not be read: its body is not valid JSON."),
  malformedRequest: () =>
    new ApiError(400, "malformed_request", "The request could not be read: its address or headers are malformed."),
  headersTooLarge: () =>
    new ApiError(431, "headers_too_large", "The request could not be read: its headers are too large."),
  /** @param {number} seconds */
  requestTimeout: (seconds) =>
    new ApiError(
      408,
      "request_timeout",
      `The request took too long to arrive: send it whole within ${seconds} seconds.`,
      { values: { seconds } },
    ),
  /** @param {"poll" | "ballot" | "reveal"} what @param {number} maxBytes */
  tooLarge: (what, maxBytes) =>
    new ApiError(413, "too_large", `This ${what} is too large: the limit is ${formatSize(maxBytes)}.`, {
      values: { what, limitBytes: maxBytes },
    }),
  notJson: () =>
    new ApiError(415, "unsupported_media_type", "Send the request body as JSON (Content-Type: application/json)."),
  pollNotFound: () =>
    new ApiError(
      404,
      "poll_not_found",
      "This poll does not exist: it may have expired, or its organiser may have deleted it.",
    ),
  notFound: () => new ApiError(404, "not_found", "There is nothing at this address of the vote service."),
  notOrganiser: () =>
    new ApiError(403, "not_organiser", "Only the poll's organiser can do this, and this link is not the organiser's."),
  notYourBallot: () =>
    new ApiError(
      403,
      "not_your_ballot",
      "This ballot was cast from another device or browser: only that one can change it.",
    ),
  closed: () => new ApiError(409, "poll_closed", "This poll has closed, so ballots can no longer be changed."),
  notClosed: () => new ApiError(409, "poll_open", "Results can be revealed only once the poll has closed."),
  /** @param {number} max */
  full: (max) =>
    new ApiError(409, "poll_full", `This poll already has ${formatCount(max)} ballots, as many as a poll can hold.`, {
      values: { limit: max },
    }),
  /** @param {number} retryAfterSeconds */
  rateLimited: (retryAfterSeconds) =>
    new ApiError(
      429,
      "too_many_requests",
      `Too many requests from your network. Try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? "second" : "seconds"}.`,
      { retryAfterSeconds, values: { retryAfterSeconds } },
    ),
  tooManyStreams: () =>
    new ApiError(
      429,
      "too_many_streams",
      "Too many live updates are open from your network. Close some tabs with polls, then reload this one.",
      { retryAfterSeconds: 30 },
    ),
  unavailable: () =>
    new ApiError(
      503,
      "unavailable",
      "Votes cannot be reached just now (the server cannot reach its database). Try again in a moment.",
      { retryAfterSeconds: 5 },
    ),
  starting: () =>
    new ApiError(503, "starting", "The vote service is starting. Try again in a few seconds.", {
      retryAfterSeconds: 2,
    }),
  internal: () => new ApiError(500, "internal_error", "Something went wrong on the server. Try again later."),
};
