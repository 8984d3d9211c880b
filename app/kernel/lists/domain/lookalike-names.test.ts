import { describe, expect, it } from "vitest";
import { findLookalikeNames, skeleton } from "~/kernel/lists/domain/lookalike-names";

describe("skeleton", () => {
  it("gives a Cyrillic or Greek lookalike the skeleton of its Latin twin", () => {
    expect(skeleton("\u0410nn")).toBe(skeleton("Ann"));
    expect(skeleton("\u039Flga")).toBe(skeleton("Olga"));
  });

  it("drops invisible characters and reads a non-breaking space as a space", () => {
    expect(skeleton("An\u200Bn")).toBe(skeleton("Ann"));
    expect(skeleton("Ann\u00A0Lee")).toBe(skeleton("Ann Lee"));
  });

  it("reads full-width letters as their plain twins", () => {
    expect(skeleton("\uFF21\uFF4E\uFF4E")).toBe(skeleton("Ann"));
  });

  it("keeps names that only differ in case or accents apart", () => {
    expect(skeleton("ann")).not.toBe(skeleton("Ann"));
    expect(skeleton("Zoë")).not.toBe(skeleton("Zoe"));
  });
});

describe("findLookalikeNames", () => {
  it("names both lines of a Cyrillic name beside its Latin twin", () => {
    expect(findLookalikeNames(["Bob", "Ann", null, "Cy", "Dee", "Eve", "\u0410nn"])).toEqual([
      { lines: [2, 7], names: ["Ann", "\u0410nn"], difference: "letters" },
    ]);
  });

  it("says when the names differ only in invisible characters or spaces", () => {
    expect(findLookalikeNames(["Ann Lee", "Ann\u00A0Lee", "Bo\u200Bb", "Bob"])).toEqual([
      { lines: [1, 2], names: ["Ann Lee", "Ann\u00A0Lee"], difference: "invisible" },
      { lines: [3, 4], names: ["Bo\u200Bb", "Bob"], difference: "invisible" },
    ]);
  });

  it("pairs a full-width name and a Greek one with the first of their twins", () => {
    expect(findLookalikeNames(["Olga", "\uFF2F\uFF4C\uFF47\uFF41", "\u039Flga"])).toEqual([
      { lines: [1, 2], names: ["Olga", "\uFF2F\uFF4C\uFF47\uFF41"], difference: "letters" },
      { lines: [1, 3], names: ["Olga", "\u039Flga"], difference: "letters" },
    ]);
  });

  it("leaves an exact duplicate to the duplicate check, and pairs each lookalike once", () => {
    expect(findLookalikeNames(["Ann", "Ann", "\u0410nn", "Ann", "\u0410nn"])).toEqual([
      { lines: [1, 3], names: ["Ann", "\u0410nn"], difference: "letters" },
    ]);
  });

  it("pairs no two names in ASCII alone, though their skeletons match", () => {
    expect(skeleton("Sam")).toBe(skeleton("Sarn"));
    expect(findLookalikeNames(["Sam", "Sarn", "B0b", "BOb"])).toEqual([]);
    expect(findLookalikeNames(["Sam", "Sarn", "\u0405am"])).toEqual([
      { lines: [1, 3], names: ["Sam", "\u0405am"], difference: "letters" },
    ]);
  });

  it("finds nothing in a list of distinct names", () => {
    expect(findLookalikeNames(["Ann", "Anna", "Zoë", "Zoe", "Олег", "Oleg"])).toEqual([]);
  });
});
