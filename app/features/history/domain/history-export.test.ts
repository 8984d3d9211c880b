import { describe, expect, it } from "vitest";
import type { DecisionRecord } from "~/kernel/records/domain/decision-record";
import { exportFileName, writeHistoryCsv, writeHistoryJson } from "~/features/history/domain/history-export";

// Built from local parts, so the expectations hold in any time zone the tests run in.
const localTime = new Date(2026, 10, 24, 9, 5, 7);

function record(overrides: Partial<DecisionRecord> = {}): DecisionRecord {
  return {
    id: String(localTime.getTime()),
    choices: ["Tea", "Coffee"],
    result: "Tea",
    timestamp: localTime.toISOString(),
    category: "Quick Decision",
    tags: ["quick"],
    ...overrides,
  };
}

/** The CSV's rows without the byte order mark, split on CRLF only. */
const rows = (csv: string) => csv.slice(1).split("\r\n");

describe("exportFileName", () => {
  it("names the file after the local day", () => {
    expect(exportFileName("json", localTime)).toBe("decision-history-2026-11-24.json");
    expect(exportFileName("csv", new Date(2027, 0, 3, 23, 59))).toBe("decision-history-2027-01-03.csv");
  });
});

describe("writeHistoryJson", () => {
  it("writes the entries as they are, unknown fields included, as a bare array", () => {
    const entries = [{ ...record(), note: "from a later version" }, record({ id: "2" })];
    expect(JSON.parse(writeHistoryJson(entries))).toEqual(entries);
  });
});

describe("writeHistoryCsv", () => {
  it("starts with a UTF-8 byte order mark and a header, and ends every row with CRLF", () => {
    const csv = writeHistoryCsv([record()]);
    expect(csv.startsWith("\uFEFFDate,Category,Result,Choices,Tags,Outcome\r\n")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
  });

  it("writes one row per decision, in the order given, with a local date and joined choices and tags", () => {
    const older = record({
      id: "1",
      timestamp: new Date(2026, 10, 23, 18, 30, 0).toISOString(),
      result: "Red",
      choices: ["Red", "Blue", "Green"],
      category: "Battle Royale",
      tags: ["tournament", "battle-royale"],
    });
    expect(rows(writeHistoryCsv([record(), older]))).toEqual([
      "Date,Category,Result,Choices,Tags,Outcome",
      "2026-11-24 09:05:07,Quick Decision,Tea,Tea; Coffee,quick,",
      "2026-11-23 18:30:00,Battle Royale,Red,Red; Blue; Green,tournament; battle-royale,",
      "",
    ]);
  });

  it("writes the winners of a draw in draw order in the Outcome column", () => {
    const draw = record({
      category: "Giveaway Draw",
      result: "=Ann",
      choices: ["=Ann", "Bob", "Cy"],
      tags: ["giveaway", "draw"],
      outcome: { kind: "draw", winners: ["=Ann", "Bob"], alternates: ["Cy"] },
    });
    expect(rows(writeHistoryCsv([draw]))[1]).toBe(
      `2026-11-24 09:05:07,Giveaway Draw,'=Ann,'=Ann; Bob; Cy,giveaway; draw,"Winners: 1. =Ann, 2. Bob; alternates: 1. Cy"`,
    );
  });

  it("writes a decision matrix's ranking with each option's points in the Outcome column", () => {
    // A matrix record written out in full, as other tests write theirs: each test keeps its own data in view.
    const ranked = record({
      category: "Decision Matrix",
      result: "Old Town flat",
      choices: ["Old Town flat", "Harbour loft"],
      tags: ["matrix", "criteria"],
      outcome: {
        kind: "matrix",
        ranking: [
          { name: "Old Town flat", points: "61.1" },
          { name: "Harbour loft", points: "52.8" },
        ],
        link: "matrix=1.j.e30",
      },
    });
    expect(rows(writeHistoryCsv([ranked]))[1]).toBe(
      `2026-11-24 09:05:07,Decision Matrix,Old Town flat,Old Town flat; Harbour loft,matrix; criteria,"Ranking: 1. Old Town flat (61.1), 2. Harbour loft (52.8)"`,
    );
  });

  it("writes a ranking in order, with the places a draw settled, in the Outcome column", () => {
    const ranked = record({
      category: "This or That",
      result: "Lisbon",
      choices: ["Porto", "Lisbon", "Madrid"],
      tags: ["this-or-that", "ranking"],
      outcome: { kind: "ranking", ranking: ["Lisbon", "Porto", "Madrid"], drawnPlaces: [2] },
    });
    expect(rows(writeHistoryCsv([ranked]))[1]).toBe(
      `2026-11-24 09:05:07,This or That,Lisbon,Porto; Lisbon; Madrid,this-or-that; ranking,"Ranking: 1. Lisbon, 2. Porto, 3. Madrid; settled by a draw: 2 over 3"`,
    );
  });

  it("says in the Outcome column when a draw's list was too long to keep, with its count and hash", () => {
    const draw = record({
      category: "Giveaway Draw",
      result: "Ann",
      choices: [],
      tags: ["giveaway", "draw"],
      outcome: {
        kind: "draw",
        winners: ["Ann"],
        alternates: [],
        unkeptList: { count: 1_001, sha256: "ab".repeat(32) },
      },
    });
    expect(rows(writeHistoryCsv([draw]))[1]).toBe(
      `2026-11-24 09:05:07,Giveaway Draw,Ann,,giveaway; draw,"Winners: 1. Ann; from a list of 1,001, too long to keep here (SHA-256 ${"ab".repeat(32)})"`,
    );
  });

  it("writes only the header for an empty history", () => {
    expect(writeHistoryCsv([])).toBe("\uFEFFDate,Category,Result,Choices,Tags,Outcome\r\n");
  });

  it("keeps unicode text as it is", () => {
    const csv = writeHistoryCsv([record({ result: "Crème brûlée 🍮", choices: ["Crème brûlée 🍮", "寿司"] })]);
    expect(rows(csv)[1]).toBe("2026-11-24 09:05:07,Quick Decision,Crème brûlée 🍮,Crème brûlée 🍮; 寿司,quick,");
  });

  it("quotes and defuses hostile text, and a line break inside a cell stays inside its quotes", () => {
    const csv = writeHistoryCsv([
      record({ result: "=cmd|' /C calc'!A0", choices: ["=cmd|' /C calc'!A0", 'Say "hi",\r\nthen go'] }),
    ]);
    expect(csv.slice(1)).toBe(
      "Date,Category,Result,Choices,Tags,Outcome\r\n" +
        `2026-11-24 09:05:07,Quick Decision,'=cmd|' /C calc'!A0,"'=cmd|' /C calc'!A0; Say ""hi"",\r\nthen go",quick,\r\n`,
    );
  });

  it("defuses a joined cell by its first choice only", () => {
    expect(rows(writeHistoryCsv([record({ choices: ["-5 degrees", "=1"] })]))[1]).toBe(
      "2026-11-24 09:05:07,Quick Decision,Tea,'-5 degrees; =1,quick,",
    );
  });
});
