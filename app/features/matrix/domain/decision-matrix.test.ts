import { describe, expect, it } from "vitest";
import { describeExplanation, joinList } from "~/features/matrix/components/matrix-words";
import { createI18n } from "~/i18n/runtime";
import {
  explainRanking,
  isTiedAtTop,
  type MatrixInput,
  normaliseScores,
  rankMatrix,
} from "~/features/matrix/domain/decision-matrix";
import { flats, ranked } from "~/test/flats-matrix";

const english = createI18n("en", {});

describe("normaliseScores", () => {
  it("reads the scale as (s − 1) / 4 and numbers min–max, the best being 1 whichever way is better", () => {
    expect(normaliseScores(flats).values).toEqual([
      [0.5, 1, 0.25],
      [1, 0.25, 0],
      [0, 0.75, 1],
    ]);
  });

  it("leaves out a criterion on which every option is equal, scale or numbers", () => {
    const equal: MatrixInput = {
      ...flats,
      scores: [
        [1000, 3, 60],
        [1000, 3, 50],
        [1000, 3, 90],
      ],
    };
    expect(normaliseScores(equal).counts).toEqual([false, false, true]);
  });
});

describe("rankMatrix", () => {
  it("ranks by weighted sum, in points out of 100, with each criterion's share of the bar", () => {
    const result = ranked(flats);
    expect(result.ranking.map(({ option }) => option)).toEqual([0, 1, 2]);
    expect(result.ranking.map(({ total }) => total)).toEqual([
      expect.closeTo(550 / 9, 10),
      expect.closeTo(475 / 9, 10),
      expect.closeTo(425 / 9, 10),
    ]);
    expect(result.ranking[0]?.parts).toEqual([
      expect.closeTo(200 / 9, 10),
      expect.closeTo(300 / 9, 10),
      expect.closeTo(50 / 9, 10),
    ]);
  });

  it("gives no ranking when no criterion matters at all", () => {
    const zero = { ...flats, criteria: flats.criteria.map((criterion) => ({ ...criterion, importance: 0 })) };
    expect(rankMatrix(zero)).toEqual({ status: "no-importance" });
  });

  it("gives no ranking when the only criteria that matter cannot tell the options apart", () => {
    const input: MatrixInput = {
      ...flats,
      criteria: flats.criteria.map((criterion, c) => ({ ...criterion, importance: c === 0 ? 5 : 0 })),
      scores: flats.scores.map((row) => [1000, ...row.slice(1)]),
    };
    expect(rankMatrix(input)).toEqual({ status: "no-information" });
  });

  it("an all-equal criterion does not change anyone's total", () => {
    const withEqual: MatrixInput = {
      options: flats.options,
      criteria: [...flats.criteria, { name: "Parking", kind: "scale", importance: 5 }],
      scores: flats.scores.map((row) => [...row, 3]),
    };
    expect(ranked(withEqual).ranking.map(({ total }) => total)).toEqual(
      ranked(flats).ranking.map(({ total }) => total),
    );
  });

  it("keeps entry order for equal totals and knows the top is tied", () => {
    const tie: MatrixInput = {
      options: ["A", "B", "C"],
      criteria: [{ name: "X", kind: "scale", importance: 3 }],
      scores: [[2], [4], [4]],
    };
    const result = ranked(tie);
    expect(result.ranking.map(({ option }) => option)).toEqual([1, 2, 0]);
    expect(isTiedAtTop(result.ranking)).toBe(true);
    expect(explainRanking(result)).toBeNull();
  });
});

describe("explainRanking", () => {
  it("splits the margin over the runner-up into the criteria that carried the winner and those the runner-up wins", () => {
    const explanation = explainRanking(ranked(flats));
    expect(explanation).toEqual({
      winner: 0,
      runnerUp: 1,
      margin: expect.closeTo(75 / 9, 10),
      carried: [
        { criterion: 1, points: expect.closeTo(225 / 9, 10) },
        { criterion: 2, points: expect.closeTo(50 / 9, 10) },
      ],
      runnerUpBetter: [{ criterion: 0, points: expect.closeTo(-200 / 9, 10) }],
    });
    // The gaps add up to the margin exactly: the explanation cannot name a criterion that did not count.
    const sum = [...explanation!.carried, ...explanation!.runnerUpBetter].reduce((total, gap) => total + gap.points, 0);
    expect(sum).toBeCloseTo(explanation!.margin, 10);
  });

  it("says it in sentences read off the numbers", () => {
    expect(describeExplanation(english, explainRanking(ranked(flats))!, flats.options, flats.criteria)).toEqual([
      "Old Town flat leads Harbour loft by 8.3 points out of 100.",
      "The lead comes from Light (25.0) and Size (5.6): points Old Town flat gains over Harbour loft.",
      "Harbour loft is better on Rent (22.2), but not by enough.",
    ]);
  });

  it("says so when the runner-up is better at nothing", () => {
    const input: MatrixInput = {
      ...flats,
      scores: [
        [900, 5, 90],
        [1200, 4, 60],
        [1500, 2, 50],
      ],
    };
    expect(describeExplanation(english, explainRanking(ranked(input))!, input.options, input.criteria)[2]).toBe(
      "Harbour loft is better than Old Town flat on no criterion.",
    );
  });
});

describe("joinList", () => {
  it("joins the way a sentence does", () => {
    expect(joinList(english, ["Rent"])).toBe("Rent");
    expect(joinList(english, ["Rent", "Light"])).toBe("Rent and Light");
    expect(joinList(english, ["Rent", "Light", "Size"])).toBe("Rent, Light and Size");
  });
});
