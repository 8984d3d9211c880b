import { describe, expect, it } from "vitest";
import {
  chiSquarePValue,
  chiSquareTest,
  logGamma,
  regularizedUpperGamma,
} from "~/features/fairness-check/domain/statistics";

describe("logGamma", () => {
  it("matches ln((n − 1)!) and ln Γ(1/2) = ln √π", () => {
    expect(logGamma(1)).toBeCloseTo(0, 9);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 9);
    expect(logGamma(51)).toBeCloseTo(148.47776695177302, 7);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 9);
  });
});

describe("regularizedUpperGamma", () => {
  it("is e^(−x) when a = 1, on both sides of the switch between series and fraction", () => {
    for (const x of [0.1, 1, 1.99, 2, 5, 30]) expect(regularizedUpperGamma(1, x)).toBeCloseTo(Math.exp(-x), 12);
  });

  it("refuses a ≤ 0 and negative or missing x", () => {
    expect(() => regularizedUpperGamma(0, 1)).toThrow(RangeError);
    expect(() => regularizedUpperGamma(1, -1)).toThrow(RangeError);
    expect(() => regularizedUpperGamma(1, Number.NaN)).toThrow(RangeError);
  });
});

describe("chiSquarePValue", () => {
  // Critical values from published chi-square tables; the p-values from SciPy's chi2.sf.
  it.each([
    { df: 1, x: 3.841, p: 0.050013683763956804 },
    { df: 10, x: 18.307, p: 0.05000058909139812 },
    { df: 5, x: 20.515, p: 0.0010000024510678572 },
    { df: 100, x: 124.342, p: 0.05000071576997178 },
    { df: 1000, x: 1074.679, p: 0.05000098659539485 },
    { df: 9, x: 44.811, p: 9.999735586140734e-7 },
    { df: 1, x: 0.5, p: 0.47950012218695337 },
    { df: 5, x: 0.5, p: 0.9921232932326296 },
    { df: 63, x: 100, p: 0.002077236552784822 },
    { df: 10_000, x: 10_000, p: 0.49811936596618267 },
  ])("df = $df, x = $x gives p ≈ $p", ({ df, x, p }) => {
    expect(Math.abs(chiSquarePValue(x, df) - p) / p).toBeLessThan(1e-8);
  });

  it("keeps its relative precision for tiny p-values", () => {
    const p = chiSquarePValue(200, 50);
    expect(Math.abs(p - 7.857610724654791e-20) / 7.857610724654791e-20).toBeLessThan(1e-7);
  });

  it("is exactly 1 at x = 0 for every df", () => {
    for (const df of [1, 2, 9, 99, 10_000]) expect(chiSquarePValue(0, df)).toBe(1);
  });

  it("falls as x grows and rises as df grows", () => {
    for (const df of [1, 4, 63, 99]) {
      let previous = 1;
      for (let x = 0.25; x <= 4 * df + 40; x += 0.25) {
        const p = chiSquarePValue(x, df);
        expect(p).toBeLessThanOrEqual(previous);
        expect(p).toBeGreaterThanOrEqual(0);
        previous = p;
      }
    }
    for (let df = 1; df < 200; df++) expect(chiSquarePValue(150, df + 1)).toBeGreaterThan(chiSquarePValue(150, df));
  });

  it("refuses degrees of freedom that are not positive integers", () => {
    expect(() => chiSquarePValue(1, 0)).toThrow(RangeError);
    expect(() => chiSquarePValue(1, 1.5)).toThrow(RangeError);
  });
});

describe("chiSquareTest", () => {
  it("sums (observed − expected)² / expected over k − 1 degrees of freedom", () => {
    // (48 − 50)²/50 + (52 − 50)²/50 = 0.16; (30 − 25)²/25 + (70 − 75)²/75 = 1 + 1/3.
    expect(chiSquareTest([48, 52], [50, 50])).toEqual({
      statistic: 0.16,
      degreesOfFreedom: 1,
      pValue: chiSquarePValue(0.16, 1),
    });
    expect(chiSquareTest([30, 70], [25, 75]).statistic).toBeCloseTo(4 / 3, 12);
    expect(chiSquareTest([10, 10, 10], [10, 10, 10])).toMatchObject({ statistic: 0, degreesOfFreedom: 2, pValue: 1 });
  });

  it("refuses mismatched lengths, a single category and non-positive expected counts", () => {
    expect(() => chiSquareTest([1, 2], [1.5])).toThrow(RangeError);
    expect(() => chiSquareTest([5], [5])).toThrow(RangeError);
    expect(() => chiSquareTest([0, 5], [0, 5])).toThrow(RangeError);
  });
});
