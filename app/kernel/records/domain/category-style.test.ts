import { describe, expect, it } from "vitest";
import { styleCategory } from "~/kernel/records/domain/category-style";

describe("styleCategory", () => {
  it.each([
    ["Quick Decision", "quick"],
    ["AI Reasoned Decision", "ai"],
    ["Weighted Decision", "weighted"],
    ["Battle Royale", "battle"],
    ["Giveaway Draw", "draw"],
    ["Teams", "teams"],
    ["This or That", "ranking"],
    ["Decision Matrix", "matrix"],
    ["Template", "template"],
    ["Coin Flip", "other"],
    ["toString", "other"],
  ])("gives %s the %s badge", (category, tone) => {
    expect(styleCategory(category)).toEqual({ tone, label: category });
  });

  it("labels a blank category as a Decision", () => {
    expect(styleCategory("")).toEqual({ tone: "other", label: "Decision" });
  });
});
