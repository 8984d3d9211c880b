import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { Entrant } from "~/features/draw/domain/draw";
import { canonicalLines } from "~/features/draw";
import { canonicalTeamLines, type TeamsReceipt, type TeamsSetup } from "~/features/teams";
import { randomBytes } from "~/kernel/random/domain/random";
import type { PublicValueSource } from "~/kernel/receipts/domain/statement";
import { withoutList } from "~/kernel/receipts/domain/verifiable-receipt";
import { textSource, verifiableDrawFor, verifiableTeamsFor } from "~/test/verifiable-receipts";
import { rmSync } from "node:fs";
import { runScript as run, scriptFolder } from "./receipt-script-runs";

// docs/verify-receipt.mjs (draws) and docs/verify-teams-receipt.mjs (teams) are the independent check anyone can run:
// each must agree with the site's own code on the receipts it makes, and work when copied alone.
afterAll(() => rmSync(scriptFolder, { recursive: true, force: true }));
// Tests here run at once and wait their turn for a Node process (scripts/receipt-script-runs.ts): the wait counts.
vi.setConfig({ testTimeout: 180_000 });
const drawScript = "docs/verify-receipt.mjs";
const teamsScript = "docs/verify-teams-receipt.mjs";
const runDraw = (receipt: unknown, list?: Parameters<typeof run>[2]) => run("draw", receipt, list);
const runTeams = (receipt: unknown, listLines?: readonly string[]) => run("teams", receipt, listLines);
/** A receipt that verifies: exit 0, the verdict first, then what that proves and what it does not. */
const verified = {
  code: 0,
  output: expect.stringMatching(/^Verified(, with no public value)?: [^]*\nNot proven by this receipt:\n/),
};

