import { describe, expect, it } from "vitest";
import { mergeInsertionStep, type Answer } from "~/features/this-or-that/domain/merge-insertion";
import {
  chooseCheckPairs,
  explainRanking,
  findContradictions,
  findDrawnPlaces,
  findOptionsProblem,
} from "~/features/this-or-that/domain/this-or-that";

/** Runs the sort to the end, each answer from `prefers`; `drawn` pairs are marked as settled by a draw. */
function answerAll(
  count: number,
  prefers: (a: number, b: number) => boolean,
  drawn: (a: number, b: number) => boolean,
) {
  const answers: Answer[] = [];
  for (;;) {
    const step = mergeInsertionStep(count, answers);
    if (step.status === "done") return { ranking: step.ranking, answers };
    if (step.status === "mismatch") throw new Error("mismatch");
    const [x, y] = step.pair;
    const xPreferred = prefers(x, y);
    answers.push({ preferred: xPreferred ? x : y, other: xPreferred ? y : x, byChance: drawn(x, y) });
  }
}

const cities = ["Lisbon", "Porto", "Madrid", "Faro", "Braga"];
const byIndex = (a: number, b: number) => a < b;

describe("findOptionsProblem", () => {
  it("accepts 2 to 100 distinct options", () => {
    expect(findOptionsProblem(["a", "b"])).toBeNull();
    expect(findOptionsProblem(Array.from({ length: 100 }, (_, i) => `Option ${i}`))).toBeNull();
  });

  it("names what is wrong: too few, too many, too long, the same option twice whatever its capitals", () => {
    expect(findOptionsProblem(["a"])).toBe("Enter at least two options to compare.");
    expect(findOptionsProblem(Array.from({ length: 101 }, (_, i) => `Option ${i}`))).toBe(
      "This or That ranks up to 100 options; this list has 101. Remove 1 to start.",
    );
    expect(findOptionsProblem(["a", "x".repeat(201)])).toBe(
      "Option 2 has 201 characters: keep each option to 200 so it fits on its button.",
    );
    expect(findOptionsProblem(["a", "😀".repeat(200)])).toBeNull();
    expect(findOptionsProblem(["Lisbon", "Porto", "lisbon"])).toBe(
      "“Lisbon” and “lisbon” appear more than once (capital letters do not count as a difference). Keep each option once so every answer is clear.",
    );
    expect(findOptionsProblem(["Porto", "Porto"])).toMatch(/^“Porto” appears more than once/);
  });
});

describe("explainRanking", () => {
  it("says only what was answered directly, and calls the rest inferred", () => {
    const { ranking, answers } = answerAll(5, byIndex, () => false);
    expect(ranking).toEqual([0, 1, 2, 3, 4]);
    const places = explainRanking(cities, ranking, answers);
    for (const [place, { option, sentences }] of places.entries()) {
      const text = sentences.join(" ");
      const direct = answers.filter((answer) => answer.preferred === option).map((answer) => cities[answer.other]);
      const preferredSentence = sentences.find((sentence) => sentence.startsWith(`You preferred ${cities[option]} `));
      expect(preferredSentence === undefined).toBe(direct.length === 0);
      for (const name of direct) expect(preferredSentence).toContain(`to ${name}`);
      // Every option below is named once: directly preferred or by inference.
      for (const other of ranking.slice(place + 1)) expect(text).toContain(cities[other] as string);
      for (const other of ranking.filter((other) => !direct.includes(cities[other]))) {
        expect(preferredSentence ?? "").not.toContain(`to ${cities[other]}`);
      }
    }
    expect(places.at(-1)?.sentences).toEqual(["Ranked last: every other option is above it."]);
    expect(places.some(({ aboveNextByChance }) => aboveNextByChance)).toBe(false);
  });

  it("names direct answers in ranking order, “to A and to B”, and gives an inference with the answers it comes from", () => {
    const answers: Answer[] = [
      { preferred: 0, other: 1, byChance: false },
      { preferred: 0, other: 2, byChance: false },
      { preferred: 1, other: 3, byChance: false },
      { preferred: 2, other: 1, byChance: false },
    ];
    const [first] = explainRanking(cities.slice(0, 4), [0, 2, 1, 3], answers);
    expect(first?.sentences).toEqual([
      "You preferred Lisbon to Madrid and to Porto.",
      "Above Faro by inference from your other answers (for example, you preferred Lisbon to Porto and you preferred Porto to Faro).",
    ]);
  });

  it("remembers which places were settled by a draw, and says so", () => {
    // Every answer between Lisbon and Porto is a draw; Lisbon wins it.
    const drawn = (a: number, b: number) => Math.min(a, b) === 0 && Math.max(a, b) === 1;
    const { ranking, answers } = answerAll(3, byIndex, drawn);
    const places = explainRanking(cities.slice(0, 3), ranking, answers);
    expect(places[0]).toMatchObject({ option: 0, aboveNextByChance: true });
    expect(places[0]?.sentences).toContain(
      "You could not choose between Lisbon and Porto: a fair draw put Lisbon above.",
    );
    expect(places[1]?.aboveNextByChance).toBe(false);
    expect(findDrawnPlaces(ranking, answers)).toEqual([1]);
    expect(places.flatMap((place, index) => (place.aboveNextByChance ? [index + 1] : []))).toEqual([1]);
  });
});

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
    expect(findContradictions(cities, pairs, [2], answers)).toEqual([
      "Now you preferred Madrid to Lisbon, but the ranking puts Lisbon above because you preferred Lisbon to Porto and a draw put Porto above Madrid.",
    ]);
    expect(findContradictions(cities, pairs, [0], answers)).toEqual([]);
    expect(findContradictions(cities, pairs, [null], answers)).toEqual([]);
  });
});
