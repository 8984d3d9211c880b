import { verifyDraw, type DrawReceipt } from "~/features/draw";
import { findUnreadable } from "~/kernel/receipts/domain/receipt-fields";
import type { Verification } from "~/kernel/receipts/domain/verdict";
import { verifyTeams, type TeamsReceipt } from "~/features/teams";

/**
 * Checks any receipt the site writes, a draw or teams, of every version (docs/verifiable-draws.md, section 9): the
 * list's rules, the hashes, the statement, the seed, then the result itself, naming every part that does not match
 * by its rule; or, when all match, the verdict. `listLines` stands in for a receipt that carries only the list's hash.
 */
export function verifyReceipt(value: unknown, listLines?: readonly string[]): Verification {
  const unreadable = findUnreadable(value);
  if (unreadable) return { status: "unreadable", message: unreadable };
  const receipt = value as DrawReceipt | TeamsReceipt;
  const lines = receipt.list ?? listLines;
  if (!lines) return { status: "needs-list", kind: receipt.kind };
  return receipt.kind === "draw" ? verifyDraw(receipt, lines) : verifyTeams(receipt, lines);
}
