import { describe, expect, it } from "vitest";
import { drawFileName, formatEntrant, writeDrawCsv } from "~/features/draw/domain/draw-export";

const outcome = {
  winners: [
    { name: "Ann", tickets: 3 },
    { name: '=HYPERLINK("x")', tickets: 1 },
  ],
  alternates: [{ name: "Cy, Jr", tickets: 1 }],
};

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
