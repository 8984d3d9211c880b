// Every error the vote API answers with: a status, a stable code for the browser's logic, and a message a person
// can read, which the browser shows as it is (docs/vote-api.md lists them all).

export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {{ retryAfterSeconds?: number }} [options]
   */
  constructor(status, code, message, { retryAfterSeconds } = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** @param {number} n */
const formatCount = (n) => n.toLocaleString("en-GB");

/** @param {number} bytes */
const formatSize = (bytes) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`);

export const errors = {
  /** @param {string} message */
  invalid: (message) => new ApiError(400, "invalid_request", message),
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
    ),
  /** @param {string} what @param {number} maxBytes */
  tooLarge: (what, maxBytes) =>
    new ApiError(413, "too_large", `This ${what} is too large: the limit is ${formatSize(maxBytes)}.`),
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
    new ApiError(409, "poll_full", `This poll already has ${formatCount(max)} ballots, as many as a poll can hold.`),
  /** @param {number} retryAfterSeconds */
  rateLimited: (retryAfterSeconds) =>
    new ApiError(
      429,
      "too_many_requests",
      `Too many requests from your network. Try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? "second" : "seconds"}.`,
      { retryAfterSeconds },
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
