import { describe, expect, it } from "vitest";
import { findOutcomeNotes } from "~/kernel/receipts/domain/outcome-notes";

describe("the notes on a verified result's names", () => {
  it("pairs winners and alternates that look alike: a Cyrillic letter, a zero-width space", () => {
    const notes = findOutcomeNotes({ kind: "draw", winners: ["Anna", "Bob"], alternates: ["Аnna", "Bo\u200Bb"] });
    expect(notes).toEqual([
      { kind: "lookalike", names: ["Anna", "Аnna"] },
      { kind: "lookalike", names: ["Bob", "Bo\u200Bb"] },
    ]);
  });

  it("names a name that holds a comma or semicolon that is not the ASCII one", () => {
    const notes = findOutcomeNotes({ kind: "draw", winners: ["Ann\u060C Mallory"], alternates: ["Lee\uFF0CKim；Jo"] });
    expect(notes).toEqual([
      { kind: "punctuation", name: "Ann\u060C Mallory", characters: ["U+060C"] },
      { kind: "punctuation", name: "Lee\uFF0CKim；Jo", characters: ["U+FF0C", "U+FF1B"] },
    ]);
  });

  it("looks across every team of a split", () => {
    const notes = findOutcomeNotes({
      kind: "teams",
      teams: [
        ["Ａnn", "Bo"],
        ["Ann", "Cy"],
      ],
    });
    expect(notes).toEqual([{ kind: "lookalike", names: ["Ａnn", "Ann"] }]);
  });

  it("says nothing of plain names, a name with an ASCII comma, or ASCII twins such as rn and m", () => {
    expect(findOutcomeNotes({ kind: "draw", winners: ["Smith, John", "Ann"], alternates: ["Bob"] })).toEqual([]);
    expect(findOutcomeNotes({ kind: "teams", teams: [["rn"], ["m"]] })).toEqual([]);
  });
});
