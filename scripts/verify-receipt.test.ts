import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Entrant } from "~/features/draw/domain/draw";
import { randomBytes } from "~/kernel/random/domain/random";
import { canonicalLines, makeVerifiableDraw } from "~/features/draw";
import { sealReceipt } from "~/kernel/receipts/domain/verifiable-receipt";
import { canonicalTeamLines, makeVerifiableTeams, type TeamsReceipt, type TeamsSetup } from "~/features/teams";
import { makeTeams } from "~/features/teams/domain/teams";

// docs/verify-receipt.mjs (draws) and docs/verify-teams-receipt.mjs (teams) are the independent check anyone can run:
// each must agree with the site's own code, and work when copied alone.
const drawScript = "docs/verify-receipt.mjs";
const teamsScript = "docs/verify-teams-receipt.mjs";
const folder = mkdtempSync(path.join(tmpdir(), "receipts-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The script copied into a folder of its own, as someone who took only that file would run it. */
function copiedAlone(script: string): string {
  const copy = path.join(mkdtempSync(path.join(folder, "alone-")), path.basename(script));
  copyFileSync(script, copy);
  return copy;
}
const drawCheck = copiedAlone(drawScript);
const teamsCheck = copiedAlone(teamsScript);

function run(script: string, receipt: unknown, listLines?: readonly string[]): { code: number; output: string } {
  const receiptPath = path.join(folder, "receipt.json");
  writeFileSync(receiptPath, JSON.stringify(receipt));
  const args = [script, receiptPath];
  if (listLines) {
    args.push(path.join(folder, "list.txt"));
    writeFileSync(args[2] as string, `${listLines.join("\n")}\n`);
  }
  try {
    return { code: 0, output: execFileSync(process.execPath, args, { encoding: "utf8" }).trim() };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { code: failed.status, output: failed.stdout.trim() };
  }
}
const runScript = (receipt: unknown, listLines?: readonly string[]) => run(drawCheck, receipt, listLines);
const runTeamsScript = (receipt: unknown, listLines?: readonly string[]) => run(teamsCheck, receipt, listLines);
/** A receipt that verifies: exit 0, "Verified" first, then what that proves and what it does not. */
const verified = {
  code: 0,
  output: expect.stringMatching(/^Verified(, with no public value)?: [^]*\nNot proven by this receipt:\n/),
};

/** Every module a script names in an import (static or dynamic) or a require. */
const importedBy = (source: string) =>
  [...source.matchAll(/(?:\bfrom|\bimport|\brequire)\s*\(?\s*["'`]([^"'`]+)["'`]/g)].map(([, name]) => name);

const entrants = (count: number): Entrant[] =>
  Array.from({ length: count }, (_, i) => ({ name: `Entrant ${i + 1} “é”, ✓`, tickets: (i % 5) + 1 }));

describe("docs/verify-receipt.mjs", () => {
  it("verifies receipts the site made, with and without a public value, over many secrets", () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const publicValue = attempt % 2 === 0 ? "" : `Beacon round ${attempt} ✓`;
      const { receipt } = makeVerifiableDraw(
        entrants(50 + attempt),
        { winners: 3, alternates: 2 },
        randomBytes(32),
        publicValue,
        true,
      );
      expect(runScript(receipt)).toMatchObject(verified);
    }
  });

  it("verifies a receipt holding only the list's hash against the list file", () => {
    const list = entrants(20);
    const { receipt } = makeVerifiableDraw(list, { winners: 1, alternates: 0 }, randomBytes(32), "", false);
    expect(runScript(receipt, canonicalLines(list))).toMatchObject(verified);
  });

  it("names what a changed receipt no longer matches", () => {
    const { receipt } = makeVerifiableDraw(entrants(10), { winners: 2, alternates: 1 }, randomBytes(32), "x", true);
    const swapped = { ...receipt, winners: [receipt.winners[1] as string, receipt.winners[0] as string] };
    const result = runScript(swapped);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/^Does not match: winner 1 \(expected .*\); winner 2 \(expected .*\)$/);
    expect(runScript({ ...receipt, publicValue: "y" }).output).toMatch(/^Does not match: draw seed/);
    expect(runScript({ ...receipt, secret: "00".repeat(32) }).output).toMatch(/^Does not match: commitment; draw seed/);
    expect(runScript({ ...receipt, list: receipt.list?.slice(1) }).output).toMatch(/^Does not match: list hash/);
    // Version 3: the seed commits to the counts, so a name moved between winners and alternates shows.
    const moved = { ...receipt, winners: [...receipt.winners, ...receipt.alternates], alternates: [] };
    expect(runScript(moved)).toMatchObject({ code: 1, output: expect.stringMatching(/^Does not match: draw seed/) });
  });

  it("verifies the version 2 receipt docs/verifiable-draws.md publishes", () => {
    const secret = Uint8Array.from({ length: 32 }, (_, index) => index);
    const list = ["Ann", "Bob", "Cy", "Di", "Eve"].map((name, i) => ({ name, tickets: [1, 2, 3, 1, 1][i] as number }));
    const { receipt } = makeVerifiableDraw(list, { winners: 2, alternates: 1 }, secret, "", true);
    const version2 = { ...receipt, version: 2, drawSeed: receipt.secret, winners: ["Ann", "Bob"], alternates: ["Eve"] };
    expect(runScript(version2)).toMatchObject(verified);
    expect(runScript({ ...version2, winners: ["Ann", "Cy"] }).code).toBe(1);
  });

  it("exits 2 naming the field, not with a JavaScript error, on a field missing or of the wrong type", () => {
    const { receipt } = makeVerifiableDraw(entrants(10), { winners: 2, alternates: 1 }, randomBytes(32), "x", true);
    const withoutPublicValue: Partial<typeof receipt> = { ...receipt };
    delete withoutPublicValue.publicValue;
    const cases: [object, string][] = [
      [withoutPublicValue, "“publicValue” is not text"],
      [{ ...receipt, publicValue: 7 }, "“publicValue” is not text"],
      [{ ...receipt, secret: 7 }, "“secret” is not 64 hexadecimal digits"],
      [{ ...receipt, drawSeed: receipt.drawSeed.toUpperCase() }, "“drawSeed” is not 64 hexadecimal digits"],
      [{ ...receipt, listHash: receipt.listHash.slice(1) }, "“listHash” is not 64 hexadecimal digits"],
      [{ ...receipt, list: null }, "“list” is not a list of lines"],
      [{ ...receipt, list: receipt.list?.join("\n") }, "“list” is not a list of lines"],
      [{ ...receipt, winners: receipt.winners.join(", ") }, "“winners” is not a list of names"],
      [{ ...receipt, winners: [receipt.winners[0], 2] }, "“winners” is not a list of names"],
      [{ ...receipt, alternates: undefined }, "“alternates” is not a list of names"],
    ];
    for (const [damaged, reason] of cases) {
      expect(runScript(damaged)).toEqual({ code: 2, output: `Cannot check this receipt: ${reason}.` });
    }
    expect(runScript(null)).toMatchObject({
      code: 2,
      output: expect.stringMatching(/^Not a receipt this script knows/),
    });
  });

  it("exits 2 saying what it needs when the receipt holds only the list's hash and no list file is given", () => {
    const { receipt } = makeVerifiableDraw(entrants(5), { winners: 1, alternates: 0 }, randomBytes(32), "", false);
    expect(runScript(receipt)).toEqual({
      code: 2,
      output: "Cannot check this receipt: it has only the list's hash; give the list file.",
    });
  });

  it("does not verify a draw without winners", () => {
    const list = entrants(5);
    const { receipt } = makeVerifiableDraw(list, { winners: 1, alternates: 1 }, randomBytes(32), "", true);
    const noWinners = { ...receipt, version: 2, drawSeed: receipt.secret, winners: [], alternates: receipt.winners };
    expect(runScript(noWinners)).toEqual({ code: 1, output: "Does not match: the list cannot give this draw" });
  });
});

const person = (index: number, rated: boolean) => ({
  name: `Player ${index + 1} “é”, ✓`,
  ...(rated && { rating: ((index * 379) % 1000) * 10 - 250 }),
});
const teamSetup = (count: number, teams: number, balance: boolean, apart: TeamsSetup["apart"] = []): TeamsSetup => ({
  people: Array.from({ length: count }, (_, index) => person(index, balance)),
  teams,
  balance,
  apart,
});

function teamsReceipt(setup: TeamsSetup, publicValue = ""): TeamsReceipt {
  const made = makeVerifiableTeams(setup, randomBytes(32), publicValue, true);
  if (!made.ok) throw new Error(made.message);
  return made.receipt;
}

describe("docs/verify-teams-receipt.mjs", () => {
  it("verifies splits the site made: plain, balanced, with pairs kept apart, with and without a public value", () => {
    const setups = [
      teamSetup(11, 3, false),
      teamSetup(12, 4, false, [
        [0, 1],
        [1, 2],
        [2, 3],
        [0, 3],
      ]),
      teamSetup(30, 3, true),
      teamSetup(40, 5, true, [
        [0, 1],
        [2, 3],
        [4, 5],
        [0, 5],
      ]),
      // Nine people in three teams, each kept apart from two others: random deals rarely work, so the search runs.
      teamSetup(9, 3, false, [
        [0, 1],
        [1, 2],
        [0, 2],
        [3, 4],
        [4, 5],
        [3, 5],
        [6, 7],
        [7, 8],
        [6, 8],
      ]),
    ];
    for (const [index, setup] of setups.entries()) {
      expect(runTeamsScript(teamsReceipt(setup, index % 2 ? `Beacon ${index}` : "")), `setup ${index}`).toMatchObject(
        verified,
      );
    }
  });

  it("verifies 200 rated people balanced into 40 teams within the swap budget, and a version 1 split without it", () => {
    const setup = teamSetup(200, 40, true);
    expect(runTeamsScript(teamsReceipt(setup))).toMatchObject(verified);
    const { sealed, draw } = sealReceipt("teams", canonicalTeamLines(setup), randomBytes(32), "");
    const unlimited = makeTeams(setup.people, 40, { balance: true, swapBudget: Infinity }, draw);
    if (!unlimited.ok) throw new Error(unlimited.message);
    const teams = unlimited.teams.map((team) => team.map((member) => member.name));
    expect(runTeamsScript({ ...sealed, version: 1, teams })).toMatchObject(verified);
  });

  it("verifies a receipt holding only the list's hash against the list file", () => {
    const setup = teamSetup(10, 2, true, [[0, 9]]);
    const receipt = teamsReceipt(setup);
    delete receipt.list;
    expect(runTeamsScript(receipt, canonicalTeamLines(setup))).toMatchObject(verified);
  });

  it("names what a changed teams receipt no longer matches", () => {
    const receipt = teamsReceipt(teamSetup(9, 3, true), "x");
    const [first, second] = receipt.teams as [string[], string[]];
    const swapped = [[second[0], ...first.slice(1)], [first[0], ...second.slice(1)], ...receipt.teams.slice(2)];
    expect(runTeamsScript({ ...receipt, teams: swapped }).output).toMatch(
      /^Does not match: team 1 \(expected .*\); team 2 \(expected .*\)$/,
    );
    expect(runTeamsScript({ ...receipt, teams: receipt.teams.slice(1) }).output).toMatch(
      /^Does not match: number of teams/,
    );
    // A team more than the split makes is the number of teams that does not match; every team made is still compared.
    expect(runTeamsScript({ ...receipt, teams: [...receipt.teams, ["Zed"]] })).toEqual({
      code: 1,
      output: "Does not match: number of teams (expected 3)",
    });
    const extraAndSwapped = [...swapped, ["Zed"]];
    expect(runTeamsScript({ ...receipt, teams: extraAndSwapped }).output).toMatch(
      /^Does not match: number of teams \(expected 3\); team 1 \(expected .*\); team 2 \(expected .*\)$/,
    );
    expect(runTeamsScript({ ...receipt, publicValue: "y" }).output).toMatch(/^Does not match: draw seed/);
    const setupChanged = ["teams: 2", ...(receipt.list ?? []).slice(1)];
    expect(runTeamsScript({ ...receipt, list: setupChanged }).output).toMatch(/^Does not match: list hash; /);
    const notCanonical = { ...receipt, list: ["Ann", "Bob"] };
    expect(runTeamsScript(notCanonical)).toEqual({
      code: 1,
      output:
        "Does not match: " +
        'list line 1 "Ann" is not “teams: K”; list line 2 "Bob" is not “balance by rating: yes” or “no”; ' +
        'list line 3 "" is not “keep apart: ” and pairs, or “none”; list hash; the list cannot give this split',
    });
    expect(runTeamsScript({ ...receipt, version: 9 })).toMatchObject({ code: 2 });
  });

  it("compares teams name by name: a name with a comma is not two names", () => {
    const setup: TeamsSetup = {
      people: [{ name: "Ann" }, { name: "Bob" }, { name: "Ann, Bob" }],
      teams: 2,
      balance: false,
      apart: [],
    };
    let receipt = teamsReceipt(setup);
    while (receipt.teams[0]?.join("|") !== "Ann|Bob") receipt = teamsReceipt(setup);
    expect(runTeamsScript(receipt)).toMatchObject(verified);
    expect(runTeamsScript({ ...receipt, teams: [["Ann, Bob"], ["Ann", "Bob"]] })).toEqual({
      code: 1,
      output:
        'Does not match: team 1 (expected “Ann, Bob”, receipt says “"Ann, Bob"”); ' +
        'team 2 (expected “"Ann, Bob"”, receipt says “Ann, Bob”)',
    });
  });

  it("exits 2 naming the field when the teams are not a list of teams of names", () => {
    const receipt = teamsReceipt(teamSetup(6, 2, false));
    for (const teams of [undefined, "Ann, Bob", ["Ann", "Bob"], [["Ann"], [7]], { 1: ["Ann"] }]) {
      expect(runTeamsScript({ ...receipt, teams })).toEqual({
        code: 2,
        output: "Cannot check this receipt: “teams” is not a list of teams, each a list of names.",
      });
    }
  });

  it("exits 2 naming a damaged field it shares with draws, an unknown receipt, or the list file it needs", () => {
    const receipt = teamsReceipt(teamSetup(6, 2, false));
    const cases: [object, string][] = [
      [{ ...receipt, secret: 7 }, "“secret” is not 64 hexadecimal digits."],
      [{ ...receipt, commitment: receipt.commitment.slice(2) }, "“commitment” is not 64 hexadecimal digits."],
      [{ ...receipt, publicValue: null }, "“publicValue” is not text."],
      [{ ...receipt, list: receipt.list?.join("\n") }, "“list” is not a list of lines."],
      [{ ...receipt, list: undefined }, "it has only the list's hash; give the list file."],
    ];
    for (const [damaged, reason] of cases) {
      expect(runTeamsScript(damaged)).toEqual({ code: 2, output: `Cannot check this receipt: ${reason}` });
    }
    expect(runTeamsScript({ ...receipt, format: "another" })).toEqual({
      code: 2,
      output: 'Not a receipt this script knows (format "another", version 3).',
    });
  });
});

describe("the Node scripts that check receipts", () => {
  // 60 lines held versions 1 to 3. Issue #24 added version 4's statement and public-value spellings, the list rules of
  // every version with a message naming each line, and a verdict that says what is proven and what is not: 294 lines,
  // which is what they take written readably (and as Prettier keeps them). The bound keeps the file from growing.
  it("are standalone: verify-receipt.mjs is at most 294 lines, and both import only node:crypto and node:fs", () => {
    expect(readFileSync(drawScript, "utf8").trimEnd().split("\n").length).toBeLessThanOrEqual(294);
    for (const file of [drawScript, teamsScript]) {
      const imported = importedBy(readFileSync(file, "utf8"));
      expect(imported, file).toContain("node:crypto");
      for (const name of imported) expect(["node:crypto", "node:fs"], file).toContain(name);
    }
  });

  it("each refuse a receipt of the other kind, naming the script that checks it", () => {
    const { receipt } = makeVerifiableDraw(entrants(5), { winners: 1, alternates: 0 }, randomBytes(32), "", true);
    expect(runTeamsScript(receipt)).toEqual({
      code: 2,
      output: "This is a receipt of a draw: verify-receipt.mjs checks it.",
    });
    expect(runScript(teamsReceipt(teamSetup(6, 2, false)))).toEqual({
      code: 2,
      output: "This is a receipt of teams: verify-teams-receipt.mjs checks it.",
    });
  });
});
