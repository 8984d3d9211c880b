import { createHash } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { runScript, scriptFolder } from "./receipt-script-runs";

// docs/vectors/*.json are the receipts docs/verifiable-draws.md publishes: every one under "verifies" must verify, and
// every one under "fails" must fail, for the reason it gives, with every checker. This file runs the two standalone
// scripts (each copied alone, as someone who took only that file would run it) and checks the hashes from first
// principles with node:crypto; the site's own checker runs the same vectors in
// app/features/verify/domain/receipt-vectors.test.ts.

interface Problem {
  rule: string;
  line?: number;
}
interface Vector {
  name: string;
  about: string;
  receipt: Record<string, unknown>;
  /** The receipt as text, where an object cannot hold it (a key given twice); `receipt` is then what it reads as. */
  receiptText?: string;
  listFile?: string;
  problems?: Problem[];
  exit?: number;
}
interface Vectors {
  about: string;
  verifies: Vector[];
  fails: Vector[];
}
const readVectors = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Vectors;
const draws = readVectors("docs/vectors/draw.json");
const splits = readVectors("docs/vectors/teams.json");

afterAll(() => rmSync(scriptFolder, { recursive: true, force: true }));
// Tests here run at once and wait their turn for a Node process (scripts/receipt-script-runs.ts): the wait counts.
vi.setConfig({ testTimeout: 180_000 });
const run = (kind: "draw" | "teams", receipt: unknown, listFile?: string) => runScript(kind, receipt, listFile);
const runVector = (kind: "draw" | "teams", vector: Vector) =>
  run(kind, vector.receiptText ?? vector.receipt, vector.listFile);

const sha256 = (...parts: (string | Uint8Array)[]) =>
  parts.reduce((hash, part) => hash.update(part), createHash("sha256")).digest();
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
const u32 = (number: number) => Buffer.from(number.toString(16).padStart(8, "0"), "hex");
const u64 = (number: number) => Buffer.from(number.toString(16).padStart(16, "0"), "hex");
const seedLabel = "ai-decision-maker/verifiable-draw/v4/seed";
const v4Seed = (secret: Buffer, statement: string, publicValue: string) =>
  sha256(seedLabel, secret, sha256(statement), publicValue);
const fileOf = (lines: readonly string[]) => lines.map((line) => `${line}\n`).join("");

