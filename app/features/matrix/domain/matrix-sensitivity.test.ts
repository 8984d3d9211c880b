import { describe, expect, it } from "vitest";
import { describeRobustness, describeSensitivity } from "~/features/matrix/components/matrix-words";
import { createI18n } from "~/i18n/runtime";
import { type MatrixCriterion, type MatrixInput, rankMatrix } from "~/features/matrix/domain/decision-matrix";
import { analyseSensitivity, countRobustWins } from "~/features/matrix/domain/matrix-sensitivity";
import type { IndexDraw } from "~/kernel/random/domain/random";
import { flats, ranked } from "~/test/flats-matrix";

const english = createI18n("en", {});

const withImportance = (input: MatrixInput, criterion: number, importance: number): MatrixInput => ({
  ...input,
  criteria: input.criteria.map((item, c) => (c === criterion ? { ...item, importance } : item)),
});

const winnerOf = (input: MatrixInput) => ranked(input).ranking[0]?.option;

describe("analyseSensitivity", () => {
  it("solves each criterion's crossings by hand-checked numbers", () => {
    // Rent: against Garden 0.5·w − 0.75 > 0 → w > 1.5; against Harbour 2.75 − 0.5·w > 0 → w < 5.5.
    // Light: against Harbour 0.75·w − 1.5 > 0 → w > 2; against Garden 0.5 + 0.25·w, never crosses above 0.
    // Size: against Garden 2.75 − 0.75·w > 0 → w < 11/3; against Harbour 0.25 + 0.25·w, never crosses.
    expect(analyseSensitivity(ranked(flats), flats.criteria)).toEqual([
      {
        criterion: 0,
        current: 4,
        counts: true,
        lower: { importance: 1.5, overtaker: 2 },
        upper: { importance: 5.5, overtaker: 1 },
      },
      { criterion: 1, current: 3, counts: true, lower: { importance: 2, overtaker: 1 }, upper: null },
      {
        criterion: 2,
        current: 2,
        counts: true,
        lower: null,
        upper: { importance: expect.closeTo(11 / 3, 12), overtaker: 2 },
      },
    ]);
  });

  it("puts it in words, rounding each bound outwards so every sentence stays true", () => {
    const sensitivities = analyseSensitivity(ranked(flats), flats.criteria);
    expect(sensitivities.map((item) => describeSensitivity(english, item, flats.options, flats.criteria, 0))).toEqual([
      "Rent would have to matter less than 1.5 for Garden house to win.",
      "Light would have to matter less than 2 for Harbour loft to win.",
      "Size would have to matter more than 3.6 for Garden house to win.",
    ]);
  });

  it("says a crossing right at the top of the scale is a tie there, not that the winner stays first", () => {
    // Alpha: Winner 5, Other 1 at importance 5; Beta: Winner 1, Other 5. Values 1/0 and 0/1: the lead is
    // 5 − w_Beta, gone exactly at Beta 5.
    const input: MatrixInput = {
      options: ["Winner", "Other"],
      criteria: [
        { name: "Alpha", kind: "scale", importance: 5 },
        { name: "Beta", kind: "scale", importance: 4 },
      ],
      scores: [
        [5, 1],
        [1, 5],
      ],
    };
    const beta = analyseSensitivity(ranked(input), input.criteria)[1]!;
    expect(beta.upper).toEqual({ importance: 5, overtaker: 1 });
    expect(describeSensitivity(english, beta, input.options, input.criteria, 0)).toBe(
      "Winner stays first while Beta matters less than 5; at 5, Other ties with it.",
    );
    const tied = rankMatrix(withImportance(input, 1, 5));
    expect(tied.status === "ranked" && tied.ranking.map(({ total }) => total)).toEqual([50, 50]);
  });

  it("says a criterion on which every option is equal changes nothing", () => {
    const input: MatrixInput = {
      options: flats.options,
      criteria: [...flats.criteria, { name: "Parking", kind: "scale", importance: 1 }],
      scores: flats.scores.map((row) => [...row, 2]),
    };
    const parking = analyseSensitivity(ranked(input), input.criteria)[3]!;
    expect(parking).toMatchObject({ counts: false, lower: null, upper: null });
    expect(describeSensitivity(english, parking, input.options, input.criteria, 0)).toBe(
      "Parking changes nothing at any importance: every option is equal on it.",
    );
  });

  it("just inside each bound the winner stays first; just beyond it the named option wins (random matrices)", () => {
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let trial = 0; trial < 300; trial++) {
      const optionCount = 2 + Math.floor(next() * 6);
      const criterionCount = 1 + Math.floor(next() * 5);
      const input: MatrixInput = {
        options: Array.from({ length: optionCount }, (_, i) => `O${i}`),
        criteria: Array.from({ length: criterionCount }, (_, c): MatrixCriterion => ({
          name: `C${c}`,
          kind: "higher",
          importance: 1 + Math.floor(next() * 5),
        })),
        scores: Array.from({ length: optionCount }, () => Array.from({ length: criterionCount }, () => next() * 100)),
      };
      const result = ranked(input);
      const winner = result.ranking[0]!.option;
      for (const { criterion, lower, upper } of analyseSensitivity(result, input.criteria)) {
        const step = 1e-6;
        if (lower && lower.importance > step) {
          expect(winnerOf(withImportance(input, criterion, lower.importance + step))).toBe(winner);
          expect(winnerOf(withImportance(input, criterion, lower.importance - step))).toBe(lower.overtaker);
        } else {
          expect(winnerOf(withImportance(input, criterion, step))).toBe(winner);
        }
        if (upper) {
          expect(winnerOf(withImportance(input, criterion, upper.importance - step))).toBe(winner);
          expect(winnerOf(withImportance(input, criterion, upper.importance + step))).toBe(upper.overtaker);
        } else {
          expect(winnerOf(withImportance(input, criterion, 1e6))).toBe(winner);
        }
      }
    }
  });
});

