import { describe, expect, it } from "vitest";
import {
  addCriterion,
  addOption,
  checkMatrix,
  describeMissing,
  effectiveImportance,
  emptyMatrix,
  isBlankMatrix,
  matrixFromOptions,
  type MatrixState,
  matrixToJson,
  readMatrixJson,
  readScore,
  removeCriterion,
  removeOption,
  setJudgement,
  startComparisons,
} from "~/features/matrix/domain/matrix-state";

const flats: MatrixState = {
  options: ["Old Town flat", "Harbour loft", "Garden house"],
  criteria: [
    { name: "Rent", kind: "lower", importance: 4 },
    { name: "Light", kind: "scale", importance: 3 },
    { name: "Size", kind: "higher", importance: 2 },
  ],
  cells: [
    ["1200", "5", "60"],
    ["900", "2", "50"],
    ["1,500", "4", "90"],
  ],
  comparisons: null,
};

describe("checkMatrix", () => {
  it("turns a filled-in matrix into the ranking's input", () => {
    const check = checkMatrix(flats);
    expect(check.input).toEqual({
      options: flats.options,
      criteria: flats.criteria,
      scores: [
        [1200, 5, 60],
        [900, 2, 50],
        [1500, 4, 90],
      ],
    });
    expect([...check.options, ...check.criteria, ...check.cells.flat(), ...check.general]).toEqual(
      new Array(15).fill(null),
    );
  });

  it("names each bad field and keeps what was typed", () => {
    const bad: MatrixState = {
      ...flats,
      options: ["Old Town flat", " old town FLAT ", "x".repeat(81)],
      criteria: [...flats.criteria.slice(0, 2), { name: "", kind: "higher", importance: 2 }],
      cells: [
        ["", "6", "4,5"],
        ["900", "2.5", "50"],
        ["1500", "4", "ninety"],
      ],
    };
    const check = checkMatrix(bad);
    expect(check.input).toBeNull();
    expect(check.options).toEqual([
      null,
      "Same name as option 1: give each option its own.",
      "Keep it to 80 characters: this one has 81.",
    ]);
    expect(check.criteria).toEqual([null, null, "Give this criterion a name."]);
    expect(check.cells).toEqual([
      [
        "Enter a number.",
        "Scores on this criterion are whole numbers from 1 to 5.",
        "Enter a plain number, e.g. 1200 or 4.5.",
      ],
      [null, "Scores on this criterion are whole numbers from 1 to 5.", null],
      [null, null, "Enter a plain number, e.g. 1200 or 4.5."],
    ]);
    expect(bad.options[2]).toHaveLength(81);
  });

  it("asks to remove rows beyond 20 options or 12 criteria, without dropping any", () => {
    let big = matrixFromOptions(Array.from({ length: 23 }, (_, i) => `Option ${i + 1}`));
    big = { ...big, criteria: [{ ...big.criteria[0]!, name: "C1" }] };
    for (let i = 2; i <= 13; i++) {
      big = addCriterion(big);
      big.criteria[i - 1]!.name = `C${i}`;
    }
    const check = checkMatrix(big);
    expect(check.general).toEqual([
      "A matrix holds at most 20 options: remove 3 to see the result.",
      "A matrix holds at most 12 criteria: remove 1 to see the result.",
    ]);
    expect(check.input).toBeNull();
  });
});

describe("describeMissing", () => {
  const missing = (state: MatrixState) => describeMissing(state, checkMatrix(state));

  it("names the blank names, which are not marked at their fields until left empty", () => {
    expect(missing(emptyMatrix)).toBe("Name both options and the criterion to see the ranking.");
    expect(missing(matrixFromOptions(["Lisbon", "Porto", "Faro"]))).toBe("Name the criterion to see the ranking.");
    const cost = { name: "Cost", kind: "scale" as const, importance: 3 };
    expect(missing({ ...matrixFromOptions(["Lisbon", "", "Porto", ""]), criteria: [cost] })).toBe(
      "Name options 2 and 4 to see the ranking.",
    );
    const threeCriteria = addCriterion(addCriterion(matrixFromOptions(["Lisbon", "Porto"])));
    expect(missing(threeCriteria)).toBe("Name the criteria to see the ranking.");
    const [first, , third] = threeCriteria.criteria;
    expect(missing({ ...threeCriteria, criteria: [first!, cost, third!] })).toBe(
      "Name criteria 1 and 3 to see the ranking.",
    );
  });

  it("points at the marked fields only when some are marked", () => {
    const state = {
      ...matrixFromOptions(["Lisbon", "lisbon"]),
      criteria: [{ name: "Cost", kind: "scale" as const, importance: 3 }],
    };
    expect(missing(state)).toBe("Fix the marked fields above to see the ranking. Everything you typed is kept.");
    expect(missing({ ...state, options: ["Lisbon", ""], cells: [["7"], ["3"]] })).toBe(
      "Name option 2 and fix the marked fields above to see the ranking.",
    );
  });
});

