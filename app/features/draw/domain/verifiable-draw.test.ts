import { describe, expect, it } from "vitest";
import type { Entrant } from "~/features/draw/domain/draw";
import { verifyReceipt } from "~/features/verify";
import { toHex } from "~/kernel/random/domain/seeded-random";
import { canonicalLines, makeVerifiableDraw, type DrawReceipt } from "~/features/draw/domain/verifiable-draw";
import { commitTo, deriveDrawSeed, hashText, withoutList } from "~/kernel/receipts/domain/verifiable-receipt";

// The test vectors docs/verifiable-draws.md publishes: secret 00 01 … 1f.
const secret = Uint8Array.from({ length: 32 }, (_, index) => index);
const entrants: Entrant[] = [
  { name: "Ann", tickets: 1 },
  { name: "Bob", tickets: 2 },
  { name: "Cy", tickets: 3 },
  { name: "Di", tickets: 1 },
  { name: "Eve", tickets: 1 },
];
const lottery = "Lottery 2026-11-24: 4 8 15 16 23 42";

const receiptFor = (publicValue = "", includeList = true) =>
  makeVerifiableDraw(entrants, { winners: 2, alternates: 1 }, secret, publicValue, includeList).receipt;

describe("the published test vectors", () => {
  it("commit to the secret and the canonical list", () => {
    expect(commitTo(secret)).toBe("630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd");
    expect(canonicalLines(entrants)).toEqual(["Ann, 1", "Bob, 2", "Cy, 3", "Di, 1", "Eve, 1"]);
    expect(hashText(canonicalLines(entrants).join("\n"))).toBe(
      "dff70538d974b9d59728d5ae91e6fc50e3707ce088951cf28377aca3c8cf35b1",
    );
  });

  it("draw Cy and Eve, then Bob, without a public value (the seed commits to 2 winners and 1 alternate)", () => {
    expect(receiptFor()).toEqual({
      format: "ai-decision-maker/verifiable-draw",
      version: 3,
      kind: "draw",
      list: ["Ann, 1", "Bob, 2", "Cy, 3", "Di, 1", "Eve, 1"],
      listHash: "dff70538d974b9d59728d5ae91e6fc50e3707ce088951cf28377aca3c8cf35b1",
      commitment: "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd",
      secret: "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
      publicValue: "",
      drawSeed: "e79e461449b967984f4416a42613cc5e841928b212a6f97e35d8aff8b0783e71",
      winners: ["Cy", "Eve"],
      alternates: ["Bob"],
    } satisfies DrawReceipt);
  });

  it("draw Di and Bob, then Ann, with a public value mixed in", () => {
    expect(receiptFor(lottery)).toMatchObject({
      publicValue: lottery,
      drawSeed: "b747282a4355842091958e85d0755d0ca50996cc6b62d4e14cd7d5659560b383",
      winners: ["Di", "Bob"],
      alternates: ["Ann"],
    });
  });

  it("draw Bob, Eve and Ann as three winners: other counts, another seed", () => {
    const { receipt } = makeVerifiableDraw(entrants, { winners: 3, alternates: 0 }, secret, "", true);
    expect(receipt).toMatchObject({
      drawSeed: "bfdf2f283da7b9c192e6412c69cedb0bffdd569e21edd713e94610ef82d666b1",
      winners: ["Bob", "Eve", "Ann"],
      alternates: [],
    });
  });

  it("hash names beyond ASCII as UTF-8, and keep a comma inside a name", () => {
    const list: Entrant[] = [
      { name: "Rene\u0301e", tickets: 1 },
      { name: "李", tickets: 5 },
      { name: "O'Brien, Jr", tickets: 2 },
    ];
    const { receipt } = makeVerifiableDraw(list, { winners: 1, alternates: 2 }, secret, "", true);
    expect(receipt).toMatchObject({
      list: ["Ren\u00e9e, 1", "李, 5", "O'Brien, Jr, 2"],
      listHash: "495e1323d6ac5bc2408ace2b80768c669507c70c8ea9ec4c11bb62dac582225b",
      winners: ["李"],
      alternates: ["O'Brien, Jr", "Ren\u00e9e"],
    });
    expect(verifyReceipt(receipt)).toEqual({ status: "checked", problems: [] });
  });

  it("still verify the version 2 receipts they published: the seed is the secret, or follows from the public value alone", () => {
    const version2 = {
      ...receiptFor(),
      version: 2,
      drawSeed: "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
      winners: ["Ann", "Bob"],
      alternates: ["Eve"],
    };
    expect(verifyReceipt(version2)).toEqual({ status: "checked", problems: [] });
    const withLottery = {
      ...version2,
      publicValue: lottery,
      drawSeed: "1aa1e1487da9c06402fe5ab62036c9f68f5c6a005c2e26fe7341fb583ac392dd",
      winners: ["Cy", "Eve"],
      alternates: ["Bob"],
    };
    expect(verifyReceipt(withLottery)).toEqual({ status: "checked", problems: [] });
  });
});

describe("deriveDrawSeed", () => {
  it("never uses the commitment as the seed", () => {
    expect(toHex(deriveDrawSeed(secret, ""))).not.toBe(commitTo(secret));
    expect(toHex(deriveDrawSeed(secret, lottery))).not.toBe(commitTo(secret));
  });
});

