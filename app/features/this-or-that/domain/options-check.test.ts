import { describe, expect, it } from "vitest";
import { findOptionsProblem } from "~/features/this-or-that/domain/options-check";

describe("findOptionsProblem", () => {
  it("accepts 2 to 100 distinct options", () => {
    expect(findOptionsProblem(["a", "b"])).toBeNull();
    expect(findOptionsProblem(Array.from({ length: 100 }, (_, i) => `Option ${i}`))).toBeNull();
  });

  it("names what is wrong: too few, too many, too long, the same option twice whatever its capitals", () => {
    expect(findOptionsProblem(["a"])).toBe("Enter at least two options to compare.");
    expect(findOptionsProblem(Array.from({ length: 101 }, (_, i) => `Option ${i}`))).toBe(
      "This or That ranks up to 100 options; this list has 101. Remove 1 to start.",
    );
    expect(findOptionsProblem(["a", "x".repeat(201)])).toBe(
      "Option 2 has 201 characters: keep each option to 200 so it fits on its button.",
    );
    expect(findOptionsProblem(["a", "😀".repeat(200)])).toBeNull();
    expect(findOptionsProblem(["Lisbon", "Porto", "lisbon"])).toBe(
      "“Lisbon” and “lisbon” appear more than once (capital letters do not count as a difference). Keep each option once so every answer is clear.",
    );
    expect(findOptionsProblem(["Porto", "Porto"])).toMatch(/^“Porto” appears more than once/);
  });
});