describe("countRobustWins", () => {
  it("counts exactly the variations the winner stays strictly first in: all 27 of three criteria, enumerated", () => {
    // Variation v moves criterion c by digit c of v in base 3, minus 1: the 27 variations are every combination once.
    let call = 0;
    const enumerate: IndexDraw = (n) => {
      expect(n).toBe(3);
      const variation = Math.floor(call / 3);
      const criterion = call % 3;
      call++;
      return Math.floor(variation / 3 ** criterion) % 3;
    };
    let expected = 0;
    for (let v = 0; v < 27; v++) {
      const moved: MatrixInput = {
        ...flats,
        criteria: flats.criteria.map((item, c) => ({
          ...item,
          importance: Math.min(5, Math.max(0, item.importance + (Math.floor(v / 3 ** c) % 3) - 1)),
        })),
      };
      const result = rankMatrix(moved);
      if (
        result.status === "ranked" &&
        result.ranking[0]!.option === 0 &&
        result.ranking[0]!.total > result.ranking[1]!.total + 1e-9
      ) {
        expected++;
      }
    }
    expect(countRobustWins(ranked(flats), flats.criteria, 27, enumerate)).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(27);
  });

  it("draws one step per criterion per variation from D1's generator by default", () => {
    const wins = countRobustWins(ranked(flats), flats.criteria);
    expect(wins).toBeGreaterThan(0);
    expect(wins).toBeLessThanOrEqual(10_000);
  });

  it("says the share in words, never rounding up to 100%", () => {
    expect(describeRobustness(english, 8_736, 10_000, "Old Town flat")).toBe(
      "Old Town flat wins in 87% of variations (8,736 of 10,000), each importance moved at random by up to one step.",
    );
    expect(describeRobustness(english, 9_999, 10_000, "A")).toContain("wins in 99% of variations");
  });

  it("says when the share is close to a coin flip, or worse, and only then", () => {
    const coinFlip =
      "That is close to a coin flip: when the importances move a little, A is about as likely to be caught up as to stay ahead.";
    const worse = "When the importances move a little, A is more likely to be caught up than to stay ahead.";
    const said = (wins: number) => describeRobustness(english, wins, 10_000, "A").split("step. ")[1] ?? "";
    expect(said(5_200)).toBe(coinFlip);
    expect(said(4_000)).toBe(coinFlip);
    expect(said(5_999)).toBe(coinFlip);
    expect(said(3_999)).toBe(worse);
    expect(said(0)).toBe(worse);
    expect(said(6_000)).toBe("");
    expect(said(10_000)).toBe("");
  });
});
