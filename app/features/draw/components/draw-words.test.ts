import { describe, expect, it } from "vitest";
import {
  announceWinners,
  wordDrawSizeProblems,
  wordDrawText,
  wordEntrantCount,
} from "~/features/draw/components/draw-words";
import { checkDrawSize } from "~/features/draw/domain/draw";
import { createI18n } from "~/i18n/runtime";
import { isolate } from "~/kernel/format/domain/isolate";

const english = createI18n("en", {});
const outcome = {
  winners: [
    { name: "Ann", tickets: 3 },
    { name: '=HYPERLINK("x")', tickets: 1 },
  ],
  alternates: [{ name: "Cy, Jr", tickets: 1 }],
};

describe("wordDrawText", () => {
  it("numbers winners and then alternates in draw order, each name isolated from the number before it", () => {
    expect(wordDrawText(english, outcome)).toBe(
      `Winners\n1. ${isolate("Ann")}\n2. ${isolate('=HYPERLINK("x")')}\n\nAlternates\n1. ${isolate("Cy, Jr")}`,
    );
  });

  it("leaves out the alternates when there are none", () => {
    expect(wordDrawText(english, { winners: [{ name: "Ann", tickets: 1 }], alternates: [] })).toBe(
      `Winners\n1. ${isolate("Ann")}`,
    );
  });
});

describe("wordEntrantCount", () => {
  it("counts entrants and tickets, each in the singular or the plural", () => {
    expect(wordEntrantCount(english, { entrantCount: 1, totalTickets: 1 })).toBe("1 entrant, 1 ticket");
    expect(wordEntrantCount(english, { entrantCount: 3, totalTickets: 10_003 })).toBe("3 entrants, 10,003 tickets");
  });
});

describe("announceWinners", () => {
  it("names up to ten winners, then counts the rest", () => {
    expect(announceWinners(english, { winners: [{ name: "Ann", tickets: 1 }], alternates: [] })).toBe(
      `Winner: ${isolate("Ann")}`,
    );
    const winners = Array.from({ length: 1012 }, (_, i) => ({ name: `E${i + 1}`, tickets: 1 }));
    expect(announceWinners(english, { winners, alternates: [] })).toBe(
      `Winners: ${winners
        .slice(0, 10)
        .map(({ name }) => isolate(name))
        .join(", ")} and 1,002 more`,
    );
  });
});

describe("wordDrawSizeProblems", () => {
  it("says at each field why it cannot be drawn: no winners, more winners or alternates than entrants", () => {
    const words = (entrants: number, winners: number, alternates: number) =>
      wordDrawSizeProblems(english, checkDrawSize(entrants, winners, alternates), entrants, winners);
    expect(words(5, 1, 0)).toEqual({});
    expect(words(5, 0, 0).winners).toBe("Draw at least 1 winner, as a whole number.");
    expect(words(5, 6, 0).winners).toBe("There are 5 entrants: draw at most that many winners.");
    expect(words(1, 2, 0).winners).toBe("There is 1 entrant: draw at most that many winners.");
    expect(words(5, 3, 3).alternates).toBe(
      "Only 2 entrants are left after the winners: draw at most that many alternates.",
    );
    expect(words(5, 1.5, -1)).toEqual({
      winners: "Draw at least 1 winner, as a whole number.",
      alternates: "Alternates must be 0 or a whole number.",
    });
  });
});
