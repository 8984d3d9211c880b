import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Entrant } from "~/domain/draw";
import { randomBytes } from "~/domain/random";
import { canonicalLines, makeVerifiableDraw, type DrawReceipt } from "~/domain/verifiable-draw";

// docs/verify-receipt.mjs is the independent check anyone can run: it must agree with the site's own code.
const script = path.resolve("docs/verify-receipt.mjs");
const folder = mkdtempSync(path.join(tmpdir(), "receipts-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function runScript(receipt: DrawReceipt, listLines?: readonly string[]): { code: number; output: string } {
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

const entrants = (count: number): Entrant[] =>
  Array.from({ length: count }, (_, i) => ({ name: `Entrant ${i + 1} “é”, ✓`, tickets: (i % 5) + 1 }));

describe("docs/verify-receipt.mjs", () => {
  it("is at most 60 lines and uses nothing but node:crypto and node:fs", () => {
    const source = readFileSync(script, "utf8");
    expect(source.trimEnd().split("\n").length).toBeLessThanOrEqual(60);
    expect([...source.matchAll(/from "([^"]+)"/g)].map((match) => match[1])).toEqual(["node:crypto", "node:fs"]);
  });

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
      expect(runScript(receipt)).toEqual({ code: 0, output: "Verified" });
    }
  });

  it("verifies a receipt holding only the list's hash against the list file", () => {
    const list = entrants(20);
    const { receipt } = makeVerifiableDraw(list, { winners: 1, alternates: 0 }, randomBytes(32), "", false);
    expect(runScript(receipt, canonicalLines(list))).toEqual({ code: 0, output: "Verified" });
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
  });
});
