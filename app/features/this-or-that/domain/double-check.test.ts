import { describe, expect, it } from "vitest";
import { chooseCheckPairs, findContradictions } from "~/features/this-or-that/domain/double-check";
import type { Answer } from "~/kernel/pairs/domain/merge-insertion";
import { answerAll, byIndex, cities, inEnglish, plain } from "~/test/this-or-that-answers";

describe("double-check", () => {
  it("picks up to 5 pairs the ranking implies that were never asked, nearest first", () => {
    const { ranking, answers } = answerAll(10, byIndex, () => false);
    const pairs = chooseCheckPairs(ranking, answers);
    expect(pairs).toHaveLength(5);
    for (const { upper, lower } of pairs) {
      expect(ranking.indexOf(upper)).toBeLessThan(ranking.indexOf(lower));
      expect(
        answers.some(
          (a) => (a.preferred === upper && a.other === lower) || (a.preferred === lower && a.other === upper),
        ),
      ).toBe(false);
    }
    expect(new Set(pairs.map(({ upper, lower }) => `${upper}:${lower}`)).size).toBe(5);
  });

  it("has nothing to check when every pair was asked", () => {
    expect(chooseCheckPairs([0, 1], [{ preferred: 0, other: 1, byChance: false }])).toEqual([]);
  });

  it("reports an answer against the ranking with the answers the ranking came from", () => {
    const answers: Answer[] = [
      { preferred: 0, other: 1, byChance: false },
      { preferred: 1, other: 2, byChance: true },
    ];
    const pairs = chooseCheckPairs([0, 1, 2], answers);
    expect(pairs).toEqual([{ upper: 0, lower: 2 }]);
    expect(findContradictions(cities, pairs, [2], answers).map((sentence) => plain(inEnglish(sentence)))).toEqual([
      "Now you preferred Madrid to Lisbon, but the ranking puts Lisbon above because you preferred Lisbon to Porto and a draw put Porto above Madrid.",
    ]);
    expect(findContradictions(cities, pairs, [0], answers)).toEqual([]);
    expect(findContradictions(cities, pairs, [null], answers)).toEqual([]);
  });
});
