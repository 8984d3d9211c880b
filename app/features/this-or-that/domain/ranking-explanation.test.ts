import { describe, expect, it } from "vitest";
import type { Answer } from "~/kernel/pairs/domain/merge-insertion";
import { explainRanking, findDrawnPlaces } from "~/features/this-or-that/domain/ranking-explanation";
import { answerAll, byIndex, cities, inEnglish, plain } from "~/test/this-or-that-answers";

describe("explainRanking", () => {
  it("says only what was answered directly, and calls the rest inferred", () => {
    const { ranking, answers } = answerAll(5, byIndex, () => false);
    expect(ranking).toEqual([0, 1, 2, 3, 4]);
    const places = explainRanking(cities, ranking, answers);
    for (const [place, { option, sentences: said }] of places.entries()) {
      const sentences = said.map((sentence) => plain(inEnglish(sentence)));
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
    expect(places.at(-1)?.sentences.map(inEnglish)).toEqual(["Ranked last: every other option is above it."]);
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
    // Each name set apart from the sentence, so that a right-to-left name reads in its own direction.
    expect(inEnglish(first?.sentences[0] as never)).toBe(
      "You preferred \u2068Lisbon\u2069 to \u2068Madrid\u2069 and to \u2068Porto\u2069.",
    );
    expect(first?.sentences.map((sentence) => plain(inEnglish(sentence)))).toEqual([
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
    expect(places[0]?.sentences.map((sentence) => plain(inEnglish(sentence)))).toContain(
      "You could not choose between Lisbon and Porto: a fair draw put Lisbon above.",
    );
    expect(places[1]?.aboveNextByChance).toBe(false);
    expect(findDrawnPlaces(ranking, answers)).toEqual([1]);
    expect(places.flatMap((place, index) => (place.aboveNextByChance ? [index + 1] : []))).toEqual([1]);
  });

  it("says an option is above another partly by chance when every way there goes through a draw, with one", () => {
    const answers: Answer[] = [
      { preferred: 0, other: 1, byChance: false },
      { preferred: 1, other: 2, byChance: true },
    ];
    const [first] = explainRanking(cities.slice(0, 3), [0, 1, 2], answers);
    expect(first?.sentences.map((sentence) => plain(inEnglish(sentence)))).toEqual([
      "You preferred Lisbon to Porto.",
      "Above Madrid partly by chance, through a draw where you could not choose (for example, you preferred Lisbon to Porto and a draw put Porto above Madrid).",
    ]);
  });
});
