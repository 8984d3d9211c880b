import { describe, expect, it } from "vitest";
import { wordResult, type ResultSentence } from "~/features/vote/domain/result-words";
import { countStar, explainStar, headlineStar } from "~/features/vote/domain/star-count";
import { createTieBreak } from "~/features/vote/domain/tie-break";
import { createI18n } from "~/i18n/runtime";

const english = createI18n("en", {});
const words = (sentences: readonly ResultSentence[]) => sentences.map((sentence) => wordResult(english, sentence));

const profile = (groups: [count: number, scores: number[]][]) =>
  groups.flatMap(([count, scores]) => Array.from({ length: count }, () => scores));
const noDraw = (n: number) =>
  createTieBreak(n, () => {
    throw new Error("This count should need no draw");
  });
const options = ["A", "B", "C", "D"];

describe("countStar", () => {
  it("lets the runoff overturn the score leader when more voters prefer the other finalist", () => {
    const scores = profile([
      [2, [5, 0, 1]],
      [3, [3, 4, 0]],
    ]);
    const result = countStar(scores, 3, noDraw(3));
    expect(result).toMatchObject({
      totals: [19, 12, 2],
      finalists: [0, 1],
      runoff: { first: 2, second: 3, equal: 0 },
      decidedBy: "preference",
      winner: 1,
    });
    expect(words(explainStar(result, options, 5))).toEqual([
      "Scoring round, stars in total from 5 ballots: A 19, B 12 and C 2.",
      "A and B, the two highest, go to the runoff.",
      "Runoff, ballots scoring each higher: A 2, B 3; scoring them the same: 0.",
      "More voters prefer B, so B wins.",
      "A has more stars in total, but more voters prefer B to A.",
    ]);
  });

  it("says one ballot as one ballot in the scoring round", () => {
    const result = countStar(profile([[1, [5, 3, 0, 0]]]), 4, noDraw(4));
    expect(words(explainStar(result, options, 1))[0]).toBe(
      "Scoring round, stars in total from 1 ballot: A 5, B 3, C 0 and D 0.",
    );
  });

  it("opens with the runoff's winner and how many voters gave it more stars", () => {
    const scores = profile([
      [2, [5, 0, 1]],
      [3, [3, 4, 0]],
    ]);
    const result = countStar(scores, 3, noDraw(3));
    expect(wordResult(english, headlineStar(result, options, 5))).toBe(
      "B won the runoff against A: 3 of 5 voters gave it more stars.",
    );
  });

  it("opens with the totals when the runoff was level, and with the draw only when both were level", () => {
    const byTotal = countStar(
      [
        [5, 0, 0],
        [0, 1, 0],
        [2, 2, 0],
      ],
      3,
      noDraw(3),
    );
    expect(wordResult(english, headlineStar(byTotal, options, 3))).toBe(
      "A won: its runoff against B was level, so the most stars in total decided, 7 to 3.",
    );
    const drawn = countStar(
      [
        [5, 4, 0],
        [4, 5, 0],
      ],
      3,
      createTieBreak(3, () => () => 0),
    );
    const [winner, other] = drawn.winner === 0 ? ["A", "B"] : ["B", "A"];
    expect(wordResult(english, headlineStar(drawn, options, 2))).toBe(
      `${winner} and ${other} tied in the runoff and in stars (9 each); a fair draw chose ${winner}.`,
    );
  });

  it("claims no tie after one ballot, though the draw filled the runoff's second place", () => {
    const result = countStar(
      [[5, 0, 0]],
      3,
      createTieBreak(3, () => () => 0),
    );
    expect(result.finalistsByDraw).toBe(true);
    const other = options[result.finalists[1]];
    expect(wordResult(english, headlineStar(result, options, 1))).toBe(
      `A won the runoff against ${other}: 1 of 1 voter gave it more stars.`,
    );
  });

  it("settles a level runoff by the higher total, then by the draw", () => {
    const byTotal = countStar(
      [
        [5, 0, 0],
        [0, 1, 0],
        [2, 2, 0],
      ],
      3,
      noDraw(3),
    );
    expect(byTotal).toMatchObject({ runoff: { first: 1, second: 1, equal: 1 }, decidedBy: "total", winner: 0 });
    expect(words(explainStar(byTotal, options, 3)).at(-1)).toBe(
      "As many prefer each, so A wins with more stars in total.",
    );
    const level = [
      [5, 4, 0],
      [4, 5, 0],
    ];
    expect(
      countStar(
        level,
        3,
        createTieBreak(3, () => () => 0),
      ).decidedBy,
    ).toBe("draw");
  });

  it("says which options were level for a finalist's place when the draw chose among them", () => {
    const scores = [[5, 2, 2, 2]];
    const result = countStar(
      scores,
      4,
      createTieBreak(4, () => () => 0),
    );
    expect(words(explainStar(result, options, 1))[1]).toBe(
      `B, C and D are level with 2 stars for a place in the runoff; the draw chose ${options[result.finalists[1]]}, so A and ${options[result.finalists[1]]} go to the runoff.`,
    );
  });

  it("draws nothing when the options level for the two places are just two", () => {
    const levelTotals = [
      [5, 0, 1],
      [1, 2, 0],
      [0, 4, 0],
    ];
    expect(countStar(levelTotals, 3, noDraw(3))).toMatchObject({
      totals: [6, 6, 1],
      finalistsByDraw: false,
      winner: 1,
    });
    expect(
      countStar(
        [[0, 0]],
        2,
        createTieBreak(2, () => () => 0),
      ),
    ).toMatchObject({ finalistsByDraw: false, decidedBy: "draw" });
  });
});
