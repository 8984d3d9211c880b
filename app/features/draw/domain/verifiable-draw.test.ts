import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Entrant } from "~/features/draw/domain/draw";
import { verifyReceipt } from "~/features/verify";
import { wordHeadline, wordNotProven } from "~/features/verify";
import { createI18n } from "~/i18n/runtime";
import { toHex } from "~/kernel/random/domain/sha256";
import { canonicalLines } from "~/features/draw/domain/draw-statement";
import { makeVerifiableDraw } from "~/features/draw/domain/verifiable-draw";
import { listFileText, listHash } from "~/kernel/receipts/domain/canonical-list";
import { commitTo } from "~/kernel/receipts/domain/receipt-hashes";
import type { Verdict } from "~/kernel/receipts/domain/verdict";
import { deriveDrawSeed, deriveSeedV4, withoutList } from "~/kernel/receipts/domain/verifiable-receipt";
import { verifiableDrawFor, lotterySource } from "~/test/verifiable-receipts";

// The test vectors docs/verifiable-draws.md publishes: secret 00 01 … 1f.
const secret = Uint8Array.from({ length: 32 }, (_, index) => index);
const entrants: Entrant[] = [
  { name: "Ann", tickets: 1 },
  { name: "Bob", tickets: 2 },
  { name: "Cy", tickets: 3 },
  { name: "Di", tickets: 1 },
  { name: "Eve", tickets: 1 },
];
/** A verdict as the English page words it. */
const english = createI18n("en", {});
const wordedNotProven = (verdict: Verdict) => verdict.notProven.map((item) => wordNotProven(english, verdict, item));

const vectorReceipt = (name: string) =>
  (
    JSON.parse(readFileSync("docs/vectors/draw.json", "utf8")) as {
      verifies: { name: string; receipt: Record<string, unknown> }[];
    }
  ).verifies.find((vector) => vector.name === name)?.receipt;
const drawn = (publicValue = "4 8 15 16 23 42 + 7") =>
  verifiableDrawFor(entrants, { winners: 2, alternates: 1 }, { secret, source: lotterySource, publicValue }).receipt;
const problemsOf = (value: unknown) => {
  const verification = verifyReceipt(value);
  return verification.status === "checked" ? verification.problems.map(({ rule, line }) => ({ rule, line })) : [];
};

describe("a version 4 draw", () => {
  it("gives the published lottery vector: its statement's SHA-256 is the commitment, and Cy and Bob win", () => {
    expect(listHash(canonicalLines(entrants), 4)).toBe(
      "888a07acc42271ebd9bcfc90f9143ecc73fe75958bac2212a385712cddadd4b5",
    );
    expect(drawn()).toMatchObject({
      version: 4,
      commitment: "b3e4e2dedc37a7a508970852e975ad8e977053ba8199d6ccac0f10964c656556",
      drawSeed: "f6bf99fe143deea533f471ab7778a26fc96e4fe512b0c4e0ac4a2f3c61678f69",
      winners: ["Cy", "Bob"],
      alternates: ["Di"],
    });
    expect(drawn()).not.toHaveProperty("listHash");
  });

  it("is drawn only from the statement the list, counts and source give", () => {
    const { statement } = drawn() as { statement: string };
    const request = { secret, source: lotterySource, publicValue: "4 8 15 16 23 42 + 7", statement };
    expect(() =>
      makeVerifiableDraw(entrants.slice(1), { winners: 2, alternates: 1 }, "extra-tickets", request),
    ).toThrow();
    expect(() => makeVerifiableDraw(entrants, { winners: 1, alternates: 2 }, "extra-tickets", request)).toThrow();
    expect(() => makeVerifiableDraw(entrants, { winners: 2, alternates: 1 }, "one-ticket-each", request)).toThrow();
    expect(() =>
      makeVerifiableDraw(entrants, { winners: 2, alternates: 1 }, "extra-tickets", {
        ...request,
        source: { type: "none" },
      }),
    ).toThrow();
  });

  it("hashes the public value exactly as spelt, unlike versions 1 to 3, which put it in NFC", () => {
    const commitment = new Uint8Array(32);
    expect(toHex(deriveSeedV4(secret, commitment, "Rene\u0301e"))).not.toBe(
      toHex(deriveSeedV4(secret, commitment, "Renée")),
    );
    expect(deriveDrawSeed(secret, "Rene\u0301e")).toEqual(deriveDrawSeed(secret, "Renée"));
    expect(toHex(deriveDrawSeed(secret, ""))).toBe(toHex(secret));
    expect(toHex(deriveSeedV4(secret, commitment, ""))).not.toBe(commitTo(secret));
  });
});

