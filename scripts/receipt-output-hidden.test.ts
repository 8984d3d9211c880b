import { createHash } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import fc from "fast-check";
import { afterAll, describe, expect, it, vi } from "vitest";
import {
  balanceSwapBudget,
  searchPlacementBound,
  version1SwapBound,
  type WorkMeter,
} from "~/features/teams/domain/team-split";
import { verifyReceipt } from "~/features/verify/domain/receipt-check";
import { randomBytes } from "~/kernel/random/domain/random";
import { readReceiptText } from "~/kernel/receipts/domain/receipt-link";
import { shownName } from "~/kernel/receipts/domain/shown-text";
import type { Verification } from "~/kernel/receipts/domain/verdict";
import { wordHeadline, wordNotProven, wordProblem } from "~/features/verify/components/verdict-words";
import { createI18n } from "~/i18n/runtime";
import { verifiableDrawFor, verifiableTeamsFor } from "~/test/verifiable-receipts";
import { runScript, scriptFolder } from "./receipt-script-runs";

// What a checker prints comes partly from the receipt, which anyone can write: a name, a field name or a JSON error
// holding an escape sequence, a direction control or a zero-width character must never reach a terminal or the page
// raw (issue #31). Every vector and random receipts with random Unicode in every text field go through both scripts
// and the site's checker; none may print a hidden character.
afterAll(() => rmSync(scriptFolder, { recursive: true, force: true }));
vi.setConfig({ testTimeout: 180_000 });

/** A control, format, separator (but the space and the line feeds between printed lines) or invisible character. */
const hidden = /(?! |\n)[\p{C}\p{Z}\p{Default_Ignorable_Code_Point}\u2800]/u;
const hiddenIn = (text: string) => hidden.exec(text)?.[0];

interface Vector {
  name: string;
  receipt: Record<string, unknown>;
  receiptText?: string;
  listFile?: string;
}
const vectors = (kind: "draw" | "teams") => {
  const file = JSON.parse(readFileSync(`docs/vectors/${kind}.json`, "utf8")) as Record<"verifies" | "fails", Vector[]>;
  return [...file.verifies, ...file.fails];
};

/** Every text a value holds, however deep: a verdict's headline, statement, public value and what is not proven. */
const textsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : typeof value === "object" && value !== null
      ? Object.values(value).flatMap(textsIn)
      : [];

const english = createI18n("en", {});

/**
 * Everything /verify shows of a verification: its messages, the names of the result as the page shows them, the
 * verdict's own texts and its sentences with their values in place, and the look-twice notes with their names as the
 * page shows them.
 */
function siteText(receiptText: string, listFile?: string): string {
  const reading = readReceiptText(receiptText);
  if (!reading.ok) return reading.message;
  const verification: Verification = verifyReceipt(reading.value, listFile);
  if (verification.status === "unreadable") return verification.message;
  if (verification.status !== "checked") return "";
  const { outcome, verdict } = verification;
  const sentences = verdict
    ? [wordHeadline(english, verdict), ...verdict.notProven.map((item) => wordNotProven(english, verdict, item))]
    : [];
  const names = outcome.kind === "draw" ? [...outcome.winners, ...outcome.alternates] : outcome.teams.flat();
  const notes = (verification.notes ?? []).flatMap((note) =>
    note.kind === "lookalike" ? note.names.map(shownName) : [shownName(note.name), ...note.characters],
  );
  return [
    ...verification.problems.map(({ message }) => wordProblem(english, message)),
    ...names.map(shownName),
    ...textsIn(verdict),
    ...sentences,
    ...notes,
  ].join("\n");
}

describe.each(["draw", "teams"] as const)("the %s vectors", (kind) => {
  it.each(vectors(kind).map((vector) => [vector.name, vector] as const))(
    "%s: neither checker prints a hidden character",
    async (_, vector) => {
      const text = vector.receiptText ?? JSON.stringify(vector.receipt);
      const { output } = await runScript(kind, text, vector.listFile);
      expect(hiddenIn(output), output).toBeUndefined();
      const shown = siteText(text, vector.listFile);
      expect(hiddenIn(shown), shown).toBeUndefined();
    },
  );
});

// Characters a terminal or a reader could be fooled by, mixed with any Unicode code point at all.
const treacherous = fc.constantFrom(
  "\u001b[2J\u001b[HVerified: Winners: Mallory\n",
  "\u202e",
  "\u2066",
  "\u200b",
  "\u2060",
  "\u2028",
  "\u0085",
  "\u009b",
  "\ufeff",
  "\u3164",
  "\ufe0f",
  "\u060c ",
  "\uff0c ",
  "\ud800",
  "\r",
  "\t",
);
const anyText = fc
  .array(fc.oneof(treacherous, fc.string({ unit: "binary", maxLength: 4 })), { maxLength: 6 })
  .map((parts) => parts.join(""));

function teamsReceipt(people: readonly string[]) {
  const setup = { people: people.map((name) => ({ name })), teams: 2, balance: false, apart: [] };
  const made = verifiableTeamsFor(setup, { secret: randomBytes(32) });
  if (!made.ok) throw new Error(JSON.stringify(made.failure));
  return made.receipt;
}

