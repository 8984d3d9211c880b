import { describe, expect, it } from "vitest";
import { formatRating, namedTeams, readApartGroups, readPeople, teamCards } from "~/features/teams/domain/team-list";
import { createI18n } from "~/i18n/runtime";
import type { UnreadableLines } from "~/kernel/lists/domain/unreadable-lines";

const english = createI18n("en", {});
/** A reading with its unreadable lines' reasons worded in English, as the page words them. */
function inEnglish<Reading extends { ok: true } | UnreadableLines>(reading: Reading) {
  return reading.ok
    ? reading
    : { ...reading, named: reading.named.map((line) => ({ ...line, message: english._(line.message) })) };
}

describe("readPeople", () => {
  it("reads one person per line, skipping blank lines, ignoring ratings when not balancing", () => {
    expect(inEnglish(readPeople(["Ann, 7", "", " Bob ", "Smith, John"], false))).toEqual({
      ok: true,
      people: [{ name: "Ann" }, { name: "Bob" }, { name: "Smith, John" }],
    });
  });

  it("reads ratings in hundredths when balancing", () => {
    expect(inEnglish(readPeople(["Ann, 7", "Bob, 7.5", "Cy, -0.25"], true))).toEqual({
      ok: true,
      people: [
        { name: "Ann", rating: 700 },
        { name: "Bob", rating: 750 },
        { name: "Cy", rating: -25 },
      ],
    });
  });

  it("names the line of a missing or unreadable rating when balancing", () => {
    expect(inEnglish(readPeople(["Ann, 7", "Bob"], true))).toEqual({
      ok: false,
      named: [{ line: 2, text: "Bob", message: "“Bob” has no rating (write “Bob, 5”)" }],
      count: 1,
    });
    expect(inEnglish(readPeople(["Ann, seven"], true))).toEqual({
      ok: false,
      named: [{ line: 1, text: "Ann, seven", message: "the rating “seven” is not a number" }],
      count: 1,
    });
    expect(inEnglish(readPeople(["Ann, 7.125"], true))).toEqual({
      ok: false,
      named: [{ line: 1, text: "Ann, 7.125", message: "the rating “7.125” is not a number with at most two decimals" }],
      count: 1,
    });
    expect(inEnglish(readPeople([", 7"], false))).toEqual({
      ok: false,
      named: [{ line: 1, text: ", 7", message: "there is a rating but no name before the comma" }],
      count: 1,
    });
  });

  it("reads the whole list: names the first three unreadable lines, by their place counting blank lines, and counts all", () => {
    expect(
      inEnglish(readPeople(["Ann, x", "", "  Bob, -  ", "Cy, 3", "Di, abc", "", "Eve", "Fay, 1.234", "Gus, 2"], true)),
    ).toEqual({
      ok: false,
      named: [
        { line: 1, text: "Ann, x", message: "the rating “x” is not a number" },
        { line: 3, text: "Bob, -", message: "the rating “-” is not a number" },
        { line: 5, text: "Di, abc", message: "the rating “abc” is not a number" },
      ],
      count: 5,
    });
  });

  it("counts every unreadable line of a long list, naming the first three", () => {
    const reading = readPeople(
      Array.from({ length: 10_000 }, (_, index) => `Person ${index + 1}, ?`),
      true,
    );
    expect(reading.ok || reading.named.map(({ line }) => line)).toEqual([1, 2, 3]);
    expect(reading.ok || reading.count).toBe(10_000);
  });

  it("refuses every name that is already on the list, naming its first line", () => {
    expect(inEnglish(readPeople(["Ann", "Bob", "Ann, 3", "", "Bob", "Ann"], false))).toEqual({
      ok: false,
      named: [
        { line: 3, text: "Ann, 3", message: "“Ann” is already on line 1: give each person a distinct name" },
        { line: 5, text: "Bob", message: "“Bob” is already on line 2: give each person a distinct name" },
        { line: 6, text: "Ann", message: "“Ann” is already on line 1: give each person a distinct name" },
      ],
      count: 3,
    });
  });

  it("counts a name as on the list from its first readable line", () => {
    expect(inEnglish(readPeople(["Ann, x", "Ann, 3", "Ann, 4"], true))).toEqual({
      ok: false,
      named: [
        { line: 1, text: "Ann, x", message: "the rating “x” is not a number" },
        { line: 3, text: "Ann, 4", message: "“Ann” is already on line 2: give each person a distinct name" },
      ],
      count: 2,
    });
  });
});

