// The stored history both feed.mjs and history.mjs measure over.

/** @typedef {import("~/kernel/records/domain/decision-record").DecisionCategory} DecisionCategory */

/**
 * Stored history as the app keeps it: newest first, four modes, 2–7 choices, some mentioning pizza.
 *
 * @param {import("./benchmark").LoadAppModule} load
 * @param {number} count
 */
export async function createHistory(load, count) {
  const { createDecisionRecord } = /** @type {typeof import("~/kernel/records/domain/decision-record")} */ (
    await load("kernel/records/domain/decision-record.ts")
  );
  /** @type {DecisionCategory[]} */
  const categories = ["Quick Decision", "Weighted Decision", "AI Reasoned Decision", "Battle Royale"];
  const newest = Date.parse("2025-06-01T12:00:00.000Z");
  return Array.from({ length: count }, (_, index) => {
    const choices = Array.from({ length: 2 + (index % 6) }, (_, k) =>
      k === 0 && index % 9 === 0 ? `Pizza night ${index}` : `Option ${k + 1} of decision ${index}`,
    );
    // Indexes taken modulo the length are always in range.
    const category = /** @type {DecisionCategory} */ (categories[index % categories.length]);
    const result = /** @type {string} */ (choices[index % choices.length]);
    return createDecisionRecord({ choices, result, category }, new Date(newest - index * 37_000));
  });
}
