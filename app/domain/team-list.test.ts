import { describe, expect, it } from "vitest";
import { formatRating, namedTeams, readApartGroups, readPeople, teamCards } from "~/domain/team-list";

describe("readPeople", () => {
  it("reads one person per line, skipping blank lines, ignoring ratings when not balancing", () => {
    expect(readPeople(["Ann, 7", "", " Bob ", "Smith, John"], false)).toEqual({
      ok: true,
      people: [{ name: "Ann" }, { name: "Bob" }, { name: "Smith, John" }],
    });
  });

  it("reads ratings in hundredths when balancing", () => {
    expect(readPeople(["Ann, 7", "Bob, 7.5", "Cy, -0.25"], true)).toEqual({
      ok: true,
      people: [
        { name: "Ann", rating: 700 },
        { name: "Bob", rating: 750 },
        { name: "Cy", rating: -25 },
      ],
    });
  });

  it("names the line of a missing or unreadable rating when balancing", () => {
    expect(readPeople(["Ann, 7", "Bob"], true)).toEqual({
      ok: false,
      line: 2,
      message: "“Bob” has no rating (write “Bob, 5”)",
    });
    expect(readPeople(["Ann, seven"], true)).toEqual({
      ok: false,
      line: 1,
      message: "the rating “seven” is not a number",
    });
    expect(readPeople(["Ann, 7.125"], true)).toEqual({
      ok: false,
      line: 1,
      message: "the rating “7.125” is not a number with at most two decimals",
    });
  });

  it("refuses a name that is already on the list, naming both lines", () => {
    expect(readPeople(["Ann", "Bob", "Ann, 3"], false)).toEqual({
      ok: false,
      line: 3,
      message: "“Ann” is already on line 1: give each person a distinct name",
    });
  });
});

describe("readApartGroups", () => {
  const people = [{ name: "Ann" }, { name: "Bob" }, { name: "Cy" }, { name: "Di" }];

  it("makes every two names of a group a pair", () => {
    expect(readApartGroups(["Ann, Bob, Cy", "", "Di,Ann"], people)).toEqual({
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
    expect(readApartGroups(["Ann, Eve"], people)).toEqual({ ok: false, line: 1, message: "“Eve” is not on the list" });
    expect(readApartGroups(["Ann, Bob", "Bob, Bob"], people)).toEqual({
      ok: false,
      line: 2,
      message: "“Bob” is named twice",
    });
    expect(readApartGroups(["Ann"], people)).toEqual({
      ok: false,
      line: 1,
      message: "write two or more names separated by commas",
    });
  });
});

describe("formatRating", () => {
  it("writes hundredths as people do", () => {
    expect(formatRating(750)).toBe("7.5");
    expect(formatRating(1200)).toBe("12");
    expect(formatRating(-25)).toBe("-0.25");
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
    expect(teamCards(namedTeams(teams, true))).toEqual({
      teams: [
        { members: ["Ann", "Bob"], total: "12.5" },
        { members: ["Cy"], total: "12" },
      ],
      spread: "0.5",
    });
    expect(teamCards({ members: [["Ann"], ["Bob"]], totals: [120_000, -25] })).toEqual({
      teams: [
        { members: ["Ann"], total: "1,200" },
        { members: ["Bob"], total: "-0.25" },
      ],
      spread: "1,200.25",
    });
    expect(teamCards(namedTeams(teams, false))).toEqual({ teams: [{ members: ["Ann", "Bob"] }, { members: ["Cy"] }] });
  });
});
