import { describe, expect, it } from "vitest";
import { firstReopenDelayMs, longestReopenDelayMs, reopenDelayMs } from "./stream-reopening";

describe("reopenDelayMs", () => {
  it("doubles from the first wait and stops at the longest", () => {
    const ceilings = [0, 1, 2, 3, 4, 5, 6, 50].map((failures) => reopenDelayMs(failures, 0.999999) / 1000);
    expect(ceilings).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
  });

  it("spreads each wait over its second half", () => {
    expect(reopenDelayMs(0, 0)).toBe(firstReopenDelayMs / 2);
    expect(reopenDelayMs(0, 0.5)).toBe((firstReopenDelayMs * 3) / 4);
    expect(reopenDelayMs(20, 0)).toBe(longestReopenDelayMs / 2);
  });
});
