import { describe, expect, it } from "vitest";
import { countOf, formatCount, readWholeNumber } from "~/kernel/format/domain/count";
import { createSeededDraw } from "~/kernel/random/domain/seeded-random";

describe("formatCount", () => {
  it("groups thousands with commas and keeps at most one decimal", () => {
    expect(formatCount(7)).toBe("7");
    expect(formatCount(10_000)).toBe("10,000");
    expect(formatCount(1_000_000)).toBe("1,000,000");
    expect(formatCount(100_000 / 6)).toBe("16,666.7");
  });

  it("writes whole numbers as the English locale does", () => {
    const wholeNumbers = [0, 1, 12, 999, 1_000, 99_999, 100_000, 123_456_789, 2 ** 32, Number.MAX_SAFE_INTEGER];
    for (const value of [...wholeNumbers, ...wholeNumbers.map((value) => -value)]) {
      expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
    }
  });

  it("writes any other number as the English locale does, to one decimal", () => {
    const seeded = createSeededDraw(new TextEncoder().encode("format counts"));
    // Halves, quarters… in binary, and hundredths, where a tie in the decimal spelling rounds away from zero.
    const fractions = Array.from(
      { length: 2_000 },
      (_, index) => (seeded(2 ** 30) / 2 ** (index % 40)) * (index % 2 ? -1 : 1),
    );
    const hundredths = Array.from({ length: 2_000 }, () => seeded(10 ** 7) / 100);
    const edges = [
      0.05,
      0.15,
      0.25,
      0.35,
      1.45,
      2.5,
      999.95,
      999_999.95,
      -0.04,
      -0,
      0.04,
      1e20 + 0.5,
      2 ** 60,
      1e21,
      1e300,
    ];
    const odd = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MIN_VALUE];
    for (const value of [...fractions, ...hundredths, ...edges, ...edges.map((value) => -value), ...odd]) {
      expect(formatCount(value), String(value)).toBe(value.toLocaleString("en-US", { maximumFractionDigits: 1 }));
    }
  });
});

describe("countOf", () => {
  it("names one thing in the singular and any other count in the plural", () => {
    expect(countOf(1, "decision")).toBe("1 decision");
    expect(countOf(0, "decision")).toBe("0 decisions");
    expect(countOf(10_000, "choice")).toBe("10,000 choices");
  });
});

describe("readWholeNumber", () => {
  it("reads a plain whole number, spaces around it allowed", () => {
    expect(readWholeNumber(" 12 ")).toBe(12);
    expect(readWholeNumber("0")).toBe(0);
  });

  it("gives NaN for blank, signed, decimal or other text", () => {
    for (const text of ["", " ", "-1", "1.5", "1e3", "three"]) expect(readWholeNumber(text)).toBeNaN();
  });
});
