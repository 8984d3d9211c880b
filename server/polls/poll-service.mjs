// What the vote API decides: who may do what to a poll, and which error a person sees when it cannot be done. It
// reads its input through validation.mjs and keeps polls through the repository; it never sees what a poll says.
import { createBallotBatches } from "./ballot-batches.mjs";
import { errors, invalidReasons } from "./errors.mjs";
import { hashToken, isIdentifier, newPollId, tokenMatches } from "./identifiers.mjs";
import { limits as defaultLimits } from "./limits.mjs";
import { readBallot, readNewPoll, readReveal } from "./validation.mjs";

/** @typedef {import("#server/db/polls-repository").PollsRepository} PollsRepository */
/** @typedef {import("#server/db/polls-repository").PollRecord} PollRecord */

/**
 * @param {{ repository: PollsRepository, limits?: typeof defaultLimits, now?: () => number }} options
 */
export function createPollService({ repository, limits = defaultLimits, now = Date.now }) {
  /**
   * Compares against the organiser's stored hash; a missing or malformed token matches nothing.
   *
   * @param {string | null} token
   */
  const organiser = (token) => (/** @type {Uint8Array} */ storedHash) =>
    token !== null && tokenMatches(storedHash, token);

  const ballotBatches = createBallotBatches((pollId, ballots) =>
    repository.putBallots({ pollId, ballots, maxBallots: limits.ballotsPerPoll }),
  );

  /** @param {string} pollId */
  const requirePollId = (pollId) => {
    // An id of another form cannot name a poll.
    if (!isIdentifier(pollId)) throw errors.pollNotFound();
  };

  return {
    /**
     * @param {unknown} body
     * @returns {Promise<PollRecord>}
     */
    async createPoll(body) {
      const { ciphertext, organiserToken, closesAt, keepDays } = readNewPoll(body, now());
      return repository.insertPoll({
        id: newPollId(),
        ciphertext,
        organiserTokenHash: hashToken(organiserToken),
        closesAt,
        keepDays,
      });
    },

    /**
     * @param {string} pollId
     * @param {number} sinceRevision
     * @returns {Promise<PollRecord>}
     */
    async getPoll(pollId, sinceRevision) {
      requirePollId(pollId);
      const poll = await repository.findPoll(pollId, sinceRevision);
      if (!poll) throw errors.pollNotFound();
      return poll;
    },

    /**
     * @param {string} pollId
     * @param {string} ballotId
     * @param {unknown} body
     * @returns {Promise<{ created: boolean, ballotCount: number, revision: number }>}
     */
    async putBallot(pollId, ballotId, body) {
      requirePollId(pollId);
      if (!isIdentifier(ballotId)) {
        throw errors.invalid(
          invalidReasons.ballotIdMalformed,
          "The ballot id must be at least 16 random bytes as base64url (22 to 64 characters).",
        );
      }
      const { ciphertext, token } = readBallot(body);
      const result = await ballotBatches.put(pollId, {
        ballotId,
        tokenHash: hashToken(token),
        ciphertext,
        authorize: (storedHash) => tokenMatches(storedHash, token),
      });
      switch (result.outcome) {
        case "missing":
          throw errors.pollNotFound();
        case "closed":
          throw errors.closed();
        case "forbidden":
          throw errors.notYourBallot();
        case "full":
          throw errors.full(limits.ballotsPerPoll);
        default: {
          const { ballotCount, revision } = result;
          return { created: result.outcome === "created", ballotCount, revision };
        }
      }
    },

    /**
     * @param {string} pollId
     * @param {string | null} organiserToken
     * @returns {Promise<PollRecord>}
     */
    async closePoll(pollId, organiserToken) {
      requirePollId(pollId);
      const result = await repository.closePoll({ pollId, authorize: organiser(organiserToken) });
      if (result.outcome === "missing") throw errors.pollNotFound();
      if (result.outcome === "forbidden") throw errors.notOrganiser();
      return result.poll;
    },

    /**
     * @param {string} pollId
     * @param {string | null} organiserToken
     * @param {unknown} body
     * @returns {Promise<PollRecord>}
     */
    async revealPoll(pollId, organiserToken, body) {
      requirePollId(pollId);
      const { ciphertext } = readReveal(body);
      const result = await repository.revealPoll({ pollId, authorize: organiser(organiserToken), ciphertext });
      if (result.outcome === "missing") throw errors.pollNotFound();
      if (result.outcome === "forbidden") throw errors.notOrganiser();
      if (result.outcome === "open") throw errors.notClosed();
      return result.poll;
    },

    /**
     * @param {string} pollId
     * @param {string | null} organiserToken
     */
    async deletePoll(pollId, organiserToken) {
      requirePollId(pollId);
      const result = await repository.deletePoll({ pollId, authorize: organiser(organiserToken) });
      if (result.outcome === "missing") throw errors.pollNotFound();
      if (result.outcome === "forbidden") throw errors.notOrganiser();
    },
  };
}

/** @typedef {ReturnType<typeof createPollService>} PollService */
