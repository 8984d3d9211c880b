import { verifyDraw, type DrawReceipt } from "~/features/draw";
import { findOutcomeNotes } from "~/kernel/receipts/domain/outcome-notes";
import { readListFile } from "~/kernel/receipts/domain/receipt-list-file";
import { findUnreadable } from "~/kernel/receipts/domain/receipt-fields";
import { readReceiptText } from "~/kernel/receipts/domain/receipt-link";
import type { Verification } from "~/kernel/receipts/domain/verdict";
import { verifyTeams, type TeamsReceipt, type WorkMeter } from "~/features/teams";

/**
 * What /verify hands its checking worker: the receipt's text as it was pasted, opened or linked, and the list file's
 * text if one was given. Text, not the parsed receipt: reading a receipt of 10,000 entrants (JSON.parse, the search
 * for a key given twice) held the page's thread for half a second at CPU ×4, and copying the parsed object to the
 * worker would rebuild it there object by object.
 */
export interface ReceiptCheckRequest {
  receiptText: string;
  list?: string;
}

/** What a check of a receipt's text finds: text that is no receipt (said at the field), or the receipt's verification. */
export type ReceiptTextCheck =
  { kind: "not-a-receipt"; message: string } | { kind: "verified"; verification: Verification };

/**
 * Reads `receiptText` as /verify reads a receipt, then checks it with `listFile` as verifyReceipt does. `meterFor` gives
 * the meter a split's work counts into, from the receipt's version (whose bounds differ).
 */
export function checkReceiptText(
  receiptText: string,
  listFile?: string,
  meterFor?: (version: unknown) => WorkMeter,
): ReceiptTextCheck {
  const reading = readReceiptText(receiptText);
  if (!reading.ok) return { kind: "not-a-receipt", message: reading.message };
  const { version } = (reading.value ?? {}) as { version?: unknown };
  return { kind: "verified", verification: verifyReceipt(reading.value, listFile, meterFor?.(version)) };
}

/**
 * Checks any receipt the site writes, a draw or teams, of every version (docs/verifiable-draws.md, section 9): the
 * list's rules, the hashes, the statement, the seed, then the result itself, naming every part that does not match
 * by its rule; or, when all match, the verdict, with notes on names in the result that look alike. `listFile` is the list file's text, for a receipt that carries only
 * the list's hash (a list file beside a receipt that holds its list must be that list). `meter` counts a split's work.
 */
export function verifyReceipt(value: unknown, listFile?: string, meter?: WorkMeter): Verification {
  const unreadable = findUnreadable(value);
  if (unreadable) return { status: "unreadable", message: unreadable };
  const receipt = value as DrawReceipt | TeamsReceipt;
  let lines = receipt.list;
  if (lines && listFile !== undefined) {
    // A list file beside a receipt that holds its list is checked against that list, never silently left unread.
    const file = readListFile(listFile, receipt.version);
    if (!file.ok) return { status: "unreadable", message: file.message };
    if (JSON.stringify(file.lines) !== JSON.stringify(lines)) {
      return {
        status: "unreadable",
        message:
          "The list file is not the list this receipt holds. Check the receipt alone, or with its own list file.",
      };
    }
  }
  if (!lines) {
    if (listFile === undefined) return { status: "needs-list", kind: receipt.kind };
    const file = readListFile(listFile, receipt.version);
    if (!file.ok) return { status: "unreadable", message: file.message };
    lines = file.lines;
  }
  const verification = receipt.kind === "draw" ? verifyDraw(receipt, lines) : verifyTeams(receipt, lines, meter);
  return verification.status === "checked" && verification.verdict
    ? { ...verification, notes: findOutcomeNotes(verification.outcome) }
    : verification;
}