describe("readScore", () => {
  it("reads the scale's whole numbers and plain numbers, thousands separators included", () => {
    expect(readScore(" 4 ", "scale")).toEqual({ score: 4 });
    expect(readScore("1,200.50", "lower")).toEqual({ score: 1200.5 });
    expect(readScore("-3", "higher")).toEqual({ score: -3 });
    expect(readScore("1e3", "higher")).toEqual({ problem: "Enter a plain number, e.g. 1200 or 4.5." });
    expect(readScore("0", "scale")).toEqual({ problem: "Scores on this criterion are whole numbers from 1 to 5." });
  });
});

describe("editing", () => {
  it("adds and removes options and criteria with their scores", () => {
    const added = addCriterion(addOption(flats));
    expect(added.cells).toEqual([
      ["1200", "5", "60", "3"],
      ["900", "2", "50", "3"],
      ["1,500", "4", "90", "3"],
      ["3", "3", "3", "3"],
    ]);
    const removed = removeCriterion(removeOption(added, 0), 1);
    expect(removed.options).toEqual(["Harbour loft", "Garden house", ""]);
    expect(removed.criteria.map(({ name }) => name)).toEqual(["Rent", "Size", ""]);
    expect(removed.cells).toEqual([
      ["900", "50", "3"],
      ["1,500", "90", "3"],
      ["3", "3", "3"],
    ]);
  });

  it("keeps the judgements between criteria that stay when one is removed or added", () => {
    let state = setJudgement(setJudgement(startComparisons(flats), 0, 2, 4), 1, 2, -2);
    state = removeCriterion(state, 0);
    expect(state.comparisons).toEqual([
      [0, -2],
      [0, 0],
    ]);
    state = addCriterion(state);
    expect(state.comparisons).toEqual([
      [0, -2, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
  });

  it("takes importance from the comparisons when there are some, the heaviest at 5", () => {
    // Rent 3× Light, Rent 3× Size, Light = Size: weights 3 : 1 : 1.
    const state = setJudgement(setJudgement(startComparisons(flats), 0, 1, 2), 0, 2, 2);
    expect(effectiveImportance(state)).toEqual([
      expect.closeTo(5, 9),
      expect.closeTo(5 / 3, 9),
      expect.closeTo(5 / 3, 9),
    ]);
    expect(effectiveImportance(flats)).toEqual([4, 3, 2]);
  });

  it("knows a matrix with nothing typed", () => {
    expect(isBlankMatrix(emptyMatrix)).toBe(true);
    expect(isBlankMatrix(flats)).toBe(false);
    expect(matrixFromOptions(["Only one"]).options).toEqual(["Only one", ""]);
  });
});

describe("readMatrixJson", () => {
  it("reads back exactly what matrixToJson writes", () => {
    const withComparisons = setJudgement(startComparisons(flats), 0, 1, 3);
    for (const state of [flats, withComparisons, emptyMatrix]) {
      expect(readMatrixJson(JSON.parse(JSON.stringify(matrixToJson(state))))).toEqual(state);
    }
  });

  it("refuses anything else", () => {
    const good = matrixToJson(flats);
    for (const bad of [
      null,
      [],
      "x",
      { ...good, extra: 1 },
      { ...good, o: ["A", 2, "C"] },
      { ...good, c: [["Rent", "cheaper", 3], ...(good.c as unknown[]).slice(1)] },
      { ...good, c: [["Rent", "lower", 6], ...(good.c as unknown[]).slice(1)] },
      { ...good, c: [["Rent", "lower", 2.5], ...(good.c as unknown[]).slice(1)] },
      { ...good, s: (good.s as string[][]).slice(1) },
      { ...good, s: [["1", "2"], ...(good.s as string[][]).slice(1)] },
      {
        ...good,
        a: [
          [0, 9, 0],
          [0, 0, 0],
          [0, 0, 0],
        ],
      },
      {
        ...good,
        a: [
          [0, 1],
          [0, 0],
        ],
      },
    ]) {
      expect(readMatrixJson(bad)).toBeNull();
    }
  });
});
