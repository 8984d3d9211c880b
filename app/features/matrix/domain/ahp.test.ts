import { describe, expect, it } from "vitest";
import { describeJudgement, describeJudgementChoice } from "~/features/matrix/components/matrix-words";
import { createI18n } from "~/i18n/runtime";
import {
  analyseComparisons,
  comparisonMatrix,
  consistencyThreshold,
  formatConsistencyRatio,
  judgementRatio,
  nearestJudgement,
  suggestJudgement,
  weightsToImportance,
} from "~/features/matrix/domain/ahp";

const english = createI18n("en", {});

const toThree = (value: number) => Number(value.toFixed(3));

describe("analyseComparisons against a published worked example", () => {
  // T. L. Saaty, "How to make a decision: The analytic hierarchy process", European Journal of Operational
  // Research 48 (1990) 9–26, Table 2 (the family buying a house): eight criteria — size of house, transportation,
  // neighbourhood, age of house, yard space, modern facilities, general condition, financing. The paper prints
  // the priority vector .173 .054 .188 .018 .031 .036 .167 .333, λmax = 9.669, C.I. = 0.238, C.R. = 0.169.
  const house = [
    [1, 5, 3, 7, 6, 6, 1 / 3, 1 / 4],
    [1 / 5, 1, 1 / 3, 5, 3, 3, 1 / 5, 1 / 7],
    [1 / 3, 3, 1, 6, 3, 4, 6, 1 / 5],
    [1 / 7, 1 / 5, 1 / 6, 1, 1 / 3, 1 / 4, 1 / 7, 1 / 8],
    [1 / 6, 1 / 3, 1 / 3, 3, 1, 1 / 2, 1 / 5, 1 / 6],
    [1 / 6, 1 / 3, 1 / 4, 4, 2, 1, 1 / 5, 1 / 6],
    [3, 5, 1 / 6, 7, 5, 5, 1, 1 / 2],
    [4, 7, 5, 8, 6, 6, 2, 1],
  ];

  it("gives the paper's weights, λmax, CI and CR to 3 decimals", () => {
    const analysis = analyseComparisons(house);
    expect(analysis.weights.map(toThree)).toEqual([0.173, 0.054, 0.188, 0.018, 0.031, 0.036, 0.167, 0.333]);
    expect(toThree(analysis.lambdaMax)).toBe(9.669);
    expect(toThree(analysis.consistencyIndex)).toBe(0.238);
    expect(toThree(analysis.consistencyRatio)).toBe(0.169);
    expect(analysis.consistencyRatio).toBeGreaterThan(consistencyThreshold);
  });

  it("finds a single change that brings the ratio down, and it does come down by that much", () => {
    const upper = house.map((row) => row.map((ratio) => (ratio >= 1 ? ratio - 1 : 1 - 1 / ratio)));
    const fix = suggestJudgement(upper, 8);
    expect(fix).not.toBeNull();
    const changed = upper.map((row) => [...row]);
    changed[fix!.row]![fix!.column] = fix!.to;
    const after = analyseComparisons(comparisonMatrix(changed, 8)).consistencyRatio;
    expect(after).toBeCloseTo(fix!.consistencyRatio, 6);
    expect(after).toBeLessThan(0.169);
  });
});

