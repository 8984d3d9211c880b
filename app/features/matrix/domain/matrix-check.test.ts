import { describe, expect, it } from "vitest";
import type { MessageDescriptor } from "@lingui/core";
import { describeMissing } from "~/features/matrix/components/matrix-words";
import { createI18n } from "~/i18n/runtime";
import { checkMatrix, readScore } from "~/features/matrix/domain/matrix-check";
import { addCriterion } from "~/features/matrix/domain/matrix-edits";
import { emptyMatrix, matrixFromOptions, type MatrixState } from "~/features/matrix/domain/matrix-state";
import { flatsAsTyped as flats } from "~/test/flats-matrix";

const english = createI18n("en", {});
const worded = (problems: readonly (MessageDescriptor | null)[]) =>
  problems.map((problem) => problem && english._(problem));
const wordedReading = (reading: ReturnType<typeof readScore>) =>
  "problem" in reading ? { problem: english._(reading.problem) } : reading;

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
    expect(worded(check.options)).toEqual([
      null,
      "Same name as option 1: give each option its own.",
      "Keep it to 80 characters: this one has 81.",
    ]);
    expect(worded(check.criteria)).toEqual([null, null, "Give this criterion a name."]);
    expect(check.cells.map(worded)).toEqual([
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
    expect(worded(check.general)).toEqual([
      "A matrix holds at most 20 options: remove 3 to see the result.",
      "A matrix holds at most 12 criteria: remove 1 to see the result.",
    ]);
    expect(check.input).toBeNull();
  });
});

describe("describeMissing", () => {
  const missing = (state: MatrixState) => describeMissing(english, state, checkMatrix(state));

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
    expect(wordedReading(readScore("1e3", "higher"))).toEqual({ problem: "Enter a plain number, e.g. 1200 or 4.5." });
    expect(wordedReading(readScore("0", "scale"))).toEqual({
      problem: "Scores on this criterion are whole numbers from 1 to 5.",
    });
  });
});
