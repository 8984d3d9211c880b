// The giveaway draw at 100,000 entrants: reading the pasted list, /draw's worker, what the history keeps, the
// verifiable draw, and checking its receipt (in the page, and with docs/verify-receipt.mjs as anyone would).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const verifyReceiptScript = fileURLToPath(new URL("../../docs/verify-receipt.mjs", import.meta.url));

/**
 * @param {import("./benchmark").LoadAppModule} load
 * @returns {Promise<import("./benchmark").BenchmarkSet>}
 */
export async function setUp(load) {
  const draw = /** @type {typeof import("~/features/draw/domain/draw")} */ (await load("features/draw/domain/draw.ts"));
  const entrantPool = /** @type {typeof import("~/features/draw/domain/entrant-pool")} */ (
    await load("features/draw/domain/entrant-pool.ts")
  );
  const { choiceLines } = /** @type {typeof import("~/kernel/lists/domain/list-text")} */ (
    await load("kernel/lists/domain/list-text.ts")
  );
  const { canonicalLines } = /** @type {typeof import("~/features/draw/domain/draw-statement")} */ (
    await load("features/draw/domain/draw-statement.ts")
  );
  const { verifiableDrawFor, textSource } = /** @type {typeof import("~/test/verifiable-receipts")} */ (
    await load("test/verifiable-receipts.ts")
  );
  const { verifyReceipt } = /** @type {typeof import("~/features/verify/domain/receipt-check")} */ (
    await load("features/verify/domain/receipt-check.ts")
  );
  const { keepList } = /** @type {typeof import("~/kernel/receipts/domain/kept-list")} */ (
    await load("kernel/receipts/domain/kept-list.ts")
  );
  const { formatEntrant } = /** @type {typeof import("~/features/draw/domain/draw-export")} */ (
    await load("features/draw/domain/draw-export.ts")
  );

  // 100,000 entrants pasted as text, some with tickets, some names twice (extra tickets).
  const entrantText = Array.from({ length: 100_000 }, (_, index) =>
    index % 10 === 0 ? `Entrant ${index % 99_000}, ${(index % 7) + 1}` : `Entrant ${index % 99_000}`,
  ).join("\n");
  /** @param {string} text */
  const pastedLines = (text) => {
    const reading = choiceLines.parse(text);
    return reading.ok ? reading.items : [];
  };
  const entrantReading = draw.readEntrants(pastedLines(entrantText), "extra-tickets");
  if (!entrantReading.ok) throw new Error("The benchmark's entrant list does not read");
  const secret = Uint8Array.from({ length: 32 }, (_, index) => index);
  const counts = { winners: 10, alternates: 5 };
  const host = { secret, source: textSource(), publicValue: "round 1" };
  const bigReceipt = verifiableDrawFor(entrantReading.entrants, counts, host).receipt;
  // The independent check reads the receipt from a file, as anyone would run it.
  const receiptFolder = mkdtempSync(path.join(os.tmpdir(), "bench-receipt-"));
  const bigReceiptFile = path.join(receiptFolder, "receipt.json");
  writeFileSync(bigReceiptFile, JSON.stringify(bigReceipt));

  return {
    benchmarks: [
      [
        "100,000 entrants: read the pasted list, then draw 10 winners",
        () => {
          const reading = draw.readEntrants(pastedLines(entrantText), "extra-tickets");
          return reading.ok && draw.drawWinners(reading.entrants, 10, 0);
        },
      ],
      [
        "100,000 entrants: what /draw's worker does before the list can be drawn (read, canonical list, SHA-256)",
        () => entrantPool.createEntrantPool().read(pastedLines(entrantText), "extra-tickets"),
      ],
      [
        "100,000 entrants: the lines copied as a message to the worker (structuredClone: both ends of postMessage)",
        () => structuredClone(pastedLines(entrantText)),
      ],
      [
        "100,000 entrants: what the history keeps of the list (count and SHA-256)",
        () =>
          keepList(
            entrantReading.entrants.length,
            () => entrantReading.entrants.map(formatEntrant),
            () => canonicalLines(entrantReading.entrants),
          ),
      ],
      [
        "100,000 entrants: verifiable draw (list file hash, statement, seeded draw of 10 + 5)",
        () => verifiableDrawFor(entrantReading.entrants, counts, host),
      ],
      ["100,000 entrants: verify the receipt (hashes, then the draw again)", () => verifyReceipt(bigReceipt)],
      [
        "100,000 entrants: docs/verify-receipt.mjs on the receipt (a new Node process, start-up included)",
        () => execFileSync(process.execPath, [verifyReceiptScript, bigReceiptFile]),
      ],
    ],
    cleanUp: () => rmSync(receiptFolder, { recursive: true, force: true }),
  };
}