describe("verifyReceipt", () => {
  it("finds nothing wrong with a receipt the site made, with or without a public value", () => {
    expect(verifyReceipt(receiptFor())).toEqual({ status: "checked", problems: [] });
    expect(verifyReceipt(JSON.parse(JSON.stringify(receiptFor(lottery))))).toEqual({ status: "checked", problems: [] });
  });

  it("verifies an entrant whose repeated lines add up to more tickets than one line may hold", () => {
    const list = [
      { name: "Ann", tickets: 30_000 },
      { name: "Bob", tickets: 1 },
    ];
    const { receipt } = makeVerifiableDraw(list, { winners: 1, alternates: 1 }, secret, "", true);
    expect(verifyReceipt(receipt)).toEqual({ status: "checked", problems: [] });
  });

  it("asks for the list when the receipt holds only its hash, and checks the list it is given", () => {
    const receipt = receiptFor("", false);
    expect(receipt).toEqual(withoutList(receiptFor()));
    expect(receipt.list).toBeUndefined();
    expect(verifyReceipt(receipt)).toEqual({ status: "needs-list", kind: "draw" });
    expect(verifyReceipt(receipt, canonicalLines(entrants))).toEqual({ status: "checked", problems: [] });
    expect(verifyReceipt(receipt, ["Ann, 1", "Bob, 2"]).status).toBe("checked");
  });

  it("names an edited list, and the winners it would have given", () => {
    const receipt = { ...receiptFor(), list: ["Ann, 1", "Bob, 9", "Cy, 3", "Di, 1", "Eve, 1"] };
    expect(verifyReceipt(receipt)).toEqual({
      status: "checked",
      problems: [
        "The list does not match the list hash committed to: the list was changed.",
        "Winner 1 should be “Bob”, but the receipt says “Cy”.",
        "Winner 2 should be “Cy”, but the receipt says “Eve”.",
        "Alternate 1 should be “Di”, but the receipt says “Bob”.",
      ],
    });
    // Reordering alone changes the hash too: the list is committed in entry order.
    const reordered = { ...receiptFor(), list: ["Bob, 2", "Ann, 1", "Cy, 3", "Di, 1", "Eve, 1"] };
    expect(verifyReceipt(reordered)).toMatchObject({
      problems: expect.arrayContaining([
        "The list does not match the list hash committed to: the list was changed.",
      ]) as unknown,
    });
  });

  it("names a secret that is not the one committed to, and the seed it no longer gives", () => {
    const receipt = { ...receiptFor(), secret: "ff".repeat(32) };
    const verification = verifyReceipt(receipt);
    expect(verification.status).toBe("checked");
    if (verification.status !== "checked") return;
    expect(verification.problems.slice(0, 2)).toEqual([
      "The secret does not match the commitment: it is not the secret committed to before the draw.",
      "The draw seed does not follow from the secret, the public value and the numbers of winners and alternates.",
    ]);
  });

  it("names a public value changed after the draw", () => {
    const verification = verifyReceipt({ ...receiptFor(lottery), publicValue: "Lottery 2026-11-24: 1 2 3" });
    expect(verification).toMatchObject({ status: "checked" });
    if (verification.status === "checked") {
      expect(verification.problems[0]).toBe(
        "The draw seed does not follow from the secret, the public value and the numbers of winners and alternates.",
      );
    }
  });

  it("names a seed the counts no longer give when a name moves between winners and alternates, or one is left out", () => {
    const seedProblem =
      "The draw seed does not follow from the secret, the public value and the numbers of winners and alternates.";
    const receipt = receiptFor(lottery);
    const edits = [
      { winners: [...receipt.winners, ...receipt.alternates], alternates: [] },
      { winners: receipt.winners.slice(0, 1), alternates: [...receipt.winners.slice(1), ...receipt.alternates] },
      { alternates: [] },
    ];
    for (const edit of edits) {
      const verification = verifyReceipt({ ...receipt, ...edit });
      expect(verification).toMatchObject({ status: "checked" });
      if (verification.status === "checked") expect(verification.problems[0]).toBe(seedProblem);
    }
  });

  it("names the winner and the alternate that were changed", () => {
    const receipt = { ...receiptFor(), winners: ["Cy", "Ann"], alternates: ["Di"] };
    expect(verifyReceipt(receipt)).toEqual({
      status: "checked",
      problems: [
        "Winner 2 should be “Eve”, but the receipt says “Ann”.",
        "Alternate 1 should be “Bob”, but the receipt says “Di”.",
      ],
    });
  });

  it("refuses an unknown algorithm version, another format and damaged fields, saying which", () => {
    expect(verifyReceipt({ ...receiptFor(), version: 4 })).toEqual({
      status: "unreadable",
      message: "This receipt names algorithm version 4, which this site does not know, so it cannot be checked here.",
    });
    expect(verifyReceipt({ ...receiptFor(), format: "other" })).toMatchObject({ status: "unreadable" });
    expect(verifyReceipt([])).toEqual({ status: "unreadable", message: "This is not a draw receipt." });
    expect(verifyReceipt({ ...receiptFor(), commitment: "abc" })).toEqual({
      status: "unreadable",
      message: "The receipt is damaged: “commitment” is missing or is not 64 hexadecimal digits.",
    });
    expect(verifyReceipt({ ...receiptFor(), winners: "Ann" })).toEqual({
      status: "unreadable",
      message: "The receipt is damaged: “winners” is missing or not a list of names.",
    });
  });

  it("names a list line that is not “name, tickets”, and more winners than entrants", () => {
    const receipt = receiptFor("", false);
    expect(verifyReceipt(receipt, ["Ann, 1", "Bob"])).toEqual({
      status: "checked",
      problems: [
        "The list does not match the list hash committed to: the list was changed.",
        "List line 2 is not “name, tickets”.",
      ],
    });
    expect(verifyReceipt(receipt, ["Ann, 1", "Bob, 2"])).toEqual({
      status: "checked",
      problems: [
        "The list does not match the list hash committed to: the list was changed.",
        "The receipt lists more winners than the list has entrants.",
      ],
    });
  });
});