describe("analyseComparisons", () => {
  it("recovers the weights of consistent judgements exactly, with CR 0", () => {
    // Weights 4 : 2 : 1 → judgements 2 (A vs B), 4 (A vs C), 2 (B vs C).
    const analysis = analyseComparisons(
      comparisonMatrix(
        [
          [0, 1, 3],
          [0, 0, 1],
        ],
        3,
      ),
    );
    expect(analysis.weights).toEqual([expect.closeTo(4 / 7, 10), expect.closeTo(2 / 7, 10), expect.closeTo(1 / 7, 10)]);
    expect(analysis.consistencyRatio).toBeCloseTo(0, 10);
    expect(
      suggestJudgement(
        [
          [0, 1, 3],
          [0, 0, 1],
        ],
        3,
      ),
    ).toBeNull();
  });

  it("shows the ratio of perfectly consistent judgements as 0.00, never -0.00", () => {
    // Rent 3× Light, Rent 9× Size, Light 3× Size: λmax is n, which floating point may land just below.
    const { consistencyRatio } = analyseComparisons(
      comparisonMatrix(
        [
          [0, 2, 8],
          [0, 0, 2],
        ],
        3,
      ),
    );
    expect(formatConsistencyRatio(consistencyRatio, "en")).toBe("0.00");
    expect(formatConsistencyRatio(-1e-16, "en")).toBe("0.00");
    expect(formatConsistencyRatio(0.0949, "en")).toBe("0.09");
  });

  it("writes the ratio with the decimal sign of the page's language", () => {
    expect(formatConsistencyRatio(0.1234, "de")).toBe("0,12");
    expect(formatConsistencyRatio(-1e-16, "fr")).toBe("0,00");
  });

  it("two criteria cannot contradict each other", () => {
    expect(analyseComparisons(comparisonMatrix([[4]], 2))).toMatchObject({ consistencyRatio: 0 });
  });

  it("names the one judgement that contradicts all the others, with the value that fits them", () => {
    // Weights 8 : 4 : 2 : 1 give A/B 2, A/C 4, A/D 8, B/C 2, B/D 4, C/D 2; here A/D is turned round to 1/8.
    const upper = [
      [0, 1, 3, -7],
      [0, 0, 1, 3],
      [0, 0, 0, 1],
    ];
    expect(analyseComparisons(comparisonMatrix(upper, 4)).consistencyRatio).toBeGreaterThan(consistencyThreshold);
    expect(suggestJudgement(upper, 4)).toMatchObject({ row: 0, column: 3, from: -7, to: 7 });
  });
});

describe("judgements", () => {
  it("map to Saaty's ratios and read as words", () => {
    expect([-8, -2, 0, 2, 8].map(judgementRatio)).toEqual([1 / 9, 1 / 3, 1, 3, 9]);
    expect(describeJudgement(english, 2, "Rent", "Light")).toBe("Rent is 3 times as important as Light");
    expect(describeJudgement(english, -4, "Rent", "Light")).toBe("Light is 5 times as important as Rent");
    expect(describeJudgement(english, 0, "Rent", "Light")).toBe("Rent and Light are equally important");
    expect(describeJudgementChoice(english, 2, "Rent", "Light")).toBe("3 times as important: Rent");
    expect(describeJudgementChoice(english, -4, "Rent", "Light")).toBe("5 times as important: Light");
    expect(describeJudgementChoice(english, 0, "Rent", "Light")).toBe("Equally important");
  });

  it("become importances on the 0–5 scale, the heaviest at 5", () => {
    expect(weightsToImportance([0.5, 0.25, 0.25], 5)).toEqual([5, 2.5, 2.5]);
  });
});

describe("nearestJudgement", () => {
  it("gives the judgement nearest a ratio of importances, as a ratio, either way round", () => {
    const cases: [number, number][] = [
      [1, 0],
      [5 / 4, 0],
      [4 / 3, 0],
      [3 / 2, 1], // 2 / 1.5 = 1.33 is nearer than 1.5 / 1
      [5 / 3, 1],
      [2, 1],
      [5 / 2, 2], // 3 / 2.5 = 1.2 against 2.5 / 2 = 1.25
      [3, 2],
      [4, 3],
      [5, 4],
      [9, 8],
      [Infinity, 8],
    ];
    for (const [ratio, judgement] of cases) {
      expect(nearestJudgement(ratio), `${ratio}`).toBe(judgement);
      expect(nearestJudgement(1 / ratio), `1 / ${ratio}`).toBe(-judgement || 0);
    }
  });
});
