// This or That at 100 options: what one answer costs the page.

/**
 * @param {import("./benchmark").LoadAppModule} load
 * @returns {Promise<import("./benchmark").BenchmarkSet>}
 */
export async function setUp(load) {
  const { mergeInsertionStep } = /** @type {typeof import("~/kernel/pairs/domain/merge-insertion")} */ (
    await load("kernel/pairs/domain/merge-insertion.ts")
  );
  const { explainRanking } = /** @type {typeof import("~/features/this-or-that/domain/ranking-explanation")} */ (
    await load("features/this-or-that/domain/ranking-explanation.ts")
  );
  const { chooseCheckPairs } = /** @type {typeof import("~/features/this-or-that/domain/double-check")} */ (
    await load("features/this-or-that/domain/double-check.ts")
  );
  const { restoreProgress } = /** @type {typeof import("~/features/this-or-that/storage/this-or-that-progress")} */ (
    await load("features/this-or-that/storage/this-or-that-progress.ts")
  );

  /**
   * This or That with 100 options, answered to the end in a fixed order: the answers, and the stored progress
   * after each of them as the page writes it.
   */
  function rankHundred() {
    const options = Array.from({ length: 100 }, (_, index) => `Option ${index + 1}`);
    // A fixed scramble of the true order, so the questions are those of a real ranking.
    const score = options.map((_, index) => (index * 37) % 101);
    /** @type {import("~/kernel/pairs/domain/merge-insertion").Answer[]} */
    const answers = [];
    /** @type {string[]} */
    const stored = [];
    for (;;) {
      const step = mergeInsertionStep(options.length, answers);
      if (step.status !== "asking") return stored;
      const [x, y] = step.pair;
      const xPreferred = /** @type {number} */ (score[x]) > /** @type {number} */ (score[y]);
      answers.push({ preferred: xPreferred ? x : y, other: xPreferred ? y : x, byChance: false });
      stored.push(JSON.stringify({ options, answers, checks: null, recorded: false }));
    }
  }
  const rankingProgress = rankHundred();

  /**
   * What one answer costs the page: the stored progress read back (restore on read replays every answer), the
   * next step replayed, and on the last answer the ranking explained and the double-check pairs chosen.
   *
   * @param {string} raw
   */
  function answerWork(raw) {
    const { progress } = restoreProgress(raw);
    if (!progress) throw new Error("The stored progress did not restore");
    const step = mergeInsertionStep(progress.options.length, progress.answers);
    if (step.status !== "done") return step;
    return [
      explainRanking(progress.options, step.ranking, progress.answers),
      chooseCheckPairs(step.ranking, progress.answers),
    ];
  }

  return {
    benchmarks: [
      [
        `This or That, 100 options: the next-to-last of ${rankingProgress.length} answers (restore, replay, next pair)`,
        () => answerWork(/** @type {string} */ (rankingProgress.at(-2))),
      ],
      [
        "This or That, 100 options: the last answer (restore, replay, ranking explained, double-check pairs)",
        () => answerWork(/** @type {string} */ (rankingProgress.at(-1))),
      ],
    ],
  };
}