/** How each script names each rule a failing vector breaks; the line, where a rule has one, is the first group. */
const ruleMessages: Record<string, RegExp> = {
  "line-break": /^list line (\d+) .* holds a line break \(U\+000[AD]\)$/,
  character: /^list line (\d+) .* holds a (control character|line or paragraph separator|direction control) \(U\+/,
  "white-space": /^list line (\d+) .* is empty or has white space at its start or end$/,
  "not-nfc": /^list line (\d+) .* is not in Unicode NFC$/,
  "ticket-count": /^list line (\d+) .* has a ticket count that is 0 or starts with 0$/,
  "repeated-name": /^list line (\d+) .* repeats the name of list line \d+$/,
  "not-name-tickets": /^list line (\d+) .* is not “name, tickets”$/,
  rating: /^list line (\d+) .* has a rating that is not written as the page writes it$/,
  setup: /^list line ([123]) /,
  statement: /^statement line (\d+) /,
  count: /^(entrants|tickets|winners|alternates|people|teams|balance by rating|pairs kept apart) \(the statement says /,
  list: /^list \(its SHA-256 is not the statement's\)$/,
  secret: /^secret \(not the statement's\)$/,
  commitment: /^commitment/,
  "draw-seed": /^draw seed$/,
  spelling: /^public value ".*" \(/,
  winner: /^winner \d+ \(expected ".*", receipt says ".*"\)$/,
  alternate: /^alternate \d+ \(expected ".*", receipt says ".*"\)$/,
  "list-hash": /^list hash$/,
  "not-name-rating": /^list line (\d+) .* is not “name, rating”$/,
  "list-file": /^Cannot check this receipt: (it has only the list's hash; give the list file|the list file .*)\.$/,
  team: /^team \d+ \(expected “.*”, receipt says “.*”\)$/,
  "number-of-teams": /^number of teams \(expected \d+\)$/,
  "cannot-give": /^the list cannot give this (draw|split)$/,
  field: /^Cannot check this receipt: (“\w+”|".*") is (not |given twice)/,
  unknown: /^Not a receipt this script knows /,
  "too-much-work":
    /^Cannot check this receipt: (keeping these pairs apart needs more than 200,000 tries of the search,|balancing more than 1,000 teams is|balancing these teams weighs more than 100,000,000 swaps,) too much work to check here/,
};

/** Each part of a "Does not match" answer, matched one for one against the vector's problems (rule and line). */
function unmatchedProblems(output: string, expected: readonly Problem[]): string[] {
  const parts = output.startsWith("Does not match: ") ? output.slice("Does not match: ".length).split("; ") : [output];
  const left = [...expected];
  const unmatched: string[] = [];
  for (const part of parts) {
    const at = left.findIndex(({ rule, line }) => {
      const match = ruleMessages[rule]?.exec(part);
      return match !== null && match !== undefined && (line === undefined || Number(match[1]) === line);
    });
    if (at === -1) unmatched.push(part);
    else left.splice(at, 1);
  }
  return [...unmatched, ...left.map((problem) => `(not named) ${JSON.stringify(problem)}`)];
}

describe.concurrent.each([
  ["draw", draws],
  ["teams", splits],
] as const)("docs/vectors/%s.json", (kind, vectors) => {
  it("names each vector once, and gives each failing one the problems it must show", () => {
    const names = [...vectors.verifies, ...vectors.fails].map((vector) => vector.name);
    expect(new Set(names).size).toBe(names.length);
    for (const vector of vectors.fails) {
      expect(vector.problems?.length, vector.name).toBeGreaterThan(0);
      for (const problem of vector.problems ?? [])
        expect(Object.keys(ruleMessages), vector.name).toContain(problem.rule);
    }
    for (const version of [1, 2, 3, 4]) {
      expect(vectors.verifies.some((vector) => vector.receipt.version === version)).toBe(true);
    }
  });

  it.each(vectors.verifies.map((vector) => [vector.name, vector] as const))("%s verifies", async (_, vector) => {
    const { code, output } = await runVector(kind, vector);
    expect(code, output).toBe(0);
    expect(output).toMatch(/^Verified(, with no public value)?: the (winners|teams) follow from the committed secret/);
    expect(output).toContain("\nNot proven by this receipt:\n- that ");
  });

  it.each(vectors.fails.map((vector) => [vector.name, vector] as const))(
    "%s fails for its reason",
    async (_, vector) => {
      const { code, output } = await runVector(kind, vector);
      expect(code, output).toBe(vector.exit);
      expect(unmatchedProblems(output, vector.problems ?? []), output).toEqual([]);
    },
  );

  it("hold hashes and seeds that follow from their fields, worked out here with node:crypto alone", () => {
    for (const { name, receipt, listFile } of vectors.verifies) {
      const secret = Buffer.from(receipt.secret as string, "hex");
      const lines = (receipt.list as string[] | undefined) ?? (listFile as string).replace(/\r\n/g, "\n").split("\n");
      if (listFile !== undefined && lines.at(-1) === "") lines.pop();
      const publicValue = receipt.publicValue as string;
      if (receipt.version !== 4) {
        expect(receipt.commitment, name).toBe(hex(sha256(secret)));
        expect(receipt.listHash, name).toBe(hex(sha256(lines.join("\n"))));
        continue;
      }
      const statement = receipt.statement as string;
      expect(receipt.commitment, name).toBe(hex(sha256(statement)));
      expect(receipt.drawSeed, name).toBe(hex(v4Seed(secret, statement, publicValue)));
      // The secret's hash in a statement is taken of its hex, so that it is never a commitment of versions 1 to 3.
      expect(statement, name).toContain(`\nsecret hex SHA-256: ${hex(sha256(receipt.secret as string))}\n`);
      expect(statement, name).not.toContain(hex(sha256(secret)));
      expect(statement, name).toContain(`\nlist SHA-256: ${hex(sha256(fileOf(lines)))}\n`);
      // A list file as the page writes it hashes, byte for byte, to the statement's list SHA-256: sha256sum checks it
      // (one vector's file lost its final line feed in copying, which a checker allows).
      const asWritten = listFile?.endsWith("\n") === false ? `${listFile}\n` : listFile;
      if (asWritten !== undefined) expect(statement, name).toContain(`\nlist SHA-256: ${hex(sha256(asWritten))}\n`);
    }
  });
});

describe.concurrent("the verdict of a receipt that verifies", () => {
  const vector = (vectors: Vectors, name: string) => vectors.verifies.find((each) => each.name === name) as Vector;

  it("says plainly, without a public value, that the host could have drawn more than once", async () => {
    for (const [kind, vectors, name] of [
      ["draw", draws, "v4-none"],
      ["draw", draws, "v1-none"],
      ["teams", splits, "v4-plain"],
      ["teams", splits, "v3-plain"],
    ] as const) {
      const { output } = await run(kind, vector(vectors, name).receipt);
      expect(output, name).toMatch(/^Verified, with no public value: /);
      expect(output, name).toMatch(/\n- that the host (drew|split) once: .* could have drawn secret after secret/);
    }
  });

  it("shows the statement and its SHA-256 to compare with what was published, and when it had to be", async () => {
    const { receipt } = vector(draws, "v4-lottery");
    const { output } = await run("draw", receipt);
    expect(output).toContain(
      `Published before the draw, there should be this statement or its SHA-256, ${receipt.commitment as string}:\n` +
        (receipt.statement as string)
          .split("\n")
          .map((line) => `  | ${line}`)
          .join("\n"),
    );
    expect(output).toContain('\nPublic value: "4 8 15 16 23 42 + 7"\n');
    expect(output).toContain("\n- that this was published before the UK National Lottery Lotto draw of 2026-11-28: ");
    expect(output).toContain(
      "\n- that these are all the numbers of that draw: the official result of the UK National Lottery Lotto draw of " +
        "2026-11-28 must have exactly these main numbers, 4 8 15 16 23 42 (6 numbers), and exactly these bonus " +
        "numbers, 7 (1 number). If it has any number",
    );
    expect(output).toMatch(/^Winners: "Cy", "Bob"\nAlternates: "Di"$/m);
    const drand = (await run("draw", vector(draws, "v4-drand").receipt)).output;
    expect(drand).toContain("drand round 2, due 2020-07-22 15:18:00 UTC");
    expect(drand).toContain(
      "https://api.drand.sh/8990e7a9aaed2ffed73dbd7092123d6f289930540d7651336225dc172e51b2ce/public/2.",
    );
    expect((await run("draw", vector(draws, "v4-text").receipt)).output).toContain("no checker can test free text");
  });

  it("says of a receipt before version 4 that neither the public value's spelling nor the version was committed", async () => {
    const { output } = await run("draw", vector(draws, "v3-typed-public-value").receipt);
    expect(output).toContain(
      "\nPublished before the draw, there should be: commitment 630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd, " +
        "list hash dff70538d974b9d59728d5ae91e6fc50e3707ce088951cf28377aca3c8cf35b1, winners: 2, alternates: 1\n",
    );
    expect(output).toContain("\n- which spelling of the public value and which version were meant: ");
  });

  it("gives the reader what stops the two forgeries of the vectors no checker can refuse", async () => {
    const tooFew = (await run("draw", vector(draws, "v4-lottery-too-few-numbers").receipt)).output;
    expect(tooFew).toContain("must have exactly these main numbers, 8 15 16 23 42 (5 numbers), and no bonus number.");
    const statement = vector(draws, "v4-lottery").receipt.statement as string;
    const { receipt } = vector(draws, "v3-after-a-published-statement");
    expect(statement).not.toContain(receipt.commitment as string);
    const relabelled = (await run("draw", receipt)).output;
    expect(relabelled).toContain(`there should be: commitment ${receipt.commitment as string}, list hash `);
    expect(relabelled).toContain("\n- that this is the draw the host announced: a receipt of version 3 is checked ");
  });

  it("shows a name holding an invisible character escaped, as it was hashed", async () => {
    const { output } = await run("draw", vector(draws, "v3-tab-in-a-name").receipt);
    expect(output).toContain('\nAlternates: "Ann\\t3"\n');
  });
});

// A host's forgeries, each worked out here in full, so that every other check passes: only the rule under test can
// stop it. The draw below is this file's own implementation of docs/verifiable-draws.md, sections 6 and 7.
function drawNames(seed: Buffer, lines: readonly string[], count: number): string[] {
  const entrants = lines.map((line) => {
    const [, name, tickets] = /^(.+), (\d+)$/s.exec(line) as RegExpExecArray;
    return { name: name as string, tickets: Number(tickets) };
  });
  let taken = 0;
  const index = (n: number): number => {
    for (;;) {
      const word = sha256(seed, u64(Math.floor(taken / 8))).readUInt32BE(4 * (taken++ % 8));
      if (word < 2 ** 32 - (2 ** 32 % n)) return word % n;
    }
  };
  const drawn: string[] = [];
  for (let place = 0; place < count; place++) {
    let r = index(entrants.reduce((sum, entrant) => sum + entrant.tickets, 0));
    const at = entrants.findIndex((entrant) => (r -= entrant.tickets) < 0);
    drawn.push((entrants.splice(at, 1)[0] as { name: string }).name);
  }
  return drawn;
}
const secret = Buffer.from(Array.from({ length: 32 }, (_, index) => (index * 37 + 11) % 256));
const lines27 = Array.from({ length: 27 }, (_, index) => `Entrant ${index + 1}, ${(index % 3) + 1}`);
const lottery = (lines: readonly string[], winners: number, alternates: number) =>
  [
    "AI Decision Maker verifiable draw, version 4",
    `entrants: ${lines.length}`,
    `tickets: ${lines.reduce((sum, line) => sum + Number(line.split(", ").at(-1)), 0)}`,
    "repeated names: tickets add up",
    `list SHA-256: ${hex(sha256(fileOf(lines)))}`,
    `winners: ${winners}`,
    `alternates: ${alternates}`,
    `secret hex SHA-256: ${hex(sha256(hex(secret)))}`,
    "public value: lottery numbers",
    "lottery: EuroMillions",
    "draw date: 2026-12-01",
    "main numbers: 5",
    "bonus numbers: 2",
    "spelling: all the draw's main numbers from smallest to largest, then + and all its bonus numbers from smallest " +
      "to largest, in decimal without leading zeros, one space apart",
  ].join("\n");
function v4Receipt(statement: string, publicValue: string, lines: readonly string[], winners: number, drawn = winners) {
  const seed = v4Seed(secret, statement, publicValue);
  const names = drawNames(seed, lines, drawn);
  return {
    format: "ai-decision-maker/verifiable-draw",
    version: 4,
    kind: "draw",
    statement,
    commitment: hex(sha256(statement)),
    secret: hex(secret),
    publicValue,
    drawSeed: hex(seed),
    list: [...lines],
    winners: names.slice(0, winners),
    alternates: names.slice(winners),
  };
}
function v3Receipt(publicValue: string, lines: readonly string[], winners: number, alternates: number) {
  const seed = sha256(secret, publicValue, u32(winners), u32(alternates));
  const names = drawNames(seed, lines, winners + alternates);
  return {
    format: "ai-decision-maker/verifiable-draw",
    version: 3,
    kind: "draw",
    list: [...lines],
    listHash: hex(sha256(lines.join("\n"))),
    commitment: hex(sha256(secret)),
    secret: hex(secret),
    publicValue,
    drawSeed: hex(seed),
    winners: names.slice(0, winners),
    alternates: names.slice(winners),
  };
}
const joinings = (lines: readonly string[]) =>
  lines.slice(1).map((_, at) => [...lines.slice(0, at), `${lines[at]}\n${lines[at + 1]}`, ...lines.slice(at + 2)]);

describe.concurrent("forgeries that every checker said Verified to before issue #24", () => {
  it("joined lines: every join of two neighbours in a 27-entrant list, the winner it gives whichever it is", async () => {
    const genuine = v3Receipt("", lines27, 1, 0);
    // The list hash, commitment and seed are the genuine receipt's; only the winner is drawn again.
    const forgeries = joinings(lines27).map((joined) => ({
      ...genuine,
      list: joined,
      winners: drawNames(Buffer.from(genuine.drawSeed, "hex"), joined, 1),
    }));
    const [checked, ...results] = await Promise.all([genuine, ...forgeries].map((receipt) => run("draw", receipt)));
    expect(checked?.code).toBe(0);
    results.forEach((result, at) => {
      expect(forgeries[at]?.listHash).toBe(hex(sha256((forgeries[at]?.list as string[]).join("\n"))));
      expect(result).toEqual({
        code: 1,
        output: `Does not match: list line ${at + 1} ${JSON.stringify(forgeries[at]?.list[at])} has a name that holds a line break (U+000A)`,
      });
    });
    // The joins reach other winners than the genuine one: the forgery was worth a host's while.
    const firstWinners = new Set(forgeries.map((forged) => forged.winners[0]));
    expect([...firstWinners].filter((winner) => winner !== genuine.winners[0]).length).toBeGreaterThan(1);
  });

  it("joined lines in version 4: the statement's counts show them too", async () => {
    const statement = lottery(lines27, 2, 1);
    const genuine = v4Receipt(statement, "3 14 15 26 35 + 5 9", lines27, 2, 3);
    const forgeries = joinings(lines27).map((joined) => v4Receipt(statement, genuine.publicValue, joined, 2, 3));
    const [checked, ...results] = await Promise.all([genuine, ...forgeries].map((receipt) => run("draw", receipt)));
    expect(checked?.code).toBe(0);
    results.forEach(({ code, output }, at) => {
      expect(code).toBe(1);
      expect(output).toMatch(
        new RegExp(`^Does not match: list line ${at + 1} .* holds a line break \\(U\\+000A\\); entrants`),
      );
    });
  });

  it("the public value re-spelt after the draw: version 4 fixed the spelling, version 3 can only say it did not", async () => {
    const statement = lottery(lines27, 2, 1);
    const spellings = [
      "3, 14, 15, 26, 35 + 5, 9",
      "03 14 15 26 35 + 05 09",
      "35 26 15 14 3 + 9 5",
      "3 14 15 26 35 5 9",
      "3 14 15 26 35 + 9 5",
      "3 14 15 26 35 +5 9",
      "EuroMillions 2026-12-01: 3 14 15 26 35 + 5 9",
      "3 14 15 26 35 + 5 9 ",
    ];
    const [genuine, ...results] = await Promise.all(
      ["3 14 15 26 35 + 5 9", ...spellings].map((spelling) =>
        run("draw", v4Receipt(statement, spelling, lines27, 2, 3)),
      ),
    );
    expect(genuine?.code).toBe(0);
    results.forEach((result, at) => {
      const spelling = spellings[at] as string;
      expect(result).toEqual({
        code: 1,
        output: `Does not match: public value ${JSON.stringify(spelling.length > 40 ? `${spelling.slice(0, 39)}…` : spelling)} (not spelt as the statement's spelling line says)`,
      });
    });
    // Before version 4 every spelling verifies: the verdict can only say that the spelling was never committed.
    for (const { code, output } of await Promise.all(
      spellings.map((spelling) => run("draw", v3Receipt(spelling, lines27, 2, 1))),
    )) {
      expect(code).toBe(0);
      expect(output).toContain("\n- which spelling of the public value and which version were meant: ");
    }
  });

  it("the version swapped: the same secret, list and public value made as version 3 show another commitment", async () => {
    const statement = lottery(lines27, 2, 1);
    const published = v4Receipt(statement, "3 14 15 26 35 + 5 9", lines27, 2, 3);
    const asVersion3 = v3Receipt(published.publicValue, lines27, 2, 1);
    expect(asVersion3.winners).not.toEqual(published.winners);
    const { code, output } = await run("draw", asVersion3);
    // It verifies as what it is, a version 3 receipt; what a reader compares with the published statement differs:
    // its commitment is not even a line of the statement, and the verdict says it is not that statement's draw.
    expect(code).toBe(0);
    expect(output).not.toContain(published.commitment);
    expect(output).toContain(`there should be: commitment ${hex(sha256(secret))}, list hash `);
    expect(statement).not.toContain(hex(sha256(secret)));
    expect(output).toContain(
      "\n- that this is the draw the host announced: a receipt of version 3 is checked against a commitment (the SHA-256 " +
        "of the secret alone) and a list hash published on their own. If the host published a version 4 statement " +
        "(“AI Decision Maker verifiable …, version 4” and its lines) instead, this receipt is not its draw and proves " +
        "nothing of it, whatever the two have in common.",
    );
  });

  it("a lottery's numbers fewer than the draw gives: every choice verifies, and the verdict lists the numbers used", async () => {
    // The draw gives 3 14 15 26 35 + 5 9; the statement declares 5 numbers and no bonus number.
    const tooFew = lottery(lines27, 2, 1)
      .replace("bonus numbers: 2", "bonus numbers: 0")
      .replace(
        /spelling: .*/,
        "spelling: all the draw's numbers from smallest to largest, in decimal without leading zeros, one space apart",
      );
    const all = ["3", "5", "9", "14", "15", "26", "35"];
    const choices = all.slice(0, 3).map((left) =>
      all
        .filter((number) => number !== left)
        .slice(0, 5)
        .join(" "),
    );
    const receipts = choices.map((choice) => v4Receipt(tooFew, choice, lines27, 2, 3));
    expect(new Set(receipts.map((receipt) => receipt.winners.join("|"))).size).toBeGreaterThan(1);
    const results = await Promise.all(receipts.map((receipt) => run("draw", receipt)));
    results.forEach(({ code, output }, at) => {
      expect(code).toBe(0);
      expect(output).toContain(
        "\n- that these are all the numbers of that draw: the official result of the EuroMillions draw of 2026-12-01 " +
          `must have exactly these main numbers, ${choices[at] as string} (5 numbers), and no bonus number. If it has ` +
          "any number not listed here, the statement declared fewer numbers than the draw gives, which let the host " +
          "choose which to use: then this receipt proves nothing.",
      );
    });
  });

  it("a receipt whose version was changed to the other version's number does not verify", async () => {
    const statement = lottery(lines27, 2, 1);
    const published = v4Receipt(statement, "3 14 15 26 35 + 5 9", lines27, 2, 3);
    const version3 = v3Receipt("", lines27, 2, 1);
    const [relabelled, ...earlier] = await Promise.all([
      run("draw", { ...published, version: 3 }),
      ...[1, 2].map((version) => run("draw", { ...version3, version })),
    ]);
    expect(relabelled).toEqual({
      code: 2,
      output: "Cannot check this receipt: “listHash” is not 64 hexadecimal digits.",
    });
    // Versions 1 and 2 read the same receipt with another seed: the receipt's seed no longer follows.
    for (const { output } of earlier)
      expect(output).toMatch(/^Does not match: draw seed(; (winner|alternate) \d .*)?$/);
  });
});

describe("a receipt that carries no list", () => {
  it("fits a link of under 2,000 characters for 5,000 entrants, 10 winners and 5 alternates", async () => {
    const lines = Array.from({ length: 5_000 }, (_, index) => `Entrant number ${index + 1} (@handle_${index}), 1`);
    const statement = lottery(lines, 10, 5).replace("EuroMillions", "The Saturday draw of the National Lottery");
    const receipt: Record<string, unknown> = v4Receipt(statement, "1 2 3 4 5 + 6 7", lines, 10, 15);
    delete receipt.list;
    // Packed as the page packs a link (app/kernel/lists/domain/packed-json.ts): base64url of deflate-raw compressed JSON.
    const json = new TextEncoder().encode(JSON.stringify(receipt));
    const stream = new Blob([json]).stream().pipeThrough(new CompressionStream("deflate-raw"));
    const packed = Buffer.from(await new Response(stream).arrayBuffer()).toString("base64url");
    const link = `https://ai-decision-maker.example/verify#receipt=d.${packed}`;
    expect(statement.length).toBeLessThan(700);
    expect(link.length).toBeLessThan(2_000);
  });
});
