import { describe, expect, it } from "vitest";
import { createBallotBatches } from "./ballot-batches.mjs";

/** @typedef {import("#server/db/polls-repository").BallotWrite} BallotWrite */

const ballot = (/** @type {string} */ ballotId) => ({
  ballotId,
  tokenHash: new Uint8Array(32),
  ciphertext: "Y2lwaGVy",
  authorize: () => true,
});

/**
 * A batch writer whose transactions finish when the test says, recording what each one held.
 */
function heldWriter() {
  /** @type {{ pollId: string, ids: string[], finish: (error?: Error) => void }[]} */
  const transactions = [];
  /** @type {(pollId: string, ballots: BallotWrite[]) => Promise<import("#server/db/polls-repository").BallotOutcome[]>} */
  const writeBatch = (pollId, ballots) =>
    new Promise((resolve, reject) => {
      transactions.push({
        pollId,
        ids: ballots.map((written) => written.ballotId),
        finish: (error) =>
          error
            ? reject(error)
            : resolve(ballots.map((_, index) => ({ outcome: "created", ballotCount: index + 1, revision: index + 1 }))),
      });
    });
  /**
   * Ends the `index`th transaction, with an error or else with every ballot created.
   *
   * @param {number} index
   * @param {Error} [error]
   */
  const finish = (index, error) => {
    const transaction = transactions[index];
    if (!transaction) throw new Error(`There is no transaction ${index} yet.`);
    transaction.finish(error);
  };
  return { transactions, writeBatch, finish };
}

describe("ballot batches", () => {
  it("writes a ballot alone at once, and those arriving meanwhile together in the next transaction", async () => {
    const { transactions, writeBatch, finish } = heldWriter();
    const batches = createBallotBatches(writeBatch);
    const first = batches.put("poll", ballot("a"));
    expect(transactions.map((transaction) => transaction.ids)).toEqual([["a"]]);
    const waiting = ["b", "c", "d"].map((id) => batches.put("poll", ballot(id)));
    expect(transactions).toHaveLength(1);

    finish(0);
    expect(await first).toEqual({ outcome: "created", ballotCount: 1, revision: 1 });
    await Promise.resolve();
    expect(transactions.map((transaction) => transaction.ids)).toEqual([["a"], ["b", "c", "d"]]);
    finish(1);
    expect(await Promise.all(waiting)).toEqual(
      [1, 2, 3].map((n) => ({ outcome: "created", ballotCount: n, revision: n })),
    );
  });

  it("keeps each poll's ballots to its own transactions, and never more than the most a batch holds", async () => {
    const { transactions, writeBatch, finish } = heldWriter();
    const batches = createBallotBatches(writeBatch, { maxBatch: 2 });
    const answers = [batches.put("one", ballot("a")), batches.put("two", ballot("x"))];
    answers.push(...["b", "c", "d"].map((id) => batches.put("one", ballot(id))));
    expect(transactions.map(({ pollId, ids }) => `${pollId}: ${ids}`)).toEqual(["one: a", "two: x"]);
    finish(0);
    await answers[0];
    await Promise.resolve();
    expect(transactions.map(({ pollId, ids }) => `${pollId}: ${ids}`)).toEqual(["one: a", "two: x", "one: b,c"]);
    finish(2);
    await answers[2];
    await Promise.resolve();
    expect(transactions.at(-1)?.ids).toEqual(["d"]);
  });

  it("fails only the ballots of a transaction that failed, and goes on with the next", async () => {
    const { transactions, writeBatch, finish } = heldWriter();
    const batches = createBallotBatches(writeBatch);
    const first = batches.put("poll", ballot("a"));
    const second = batches.put("poll", ballot("b"));
    finish(0, new Error("database unreachable"));
    await expect(first).rejects.toThrow("database unreachable");
    await Promise.resolve();
    finish(1);
    await expect(second).resolves.toMatchObject({ outcome: "created" });
    const later = batches.put("poll", ballot("c"));
    expect(transactions).toHaveLength(3);
    finish(2);
    await expect(later).resolves.toMatchObject({ outcome: "created" });
  });
});
