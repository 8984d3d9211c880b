import { describe, expect, it } from "vitest";
import { verifyReceipt } from "~/features/verify";
import { randomBytes } from "~/kernel/random/domain/random";
import { canonicalTeamLines, makeVerifiableTeams, type TeamsSetup } from "~/features/teams/domain/verifiable-teams";
import { makeTeams } from "~/features/teams/domain/teams";
import { sealReceipt, withoutList } from "~/kernel/receipts/domain/verifiable-receipt";

const secret = Uint8Array.from({ length: 32 }, (_, index) => index);
const names = (...list: string[]) => list.map((name) => ({ name }));
const plain: TeamsSetup = { people: names("Ann", "Bob", "Cy", "Di", "Eve"), teams: 2, balance: false, apart: [] };
const rated: TeamsSetup = {
  people: [
    { name: "Ann", rating: 800 },
    { name: "Bob, Jr", rating: 750 },
    { name: "Cy", rating: -25 },
    { name: "Di", rating: 120_000 },
  ],
  teams: 2,
  balance: true,
  apart: [
    [0, 1],
    [2, 3],
  ],
};

const made = (setup: TeamsSetup, publicValue = "") => {
  const result = makeVerifiableTeams(setup, secret, publicValue, true);
  if (!result.ok) throw new Error(result.message);
  return result;
};

describe("canonicalTeamLines", () => {
  it("writes the number of teams, whether balanced, the pairs kept apart, then the people", () => {
    expect(canonicalTeamLines(plain)).toEqual([
      "teams: 2",
      "balance by rating: no",
      "keep apart: none",
      "Ann",
      "Bob",
      "Cy",
      "Di",
      "Eve",
    ]);
    expect(canonicalTeamLines(rated)).toEqual([
      "teams: 2",
      "balance by rating: yes",
      "keep apart: 1-2, 3-4",
      "Ann, 8",
      "Bob, Jr, 7.5",
      "Cy, -0.25",
      "Di, 1200",
    ]);
  });
});

describe("makeVerifiableTeams", () => {
  it("gives the published test vector: Eve, Ann and Cy against Di and Bob", () => {
    const { receipt } = made(plain);
    expect(receipt).toMatchObject({
      kind: "teams",
      listHash: "2e14ab5c57d3425c488014e103fde8e972e77be2267d4d1b42dd1bc17aca24b5",
      drawSeed: "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
      teams: [
        ["Eve", "Ann", "Cy"],
        ["Di", "Bob"],
      ],
    });
  });

  it("gives the published balanced test vector: Di and Bob, Jr against Cy and Ann", () => {
    const { receipt } = made(rated);
    expect(receipt).toMatchObject({
      version: 3,
      listHash: "2a03d7189b77404e5f73c2a29e8e1de52c8005a3d2823ab66998ad88572eb743",
      teams: [
        ["Di", "Bob, Jr"],
        ["Cy", "Ann"],
      ],
    });
  });

  it("makes receipts that verify, balanced and kept apart, with or without the list", () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const result = makeVerifiableTeams(rated, randomBytes(32), `round ${attempt}`, true);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(verifyReceipt(result.receipt)).toEqual({ status: "checked", problems: [] });
      expect(verifyReceipt(withoutList(result.receipt), canonicalTeamLines(rated))).toEqual({
        status: "checked",
        problems: [],
      });
    }
  });

  it("refuses constraints it cannot meet, writing no receipt", () => {
    expect(makeVerifiableTeams({ ...plain, teams: 1, apart: [[0, 1]] }, secret, "", true)).toEqual({
      ok: false,
      message: "Ann and Bob cannot be kept apart in 1 team. No teams were made.",
    });
  });
});

describe("verifying a teams receipt", () => {
  it("names the teams that were changed", () => {
    const { receipt } = made(plain);
    expect(
      verifyReceipt({
        ...receipt,
        teams: [
          ["Eve", "Ann", "Bob"],
          ["Di", "Cy"],
        ],
      }),
    ).toEqual({
      status: "checked",
      problems: [
        "Team 1 should be “Eve, Ann, Cy”, but the receipt says “Eve, Ann, Bob”.",
        "Team 2 should be “Di, Bob”, but the receipt says “Di, Cy”.",
      ],
    });
  });

  it("compares teams name by name: a name with a comma is not two names", () => {
    const setup: TeamsSetup = { people: names("Ann", "Bob", "Ann, Bob"), teams: 2, balance: false, apart: [] };
    // A secret for which the first team is Ann then Bob, so that the teams' names joined read alike once swapped.
    const receipt = Array.from({ length: 100 }, (_, seed) => {
      const result = makeVerifiableTeams(
        setup,
        Uint8Array.from({ length: 32 }, () => seed),
        "",
        true,
      );
      return result.ok ? result.receipt : null;
    }).find((candidate) => candidate?.teams[0]?.join("|") === "Ann|Bob");
    if (!receipt) throw new Error("no secret gives Ann then Bob in the first team");
    expect(verifyReceipt({ ...receipt, teams: [["Ann, Bob"], ["Ann", "Bob"]] })).toEqual({
      status: "checked",
      problems: [
        'Team 1 should be “Ann, Bob”, but the receipt says “"Ann, Bob"”.',
        'Team 2 should be “"Ann, Bob"”, but the receipt says “Ann, Bob”.',
      ],
    });
  });

  it("names a changed setup: the list no longer matches its hash", () => {
    const { receipt } = made(plain, "beacon 7");
    const list = ["teams: 3", ...(receipt.list ?? []).slice(1)];
    const verification = verifyReceipt({ ...receipt, list });
    expect(verification).toMatchObject({ status: "checked" });
    if (verification.status === "checked") {
      expect(verification.problems[0]).toBe(
        "The list does not match the list hash committed to: the list was changed.",
      );
    }
  });

  it("checks a version 1 receipt with version 1's balancing, which had no swap budget", () => {
    const setup: TeamsSetup = {
      people: Array.from({ length: 200 }, (_, index) => ({ name: `P${index}`, rating: ((index * 379) % 1000) * 10 })),
      teams: 40,
      balance: true,
      apart: [],
    };
    const { sealed, draw } = sealReceipt("teams", canonicalTeamLines(setup), secret, "");
    const unlimited = makeTeams(setup.people, 40, { balance: true, swapBudget: Infinity }, draw);
    if (!unlimited.ok) throw new Error(unlimited.message);
    const teams = unlimited.teams.map((team) => team.map((person) => person.name));
    expect(verifyReceipt({ ...sealed, version: 1, teams })).toEqual({ status: "checked", problems: [] });
    const { receipt } = made(setup);
    expect(receipt.version).toBe(3);
    // Version 3 changed only draws: a split made now checks as version 2 too.
    expect(verifyReceipt({ ...receipt, version: 2 })).toEqual({ status: "checked", problems: [] });
  });

  it("says when the list is not a canonical list of teams, and when the kind is unknown", () => {
    const { receipt } = made(plain);
    expect(verifyReceipt({ ...receipt, list: ["Ann", "Bob"] })).toMatchObject({
      status: "checked",
      problems: expect.arrayContaining(["The list is not a canonical list of teams."]) as unknown,
    });
    expect(verifyReceipt({ ...receipt, kind: "wheel" })).toEqual({
      status: "unreadable",
      message: "This receipt is of a kind this site does not know, so it cannot be checked here.",
    });
    expect(verifyReceipt({ ...receipt, teams: [["Ann", 3]] })).toEqual({
      status: "unreadable",
      message: "The receipt is damaged: “teams” is missing or not a list of teams.",
    });
  });
});
