import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/runtime";
import { describeBallot } from "~/features/vote/domain/ballot-text";

const options = ["Pizza", "Sushi", "Tacos"];
const english = createI18n("en", {});
// Each option's name as the line sets it apart (U+2068 … U+2069), so a name in another script reorders nothing.
const [pizza, sushi, tacos] = options.map((name) => `\u2068${name}\u2069`);

describe("describeBallot", () => {
  it("says what each kind of ballot chose, in the poll's words", () => {
    const describe = (ballot: Parameters<typeof describeBallot>[1]) => describeBallot(english, ballot, options);
    expect(describe({ method: "approval", approved: [0, 2] })).toBe(`Approves ${pizza}, ${tacos}`);
    expect(describe({ method: "approval", approved: [] })).toBe("Approves none");
    expect(describe({ method: "ranked", ranking: [2, 0] })).toBe(`1. ${tacos}, 2. ${pizza}; the other 1 unranked`);
    expect(describe({ method: "ranked", ranking: [1, 2, 0] })).toBe(`1. ${sushi}, 2. ${tacos}, 3. ${pizza}`);
    expect(describe({ method: "score", scores: [5, 0, 3] })).toBe(`${pizza} 5★, ${sushi} 0★, ${tacos} 3★`);
  });
});