describe("verifying a version 4 draw", () => {
  it("finds nothing wrong with a receipt the site made, with or without its list", () => {
    expect(verifyReceipt(drawn())).toMatchObject({ status: "checked", problems: [] });
    const hashOnly = withoutList(drawn());
    expect(verifyReceipt(hashOnly)).toEqual({ status: "needs-list", kind: "draw" });
    expect(verifyReceipt(hashOnly, listFileText(canonicalLines(entrants)))).toMatchObject({ problems: [] });
  });

  it("says what the receipt proves and what it does not, and what should have been published before", () => {
    const verification = verifyReceipt(drawn());
    if (verification.status !== "checked" || !verification.verdict) throw new Error("not verified");
    const { verdict } = verification;
    expect(wordHeadline(english, verdict)).toBe(
      "Verified: the winners follow from the committed secret and list and from the public value.",
    );
    expect(verdict.published).toEqual({ statement: drawn().statement, commitment: drawn().commitment });
    expect(verdict.publicValue).toMatchObject({ shown: '"4 8 15 16 23 42 + 7"', source: { type: "lottery" } });
    const notProven = wordedNotProven(verdict);
    expect(notProven[0]).toMatch(/^That this was published before the UK National Lottery Lotto draw of 2026-11-28/);
    // Every number used, for the reader to find each one, and no other, in the official result.
    expect(notProven[1]).toBe(
      "That these are all the numbers of that draw: the official result of the UK National Lottery Lotto draw of 2026-11-28 must have exactly these main numbers, 4 8 15 16 23 42 (6 numbers), and exactly these bonus numbers, 7 (1 number). If it has any number not listed here, the statement declared fewer numbers than the draw gives, which let the host choose which to use: then this receipt proves nothing.",
    );
    const none = verifyReceipt(verifiableDrawFor(entrants, { winners: 1, alternates: 0 }, { secret }).receipt);
    expect(none).toMatchObject({ verdict: { publicValue: null } });
    if (none.status === "checked" && none.verdict) {
      expect(wordedNotProven(none.verdict)[0]).toMatch(/^That the host drew once: /);
    }
  });

  it("says of a receipt before version 4 that it is not the draw a published statement announced", () => {
    const verification = verifyReceipt({ ...vectorReceipt("v3-after-a-published-statement") });
    if (verification.status !== "checked" || !verification.verdict) throw new Error("not verified");
    expect(wordedNotProven(verification.verdict)).toContain(
      "That this is the draw the host announced: a receipt of version 3 is checked against a commitment (the SHA-256 of the secret alone) and a list hash published on their own. If the host published a version 4 statement (“AI Decision Maker verifiable …, version 4” and its lines) instead, this receipt is not its draw and proves nothing of it, whatever the two have in common.",
    );
  });

  it("names a list edited after the statement, and the winners it would have given", () => {
    const edited = { ...drawn(), list: ["Ann, 1", "Bob, 9", "Cy, 3", "Di, 1", "Eve, 1"] };
    expect(problemsOf(edited).map(({ rule }) => rule)).toEqual(["count", "list", "winner", "winner", "alternate"]);
  });

  it("names a public value re-spelt after the draw, even with the seed and winners worked out again", () => {
    for (const spelling of ["4, 8, 15, 16, 23, 42 + 7", "04 08 15 16 23 42 + 07", "4 8 15 16 23 42 7", ""]) {
      expect(problemsOf(drawn(spelling))).toEqual([{ rule: "spelling", line: undefined }]);
    }
  });

  it("names a name moved between winners and alternates: the statement counts them", () => {
    const receipt = drawn();
    const moved = { ...receipt, winners: [...receipt.winners, ...receipt.alternates], alternates: [] };
    // The same seed draws the same names in the same order: only the counts the statement gave show the move.
    expect(problemsOf(moved).map(({ rule }) => rule)).toEqual(["count", "count"]);
  });
});