describe("readApartGroups", () => {
  const people = [{ name: "Ann" }, { name: "Bob" }, { name: "Cy" }, { name: "Di" }];

  it("makes every two names of a group a pair", () => {
    expect(inEnglish(readApartGroups(["Ann, Bob, Cy", "", "Di,Ann"], people))).toEqual({
      ok: true,
      pairs: [
        [0, 1],
        [0, 2],
        [1, 2],
        [3, 0],
      ],
    });
  });

  it("names the line of a group with an unknown name, a repeated name or a single name", () => {
    expect(inEnglish(readApartGroups(["Ann, Eve"], people))).toEqual({
      ok: false,
      named: [{ line: 1, text: "Ann, Eve", message: "“Eve” is not on the list" }],
      count: 1,
    });
    expect(inEnglish(readApartGroups(["Ann, Bob", "Bob, Bob"], people))).toEqual({
      ok: false,
      named: [{ line: 2, text: "Bob, Bob", message: "“Bob” is named twice" }],
      count: 1,
    });
    expect(inEnglish(readApartGroups(["Ann"], people))).toEqual({
      ok: false,
      named: [{ line: 1, text: "Ann", message: "write two or more names separated by commas" }],
      count: 1,
    });
  });

  it("reads every group: names the first three unreadable lines, by their place counting blank lines, and counts all", () => {
    expect(
      inEnglish(readApartGroups(["Ann, Zed", "", "Bob, Cy", " Cy ", "Di, Di", "Ann,", "Bob, Eve"], people)),
    ).toEqual({
      ok: false,
      named: [
        { line: 1, text: "Ann, Zed", message: "“Zed” is not on the list" },
        { line: 4, text: "Cy", message: "write two or more names separated by commas" },
        { line: 5, text: "Di, Di", message: "“Di” is named twice" },
      ],
      count: 5,
    });
  });
});

describe("formatRating", () => {
  it("writes hundredths as people do", () => {
    expect(formatRating(750, "en")).toBe("7.5");
    expect(formatRating(1200, "en")).toBe("12");
    expect(formatRating(-25, "en")).toBe("-0.25");
  });

  it("writes them in the page's language", () => {
    expect(formatRating(750, "de")).toBe("7,5");
    expect(formatRating(120_025, "de")).toBe("1.200,25");
  });
});

describe("namedTeams and teamCards", () => {
  const teams = [
    [
      { name: "Ann", rating: 750 },
      { name: "Bob", rating: 500 },
    ],
    [{ name: "Cy", rating: 1200 }],
  ];

  it("name the members and, when rated, total each team in hundredths", () => {
    expect(namedTeams(teams, true)).toEqual({ members: [["Ann", "Bob"], ["Cy"]], totals: [1250, 1200] });
    expect(namedTeams(teams, false)).toEqual({ members: [["Ann", "Bob"], ["Cy"]] });
  });

  it("show the members and, when rated, each total and the spread as people write them", () => {
    expect(teamCards(namedTeams(teams, true), "en")).toEqual({
      teams: [
        { members: ["Ann", "Bob"], total: "12.5" },
        { members: ["Cy"], total: "12" },
      ],
      spread: "0.5",
    });
    expect(teamCards({ members: [["Ann"], ["Bob"]], totals: [120_000, -25] }, "en")).toEqual({
      teams: [
        { members: ["Ann"], total: "1,200" },
        { members: ["Bob"], total: "-0.25" },
      ],
      spread: "1,200.25",
    });
    expect(teamCards(namedTeams(teams, false), "en")).toEqual({
      teams: [{ members: ["Ann", "Bob"] }, { members: ["Cy"] }],
    });
  });
});
