import { describe, expect, it } from "vitest";
import { verifyReceipt } from "~/features/verify";
import { randomBytes } from "~/kernel/random/domain/random";
import { canonicalTeamLines, type TeamsSetup } from "~/features/teams/domain/team-statement";
import { makeVerifiableTeams } from "~/features/teams/domain/verifiable-teams";
import { listFileText } from "~/kernel/receipts/domain/canonical-list";
import { withoutList } from "~/kernel/receipts/domain/verifiable-receipt";
import { textSource, verifiableTeamsFor, lotterySource } from "~/test/verifiable-receipts";
import { wordProblem } from "~/features/verify";
import { createI18n } from "~/i18n/runtime";

/** A problem as the English page words it. */
const english = createI18n("en", {});

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

const made = (setup: TeamsSetup, host: Parameters<typeof verifiableTeamsFor>[1] = { secret }) => {
  const result = verifiableTeamsFor(setup, host);
  if (!result.ok) throw new Error(JSON.stringify(result.failure));
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
  it("gives the published test vectors of version 4: Eve, Di, Ann against Bob, Cy; balanced, Bob, Jr, Di against Cy, Ann", () => {
    expect(made(plain).receipt).toMatchObject({
      version: 4,
      kind: "teams",
      commitment: "1502f12936f7c6fe9573cd60d340bcf525d55a2d34ec7f86eeb5fc12f2b03ad7",
      teams: [
        ["Eve", "Di", "Ann"],
        ["Bob", "Cy"],
      ],
    });
    const balanced = made(rated, { secret, source: lotterySource, publicValue: "4 8 15 16 23 42 + 7" }).receipt;
    expect(balanced).toMatchObject({
      commitment: "af1209dc78304dbe7be8ed418db8d640013cc71b6f455da5c67d2f15d12d931f",
      teams: [
        ["Bob, Jr", "Di"],
        ["Cy", "Ann"],
      ],
    });
  });

  it("makes receipts that verify, balanced and kept apart, with or without the list", () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const { receipt } = made(rated, {
        secret: randomBytes(32),
        source: textSource(),
        publicValue: `round ${attempt}`,
      });
      expect(verifyReceipt(receipt)).toMatchObject({ status: "checked", problems: [] });
      expect(verifyReceipt(withoutList(receipt), listFileText(canonicalTeamLines(rated)))).toMatchObject({
        problems: [],
      });
    }
  });

  it("refuses constraints it cannot meet, writing no receipt, and a statement that is not this setup's", () => {
    expect(verifiableTeamsFor({ ...plain, teams: 1, apart: [[0, 1]] }, { secret })).toEqual({
      ok: false,
      failure: {
        kind: "unmet-by-list-order",
        teams: 1,
        stoppedAt: { first: "Ann", second: "Bob", withEarlier: false },
      },
    });
    const { statement } = made(plain).receipt as { statement: string };
    const request = { secret, source: { type: "none" } as const, publicValue: "", statement };
    expect(() => makeVerifiableTeams({ ...plain, teams: 3 }, request)).toThrow();
    expect(() => makeVerifiableTeams({ ...plain, apart: [[0, 1]] }, request)).toThrow();
  });
});

describe("verifying a teams receipt", () => {
  const problems = (value: unknown) => {
    const verification = verifyReceipt(value);
    return verification.status === "checked"
      ? verification.problems.map(({ message }) => wordProblem(english, message))
      : [];
  };

  it("names the teams that were changed", () => {
    const { receipt } = made(plain);
    const swapped = [
      ["Eve", "Di", "Bob"],
      ["Ann", "Cy"],
    ];
    expect(problems({ ...receipt, teams: swapped })).toEqual([
      'Team 1 should be “"Eve", "Di", "Ann"”, but the receipt says “"Eve", "Di", "Bob"”.',
      'Team 2 should be “"Bob", "Cy"”, but the receipt says “"Ann", "Cy"”.',
    ]);
  });

  it("compares teams name by name: a name with a comma is not two names", () => {
    const setup: TeamsSetup = { people: names("Ann", "Bob", "Ann, Bob"), teams: 2, balance: false, apart: [] };
    // A secret for which the first team is Ann then Bob, so that the teams' names joined read alike once swapped.
    const receipt = Array.from(
      { length: 100 },
      (_, seed) => made(setup, { secret: Uint8Array.from({ length: 32 }, () => seed) }).receipt,
    ).find((candidate) => candidate.teams[0]?.join("|") === "Ann|Bob");
    if (!receipt) throw new Error("no secret gives Ann then Bob in the first team");
    expect(problems({ ...receipt, teams: [["Ann, Bob"], ["Ann", "Bob"]] })).toEqual([
      'Team 1 should be “"Ann", "Bob"”, but the receipt says “"Ann, Bob"”.',
      'Team 2 should be “"Ann, Bob"”, but the receipt says “"Ann", "Bob"”.',
    ]);
  });

  it("names a setup changed after the statement: its count and the list's SHA-256", () => {
    const { receipt } = made(plain, { secret, source: textSource(), publicValue: "beacon 7" });
    const list = ["teams: 3", ...(receipt.list ?? []).slice(1)];
    expect(problems({ ...receipt, list }).slice(0, 2)).toEqual([
      "The statement says “teams: 2”, but the receipt and list have 3.",
      "The list’s SHA-256 is not the statement’s: it is not the list committed to before the draw.",
    ]);
  });

  it("says when the list is not a canonical list of teams, and when the kind is unknown", () => {
    const { receipt } = made(plain);
    expect(problems({ ...receipt, list: ["Ann", "Bob"] })).toEqual(
      expect.arrayContaining(["The list cannot give this split."]) as unknown,
    );
    expect(verifyReceipt({ ...receipt, kind: "wheel" })).toEqual({
      status: "unreadable",
      message: "This receipt is of a kind this site does not know, so it cannot be checked here.",
    });
    expect(verifyReceipt({ ...receipt, teams: [["Ann", 3]] })).toEqual({
      status: "unreadable",
      message: "The receipt is damaged: “teams” is missing or not a list of teams, each a list of names.",
    });
  });
});
