// Group commit for ballots. Most of the cost of writing a ballot is its transaction's commit, and every ballot of
// a poll waits for the poll's row lock, so one transaction per ballot caps a busy poll at a few hundred ballots a
// second. Here the ballots of a poll that arrive while its last batch is being written wait, and are written
// together in the next transaction: alone, a ballot is written at once; under load, each commit carries many.
// A ballot is answered only once its batch has committed.

/** @typedef {import("#server/db/polls-repository").BallotWrite} BallotWrite */
/** @typedef {import("#server/db/polls-repository").BallotOutcome} BallotOutcome */

/**
 * @typedef {object} Waiting
 * @property {BallotWrite} ballot
 * @property {(outcome: BallotOutcome) => void} resolve
 * @property {(error: unknown) => void} reject
 */

/**
 * @param {(pollId: string, ballots: BallotWrite[]) => Promise<BallotOutcome[]>} writeBatch writes the ballots in one
 *   transaction, answering one outcome for each, in order
 * @param {{ maxBatch?: number }} [options] `maxBatch`: the most ballots one transaction writes
 */
export function createBallotBatches(writeBatch, { maxBatch = 500 } = {}) {
  /** @type {Map<string, Waiting[]>} the ballots waiting for each poll that has a batch being written */
  const queues = new Map();

  /**
   * @param {string} pollId
   * @param {Waiting[]} queue
   */
  async function writeWaiting(pollId, queue) {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        const outcomes = await writeBatch(
          pollId,
          batch.map((waiting) => waiting.ballot),
        );
        batch.forEach((waiting, index) => waiting.resolve(/** @type {BallotOutcome} */ (outcomes[index])));
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    queues.delete(pollId);
  }

  return {
    /**
     * Writes the ballot with the others waiting for its poll.
     *
     * @param {string} pollId
     * @param {BallotWrite} ballot
     * @returns {Promise<BallotOutcome>}
     */
    put(pollId, ballot) {
      return new Promise((resolve, reject) => {
        const queue = queues.get(pollId);
        if (queue) {
          queue.push({ ballot, resolve, reject });
          return;
        }
        const started = [{ ballot, resolve, reject }];
        queues.set(pollId, started);
        void writeWaiting(pollId, started);
      });
    },
  };
}
