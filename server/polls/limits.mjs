// The vote API's limits, in one place: the routes, the validation, the tests and docs/vote-api.md use these.

export const limits = {
  /** Request bodies, in bytes. */
  pollBodyBytes: 64 * 1024,
  ballotBodyBytes: 16 * 1024,
  revealBodyBytes: 2 * 1024 * 1024,
  /** A request body must arrive whole within this many seconds (a 2 MiB reveal at 70 KB/s), or it is refused. */
  bodySeconds: 30,
  /** Ciphertexts, in base64url characters (4 for every 3 bytes). */
  pollCiphertextChars: 60_000,
  ballotCiphertextChars: 12_000,
  revealCiphertextChars: 2_000_000,
  /** Ballots one poll can hold. */
  ballotsPerPoll: 1_000,
  /** How long a poll is kept after closing, in days, and the default. */
  keepDaysMin: 1,
  keepDaysMax: 365,
  keepDaysDefault: 30,
  /** A poll's closing time is at most this far ahead, in days; no poll is kept longer after it was made. */
  lifetimeDaysMax: 365,
};

/**
 * Requests one address may make, as token buckets: `burst` at once, then `perSecond`. Kept in memory only.
 *
 * @typedef {{ burst: number, perSecond: number }} Rate
 * @typedef {{ requests: Rate, pollCreations: Rate, streamsPerAddress: number }} RateLimits
 */

/** @type {RateLimits} */
export const defaultRateLimits = {
  // Every API request, a live-update stream opened included. Generous for a group behind one address (a school or
  // an office): 600 at once, then 10 a second.
  requests: { burst: 600, perSecond: 10 },
  // Making polls: 20 at once, then one every 30 seconds (120 an hour).
  pollCreations: { burst: 20, perSecond: 1 / 30 },
  // Live-update streams open at the same time from one address.
  streamsPerAddress: 500,
};
