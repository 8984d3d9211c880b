import { describe, expect, it } from "vitest";
import {
  type FairnessCheckInput,
  parseFairnessCheckInput,
  parseWeights,
  parseWholeNumber,
} from "~/features/fairness-check/domain/fairness-check-input";

const input = (overrides: Partial<FairnessCheckInput>): FairnessCheckInput => ({
  mode: "uniform",
  options: "6",
  weights: "1, 2, 3",
  contestants: "8",
  draws: "100,000",
  ...overrides,
});

describe("parseWholeNumber", () => {
  it("reads digits with or without thousands separators", () => {
    expect(parseWholeNumber("1000000")).toBe(1_000_000);
    expect(parseWholeNumber(" 1,000,000 ")).toBe(1_000_000);
    expect(parseWholeNumber("1 000 000")).toBe(1_000_000);
    expect(parseWholeNumber("10_000")).toBe(10_000);
  });

  it("refuses blanks, signs, decimals, exponents and words", () => {
    for (const text of ["", "  ", "-5", "+5", "1.5", "1e6", "ten", "0x10", "99999999999999999999"]) {
      expect(parseWholeNumber(text), text).toBeNull();
    }
  });
});

describe("parseWeights", () => {
  it("reads whole weights from 1 to 100 separated by commas or spaces", () => {
    expect(parseWeights("1, 2, 100")).toEqual({ weights: [1, 2, 100] });
    expect(parseWeights("3 4,5,,")).toEqual({ weights: [3, 4, 5] });
  });

  it("names the weight that is out of range or not a whole number", () => {
    expect(parseWeights("1, 0, 3")).toEqual({ error: { problem: "weight-value", weight: "0" } });
    expect(parseWeights("1, 101")).toEqual({
      error: { problem: "weight-value", weight: "101" },
    });
    expect(parseWeights("1, 2.5")).toEqual({
      error: { problem: "weight-value", weight: "2.5" },
    });
    expect(parseWeights("1, x")).toEqual({ error: { problem: "weight-value", weight: "x" } });
  });

  it("needs 2 to 100 weights", () => {
    expect(parseWeights("5")).toEqual({
      error: { problem: "weight-count", entered: 1 },
    });
    expect(parseWeights(new Array(101).fill("1").join(","))).toHaveProperty("error");
    expect(parseWeights(new Array(100).fill("1").join(","))).toHaveProperty("weights");
  });
});

describe("parseFairnessCheckInput", () => {
  it("builds the request for each mode from its own field and the draws", () => {
    expect(parseFairnessCheckInput(input({}))).toEqual({ request: { mode: "uniform", options: 6, draws: 100_000 } });
    expect(parseFairnessCheckInput(input({ mode: "weighted" }))).toEqual({
      request: { mode: "weighted", weights: [1, 2, 3], draws: 100_000 },
    });
    expect(parseFairnessCheckInput(input({ mode: "tournament", draws: "10000" }))).toEqual({
      request: { mode: "tournament", contestants: 8, draws: 10_000 },
    });
  });

  it("accepts draws from 10,000 to 1,000,000 and nothing outside", () => {
    expect(parseFairnessCheckInput(input({ draws: "1,000,000" }))).toHaveProperty("request");
    const message = { problem: "out-of-range" };
    expect(parseFairnessCheckInput(input({ draws: "9,999" }))).toEqual({ errors: { draws: message } });
    expect(parseFairnessCheckInput(input({ draws: "1,000,001" }))).toEqual({ errors: { draws: message } });
  });

  it("caps options at 100 and contestants at 64, and reports every field that needs fixing", () => {
    expect(parseFairnessCheckInput(input({ options: "100" }))).toHaveProperty("request");
    expect(parseFairnessCheckInput(input({ options: "101", draws: "" }))).toEqual({
      errors: {
        options: { problem: "out-of-range" },
        draws: { problem: "out-of-range" },
      },
    });
    expect(parseFairnessCheckInput(input({ mode: "tournament", contestants: "64" }))).toHaveProperty("request");
    expect(parseFairnessCheckInput(input({ mode: "tournament", contestants: "65" }))).toEqual({
      errors: { contestants: { problem: "out-of-range" } },
    });
    expect(parseFairnessCheckInput(input({ mode: "tournament", contestants: "1" }))).toHaveProperty("errors");
  });

  it("checks only the field of the chosen mode", () => {
    expect(parseFairnessCheckInput(input({ mode: "weighted", options: "nonsense" }))).toHaveProperty("request");
    expect(parseFairnessCheckInput(input({ mode: "weighted", weights: "0" }))).toEqual({
      errors: { weights: { problem: "weight-count", entered: 1 } },
    });
  });
});
