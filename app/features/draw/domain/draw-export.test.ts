import { describe, expect, it } from "vitest";
import {
  announceWinners,
  drawFileName,
  formatDrawText,
  formatEntrant,
  writeDrawCsv,
} from "~/features/draw/domain/draw-export";
import { isolate } from "~/kernel/format/domain/isolate";

const outcome = {
  winners: [
    { name: "Ann", tickets: 3 },
    { name: '=HYPERLINK("x")', tickets: 1 },
  ],
  alternates: [{ name: "Cy, Jr", tickets: 1 }],
};

describe("formatDrawText", () => {
  it("numbers winners and then alternates in draw order, each name isolated from the number before it", () => {
    expect(formatDrawText(outcome)).toBe(
      `Winners\n1. ${isolate("Ann")}\n2. ${isolate('=HYPERLINK("x")')}\n\nAlternates\n1. ${isolate("Cy, Jr")}`,
    );
  });

  it("leaves out the alternates when there are none", () => {
    expect(formatDrawText({ winners: [{ name: "Ann", tickets: 1 }], alternates: [] })).toBe(
      `Winners\n1. ${isolate("Ann")}`,
    );
  });
});

describe("writeDrawCsv", () => {
  it("writes one defused, quoted row per drawn entrant, after a byte order mark and a header", () => {
    expect(writeDrawCsv(outcome)).toBe(
      "\uFEFFPlace,Role,Name,Tickets\r\n" +
        "1,Winner,Ann,3\r\n" +
        `2,Winner,"'=HYPERLINK(""x"")",1\r\n` +
        '1,Alternate,"Cy, Jr",1\r\n',
    );
  });
});

describe("formatEntrant and drawFileName", () => {
  it("shows tickets only when there are several", () => {
    expect(formatEntrant({ name: "Ann", tickets: 1 })).toBe("Ann");
    expect(formatEntrant({ name: "Ann", tickets: 1200 })).toBe("Ann (1,200 tickets)");
  });

  it("dates the file by the local day", () => {
    expect(drawFileName(new Date(2026, 10, 24, 23, 59))).toBe("giveaway-draw-2026-11-24.csv");
  });
});

describe("announceWinners", () => {
  it("names up to ten winners, then counts the rest", () => {
    expect(announceWinners({ winners: [{ name: "Ann", tickets: 1 }], alternates: [] })).toBe(
      `Winner: ${isolate("Ann")}`,
    );
    const winners = Array.from({ length: 1012 }, (_, i) => ({ name: `E${i + 1}`, tickets: 1 }));
    expect(announceWinners({ winners, alternates: [] })).toBe(
      `Winners: ${winners
        .slice(0, 10)
        .map(({ name }) => isolate(name))
        .join(", ")} and 1,002 more`,
    );
  });
});
