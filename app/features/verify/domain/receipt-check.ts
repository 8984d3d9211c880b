import { findUnreadableDraw, verifyDraw, type DrawReceipt } from "~/features/draw";
import { findUnreadable, type Verification } from "~/kernel/receipts/domain/verifiable-receipt";
import { findUnreadableTeams, verifyTeams, type TeamsReceipt } from "~/features/teams";

/**
 * Recomputes any receipt the site writes, a draw or teams: the list against its hash, the secret against the
 * commitment, the seed from the secret and public value, then the result itself, naming every part that does not
 * match. `listLines` stands in for a receipt that carries only the list's hash.
 */
export function verifyReceipt(value: unknown, listLines?: readonly string[]): Verification {
  const unreadable = findUnreadable(value);
  if (unreadable) return { status: "unreadable", message: unreadable };
  const receipt = value as Record<string, unknown>;
  const kindProblem =
    receipt.kind === "draw"
      ? findUnreadableDraw(receipt)
      : receipt.kind === "teams"
        ? findUnreadableTeams(receipt)
        : "This receipt is of a kind this site does not know, so it cannot be checked here.";
  if (kindProblem) return { status: "unreadable", message: kindProblem };
  const lines = (receipt.list as string[] | undefined) ?? listLines;
  if (!lines) return { status: "needs-list", kind: receipt.kind === "draw" ? "draw" : "teams" };
  return receipt.kind === "draw" ? verifyDraw(value as DrawReceipt, lines) : verifyTeams(value as TeamsReceipt, lines);
}