/** A genuine receipt of either kind, then each text field (names, a field name, the list, the statement) rewritten. */
const receipts = fc
  .record({
    kind: fc.constantFrom("draw" as const, "teams" as const),
    names: fc.array(anyText, { minLength: 4, maxLength: 4 }),
    field: anyText,
    listLine: anyText,
    statementLine: anyText,
    publicValue: anyText,
    broken: fc.array(fc.constantFrom("names", "field", "list", "statement", "publicValue", "json"), { maxLength: 3 }),
  })
  .map(({ kind, names, field, listLine, statementLine, publicValue, broken }) => {
    const people = names.map((name, index) => `${name.trim() || "x"} ${index}`);
    const made =
      kind === "draw"
        ? verifiableDrawFor(
            people.map((name) => ({ name, tickets: 1 })),
            { winners: 2, alternates: 1 },
            { secret: randomBytes(32) },
          ).receipt
        : teamsReceipt(people);
    const receipt: Record<string, unknown> = { ...made };
    if (broken.includes("names") && kind === "draw") receipt.winners = names.slice(0, 2);
    if (broken.includes("names") && kind === "teams") receipt.teams = [names.slice(0, 2), names.slice(2)];
    if (broken.includes("field")) receipt[field] = field;
    if (broken.includes("list")) receipt.list = [...(made.list ?? []), listLine];
    if (broken.includes("statement")) receipt.statement = `${made.statement}\n${statementLine}`;
    if (broken.includes("publicValue")) receipt.publicValue = publicValue;
    const text = JSON.stringify(receipt);
    return { kind, text: broken.includes("json") ? `${text.slice(0, -1)}${field}` : text };
  });

describe("random receipts with random Unicode in every text field", () => {
  it("never make a script or the site print a hidden character", async () => {
    await fc.assert(
      fc.asyncProperty(receipts, async ({ kind, text }) => {
        const { code, output } = await runScript(kind, text);
        expect([0, 1, 2]).toContain(code);
        expect(hiddenIn(output), output).toBeUndefined();
        const shown = siteText(text);
        expect(hiddenIn(shown), shown).toBeUndefined();
      }),
      { numRuns: 60 },
    );
  });
});

// Splits of versions 1 and 3 (a budget-free balancing, and the keep-apart search), with random names, ratings and
// pairs, as a host could write them by hand: no checker prints a hidden character, each decides (exit 0, 1 or 2), and
// the site's checker stays within the bounds of section 10, counted as they count them (never timed).
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
const sha256 = (text: string | Uint8Array) => createHash("sha256").update(text).digest();
const splits = fc
  .record({
    version: fc.constantFrom(1, 3),
    names: fc.uniqueArray(anyText, { minLength: 2, maxLength: 24 }),
    teams: fc.integer({ min: 1, max: 8 }),
    rated: fc.boolean(),
    ratings: fc.array(fc.integer({ min: -100_000_000, max: 100_000_000 }), { minLength: 24, maxLength: 24 }),
    pairs: fc.array(fc.tuple(fc.nat(23), fc.nat(23)), { maxLength: 60 }),
  })
  .map(({ version, names, teams, rated, ratings, pairs }) => {
    const people = names.map((name, index) => (rated ? `${name}, ${(ratings[index] as number) / 100}` : name));
    const apart = pairs
      .filter(([a, b]) => a !== b && Math.max(a, b) < names.length)
      .map(([a, b]) => `${a + 1}-${b + 1}`);
    const list = [
      `teams: ${teams}`,
      `balance by rating: ${rated ? "yes" : "no"}`,
      `keep apart: ${apart.length > 0 ? apart.join(", ") : "none"}`,
      ...people,
    ];
    const secret = randomBytes(32);
    const receipt = {
      format: "ai-decision-maker/verifiable-draw",
      version,
      kind: "teams",
      list,
      listHash: hex(sha256(list.join("\n"))),
      commitment: hex(sha256(secret)),
      secret: hex(secret),
      publicValue: "",
      drawSeed: hex(secret),
      teams: [names.slice(0, 1)],
    };
    return { version, people: names.length, text: JSON.stringify(receipt) };
  });

describe("random splits with random names, ratings and pairs kept apart", () => {
  it("never make a checker print a hidden character or run past the bounds of its work", async () => {
    await fc.assert(
      fc.asyncProperty(splits, async ({ version, people, text }) => {
        const { code, output } = await runScript("teams", text);
        expect([0, 1, 2]).toContain(code);
        expect(hiddenIn(output), output).toBeUndefined();
        const reading = readReceiptText(text);
        if (!reading.ok) throw new Error(reading.message);
        const meter: WorkMeter = { placements: 0, weighed: 0 };
        const verification = verifyReceipt(reading.value, undefined, meter);
        expect(["checked", "unreadable"]).toContain(verification.status);
        // Each run of the search stops past its bound: the list-order search, the searches naming a pair together,
        // and one for each of the 8 starts. Balancing stops at its budget, or its bound, after the round under way.
        expect(meter.placements).toBeLessThanOrEqual(10 * (searchPlacementBound + 1));
        const swaps = version === 1 ? version1SwapBound : balanceSwapBudget;
        expect(meter.weighed).toBeLessThanOrEqual(swaps + people * people);
      }),
      { numRuns: 60 },
    );
  });
});
