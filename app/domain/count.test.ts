import { describe, expect, it } from "vitest";
import { countOf, formatCount } from "~/domain/count";

describe("formatCount", () => {
  it("groups thousands with commas and keeps at most one decimal", () => {
    expect(formatCount(7)).toBe("7");
    expect(formatCount(10_000)).toBe("10,000");
    expect(formatCount(1_000_000)).toBe("1,000,000");
    expect(formatCount(100_000 / 6)).toBe("16,666.7");
  });
});

describe("countOf", () => {
  it("names one thing in the singular and any other count in the plural", () => {
    expect(countOf(1, "decision")).toBe("1 decision");
    expect(countOf(0, "decision")).toBe("0 decisions");
    expect(countOf(10_000, "choice")).toBe("10,000 choices");
  });
});
