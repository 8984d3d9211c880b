import { describe, expect, it } from "vitest";
import { findOptionsProblem } from "~/features/this-or-that/domain/options-check";
import { inEnglish, plain } from "~/test/this-or-that-answers";

const problemOf = (options: string[]) => {
  const problem = findOptionsProblem(options);
  return problem && plain(inEnglish(problem));
};

describe("findOptionsProblem", () => {
  it("accepts 2 to 100 distinct options", () => {
    expect(problemOf(["a", "b"])).toBeNull();
    expect(problemOf(Array.from({ length: 100 }, (_, i) => `Option ${i}`))).toBeNull();
  });

  it("names what is wrong: too few, too many, too long, the same option twice whatever its capitals", () => {
    expect(problemOf(["a"])).toBe("Enter at least two options to compare.");
    expect(problemOf(Array.from({ length: 101 }, (_, i) => `Option ${i}`))).toBe(
      "This or That ranks up to 100 options; this list has 101. Remove 1 to start.",
    );
    expect(problemOf(Array.from({ length: 1500 }, (_, i) => `Option ${i}`))).toBe(
      "This or That ranks up to 100 options; this list has 1,500. Remove 1,400 to start.",
    );
    expect(problemOf(["a", "x".repeat(201)])).toBe(
      "Option 2 has 201 characters: keep each option to 200 so it fits on its button.",
    );
    expect(problemOf(["a", "😀".repeat(200)])).toBeNull();
    expect(problemOf(["Lisbon", "Porto", "lisbon"])).toBe(
      "“Lisbon” and “lisbon” appear more than once (capital letters do not count as a difference). Keep each option once so every answer is clear.",
    );
    expect(problemOf(["Porto", "Porto"])).toMatch(/^“Porto” appears more than once/);
  });
});