/** Every module a script names in an import (static or dynamic) or a require. */
const importedBy = (source: string) =>
  [...source.matchAll(/(?:\bfrom|\bimport|\brequire)\s*\(?\s*["'`]([^"'`]+)["'`]/g)].map(([, name]) => name);

const entrants = (count: number): Entrant[] =>
  Array.from({ length: count }, (_, i) => ({ name: `Entrant ${i + 1} “é”, ✓`, tickets: (i % 5) + 1 }));
const lotto = { type: "lottery", lottery: "EuroMillions", drawDate: "2026-12-01", main: 5, bonus: 2 } as const;
const [noValue, lottery, text]: { source: PublicValueSource; publicValue: string }[] = [
  { source: { type: "none" }, publicValue: "" },
  { source: lotto, publicValue: "3 14 15 26 35 + 5 9" },
  { source: textSource("the figure, as published"), publicValue: "Beacon round 7" },
];
const hosts = [noValue, lottery, text];
const drawReceipt = (
  count: number,
  counts: { winners: number; alternates: number },
  host = lottery as (typeof hosts)[number],
) => verifiableDrawFor(entrants(count), counts, { secret: randomBytes(32), ...host }).receipt;

describe.concurrent("docs/verify-receipt.mjs on the site's receipts", () => {
  it("verifies receipts the site made, with each kind of public value, over many secrets", async () => {
    const receipts = hosts.flatMap((host, index) => [
      drawReceipt(50 + index, { winners: 3, alternates: 2 }, host),
      drawReceipt(9, { winners: 1, alternates: 0 }, host),
    ]);
    for (const result of await Promise.all(receipts.map((receipt) => runDraw(receipt)))) {
      expect(result).toMatchObject(verified);
    }
  });

  it("verifies a receipt without its list against the list file", async () => {
    const list = entrants(20);
    const { receipt } = verifiableDrawFor(list, { winners: 1, alternates: 0 }, { secret: randomBytes(32) });
    expect(await runDraw(withoutList(receipt), canonicalLines(list))).toMatchObject(verified);
    expect(await runDraw(withoutList(receipt))).toEqual({
      code: 2,
      output: "Cannot check this receipt: it has only the list's hash; give the list file.",
    });
  });

  it("checks a list file given beside a receipt that holds its list against that list, never leaving it unread", async () => {
    const list = entrants(6);
    const { receipt } = verifiableDrawFor(list, { winners: 1, alternates: 0 }, { secret: randomBytes(32) });
    const [same, other] = await Promise.all([
      runDraw(receipt, canonicalLines(list)),
      runDraw(receipt, canonicalLines(entrants(7))),
    ]);
    expect(same).toMatchObject(verified);
    expect(other).toEqual({
      code: 2,
      output:
        "Cannot check this receipt: the list file is not the list this receipt holds; check the receipt alone, or" +
        " give its own list.",
    });
  });

  it("reads a list file as UTF-8, and a version 4 one as the bytes its statement hashed", async () => {
    const list = entrants(4);
    const { receipt } = verifiableDrawFor(list, { winners: 1, alternates: 0 }, { secret: randomBytes(32) });
    const file = canonicalLines(list)
      .map((line) => `${line}\n`)
      .join("");
    const [notUtf8, crlf, bom, noFinalLineFeed] = await Promise.all([
      runDraw(withoutList(receipt), Uint8Array.from([...Buffer.from(file), 0xff])),
      runDraw(withoutList(receipt), file.replace(/\n/g, "\r\n")),
      runDraw(withoutList(receipt), `\uFEFF${file}`),
      runDraw(withoutList(receipt), file.slice(0, -1)),
    ]);
    expect(notUtf8).toEqual({
      code: 2,
      output: "Cannot check this receipt: the list file is not UTF-8 text, as the page writes it.",
    });
    for (const refused of [crlf, bom]) {
      expect(refused).toEqual({
        code: 2,
        output: "Cannot check this receipt: the list file has a byte-order mark or a CR, which the page never writes.",
      });
    }
    expect(noFinalLineFeed).toMatchObject(verified);
  });

  it("notes the drawn names that look alike or hold what looks like list punctuation, each still one name", async () => {
    const list = [
      { name: "Anna", tickets: 1 },
      { name: "Anna\u200B", tickets: 1 },
      { name: "Ann\u060C Mallory", tickets: 1 },
      { name: "rn", tickets: 1 },
      { name: "m", tickets: 1 },
    ];
    const { receipt } = verifiableDrawFor(list, { winners: 3, alternates: 2 }, { secret: randomBytes(32) });
    const { code, output } = await runDraw(receipt);
    expect(code).toBe(0);
    expect(output).toMatch(/^Note: "Anna(\\u200b)?" and "Anna(\\u200b)?" look alike but are different names\.$/m);
    expect(output).toContain(
      'Note: "Ann\u060C Mallory" holds U+060C, which looks like list punctuation: it is one name.',
    );
    expect(output.match(/^Note: /gm)).toHaveLength(2);
  });

  it("names what a changed receipt no longer matches, as the site does", async () => {
    const receipt = drawReceipt(10, { winners: 2, alternates: 1 });
    const swapped = { ...receipt, winners: [receipt.winners[1] as string, receipt.winners[0] as string] };
    const [winners, secret, list, moved] = await Promise.all([
      runDraw(swapped),
      runDraw({ ...receipt, secret: "00".repeat(32) }),
      runDraw({ ...receipt, list: receipt.list?.slice(1) }),
      runDraw({ ...receipt, winners: [...receipt.winners, ...receipt.alternates], alternates: [] }),
    ]);
    expect(winners.output).toMatch(/^Does not match: winner 1 \(expected .*\); winner 2 \(expected .*\)$/);
    expect(secret.output).toMatch(/^Does not match: secret \(not the statement's\); draw seed/);
    expect(list.output).toMatch(/^Does not match: entrants \(the statement says 10, not 9\); tickets .*; list /);
    expect(moved).toEqual({
      code: 1,
      output: "Does not match: winners (the statement says 2, not 3); alternates (the statement says 1, not 0)",
    });
  });

  it("exits 2 naming the field, not with a JavaScript error, on a field missing, of the wrong type or extra", async () => {
    const receipt = drawReceipt(10, { winners: 2, alternates: 1 });
    const cases: [object, string][] = [
      [{ ...receipt, publicValue: 7 }, "“publicValue” is not text."],
      [{ ...receipt, secret: 7 }, "“secret” is not 64 hexadecimal digits."],
      [{ ...receipt, drawSeed: receipt.drawSeed.toUpperCase() }, "“drawSeed” is not 64 hexadecimal digits."],
      [
        { ...receipt, statement: ("statement" in receipt ? receipt.statement : "").split("\n") },
        "“statement” is not text.",
      ],
      [{ ...receipt, list: receipt.list?.join("\n") }, "“list” is not a list of lines."],
      [{ ...receipt, winners: receipt.winners.join(", ") }, "“winners” is not a list of names."],
      [{ ...receipt, note: "hi" }, '"note" is not a field of a version 4 receipt.'],
    ];
    const results = await Promise.all(cases.map(([damaged]) => runDraw(damaged)));
    results.forEach((result, index) =>
      expect(result).toEqual({ code: 2, output: `Cannot check this receipt: ${cases[index]?.[1] as string}` }),
    );
    expect(await runDraw(null)).toMatchObject({
      code: 2,
      output: expect.stringMatching(/^Not a receipt this script knows/),
    });
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
function teamsReceipt(setup: TeamsSetup, host = noValue as (typeof hosts)[number]): TeamsReceipt {
  const made = verifiableTeamsFor(setup, { secret: randomBytes(32), ...host });
  if (!made.ok) throw new Error(JSON.stringify(made.failure));
  return made.receipt;
}
const ring = (size: number): TeamsSetup["apart"] =>
  Array.from({ length: size }, (_, index) => [index, (index + 1) % size] as const);

describe.concurrent("docs/verify-teams-receipt.mjs on the site's receipts", () => {
  // 300 rated people in 100 teams, within the balancing's budget and without it, are docs/vectors/teams.json's.
  it("verifies splits the site made: plain, balanced, kept apart, searched, with each kind of public value", async () => {
    const setups = [
      teamSetup(11, 3, false),
      teamSetup(12, 4, false, ring(4)),
      teamSetup(30, 3, true),
      teamSetup(40, 5, true, [...ring(4), [4, 5]]),
      // Nine people in three teams, each kept apart from two others: random deals rarely work, so the search runs.
      teamSetup(9, 3, false, [...ring(3), [3, 4], [4, 5], [3, 5], [6, 7], [7, 8], [6, 8]]),
    ];
    const results = await Promise.all(
      setups.map((setup, index) => runTeams(teamsReceipt(setup, hosts[index % hosts.length] ?? noValue))),
    );
    results.forEach((result, index) => expect(result, `setup ${index}`).toMatchObject(verified));
  });

  it("refuses a list file given beside a receipt that holds another list", async () => {
    const setup = teamSetup(10, 2, true, [[0, 9]]);
    const result = await runTeams(teamsReceipt(setup), canonicalTeamLines(teamSetup(11, 2, true, [[0, 9]])));
    expect(result).toMatchObject({
      code: 2,
      output: expect.stringMatching(/^Cannot check this receipt: the list file is not/),
    });
  });

  it("verifies a receipt without its list against the list file", async () => {
    const setup = teamSetup(10, 2, true, [[0, 9]]);
    expect(await runTeams(withoutList(teamsReceipt(setup)), canonicalTeamLines(setup))).toMatchObject(verified);
  });

  it("names what a changed teams receipt no longer matches, as the site does", async () => {
    const receipt = teamsReceipt(teamSetup(9, 3, true), text);
    const [first, second] = receipt.teams as [string[], string[]];
    const swapped = [[second[0], ...first.slice(1)], [first[0], ...second.slice(1)], ...receipt.teams.slice(2)];
    const [teams, dropped, extra, respelt, setupChanged] = await Promise.all([
      runTeams({ ...receipt, teams: swapped }),
      runTeams({ ...receipt, teams: receipt.teams.slice(1) }),
      runTeams({ ...receipt, teams: [...receipt.teams, ["Zed"]] }),
      runTeams({ ...receipt, publicValue: "Beacon round 7 " }),
      runTeams({ ...receipt, list: ["teams: 2", ...(receipt.list ?? []).slice(1)] }),
    ]);
    expect(teams.output).toMatch(/^Does not match: team 1 \(expected .*\); team 2 \(expected .*\)$/);
    expect(dropped.output).toMatch(/^Does not match: number of teams \(expected 3\); team 1 /);
    expect(extra).toEqual({ code: 1, output: "Does not match: number of teams (expected 3)" });
    expect(respelt.output).toMatch(
      /^Does not match: public value "Beacon round 7 " \(not text the page writes\); draw seed/,
    );
    expect(setupChanged.output).toMatch(/^Does not match: teams \(the statement says 3, not 2\); list /);
  });

  it("notes the names in any team that look alike", async () => {
    // Composed and decomposed "Zoë" are one name to the list's rules; a full-width letter is not.
    const people = ["\uFF21nn", "Ann", "Bo", "Cy"].map((name) => ({ name }));
    const setup: TeamsSetup = { people, teams: 2, balance: false, apart: [] };
    const { code, output } = await runTeams(teamsReceipt(setup));
    expect(code).toBe(0);
    expect(output).toMatch(/^Note: "(\uFF21|A)nn" and "(\uFF21|A)nn" look alike but are different names\.$/m);
  });

  it("compares teams name by name: a name with a comma is not two names", async () => {
    const setup: TeamsSetup = {
      people: [{ name: "Ann" }, { name: "Bob" }, { name: "Ann, Bob" }],
      teams: 2,
      balance: false,
      apart: [],
    };
    let receipt = teamsReceipt(setup);
    while (receipt.teams[0]?.join("|") !== "Ann|Bob") receipt = teamsReceipt(setup);
    expect(await runTeams(receipt)).toMatchObject(verified);
    expect(await runTeams({ ...receipt, teams: [["Ann, Bob"], ["Ann", "Bob"]] })).toEqual({
      code: 1,
      output:
        'Does not match: team 1 (expected “"Ann", "Bob"”, receipt says “"Ann, Bob"”); ' +
        'team 2 (expected “"Ann, Bob"”, receipt says “"Ann", "Bob"”)',
    });
  });

  it("exits 2 naming a damaged field, an unknown receipt, or the list file it needs", async () => {
    const receipt = teamsReceipt(teamSetup(6, 2, false));
    const cases: [object, string][] = [
      [
        { ...receipt, teams: "Ann, Bob" },
        "Cannot check this receipt: “teams” is not a list of teams, each a list of names.",
      ],
      [
        { ...receipt, teams: [["Ann"], [7]] },
        "Cannot check this receipt: “teams” is not a list of teams, each a list of names.",
      ],
      [
        { ...receipt, commitment: receipt.commitment.slice(2) },
        "Cannot check this receipt: “commitment” is not 64 hexadecimal digits.",
      ],
      [withoutList(receipt), "Cannot check this receipt: it has only the list's hash; give the list file."],
      [{ ...receipt, format: "another" }, 'Not a receipt this script knows (format "another", version 4).'],
    ];
    const results = await Promise.all(cases.map(([damaged]) => runTeams(damaged)));
    results.forEach((result, index) => expect(result).toEqual({ code: 2, output: cases[index]?.[1] }));
  });
});

describe.concurrent("the Node scripts that check receipts", () => {
  // 60 lines held versions 1 to 3. Issue #24 added version 4's statement and public-value spellings, the list rules of
  // every version with a message naming each line, and a verdict that says what is proven and what is not (versions 1-2: the counts not committed): 296 lines,
  // which is what they take written readably (and as Prettier keeps them). A second outsider's reading then pinned what
  // the document had left open: a list file read as the bytes its hash was taken of, a key given twice refused, only
  // entrants holding tickets drawn, the verdict listing a lottery's numbers and saying that a receipt before version 4
  // is not the draw a published statement announced (332); nothing a receipt brings printed raw, a list file beside
  // a receipt that holds its list checked against it, a statement line missing read as one (352); the names in the
  // result to look at twice (383). The bound keeps the file from growing.
  it("are standalone: verify-receipt.mjs is at most 383 lines, and both import only node:crypto and node:fs", () => {
    expect(readFileSync(drawScript, "utf8").trimEnd().split("\n").length).toBeLessThanOrEqual(383);
    for (const file of [drawScript, teamsScript]) {
      const imported = importedBy(readFileSync(file, "utf8"));
      expect(imported, file).toContain("node:crypto");
      for (const name of imported) expect(["node:crypto", "node:fs"], file).toContain(name);
    }
  });

  it("each refuse a receipt of the other kind, naming the script that checks it", async () => {
    const [draw, teams] = await Promise.all([
      runTeams(drawReceipt(5, { winners: 1, alternates: 0 })),
      runDraw(teamsReceipt(teamSetup(6, 2, false))),
    ]);
    expect(draw).toEqual({ code: 2, output: "This is a receipt of a draw: verify-receipt.mjs checks it." });
    expect(teams).toEqual({ code: 2, output: "This is a receipt of teams: verify-teams-receipt.mjs checks it." });
  });
});
