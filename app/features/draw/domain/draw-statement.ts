import type { DuplicateRule, Entrant } from "~/features/draw/domain/draw";
import type { DrawCounts } from "~/kernel/receipts/domain/statement";

// What a verifiable draw commits to of its list, kept apart from the draw itself, whose code loads when one is made.

/** The canonical list: each entrant as `name, tickets` (names in NFC), one a line. */
export function canonicalLines(entrants: readonly Entrant[]): string[] {
  return entrants.map(({ name, tickets }) => `${name.normalize("NFC")}, ${tickets}`);
}

/** What a draw's statement counts, from the list as read and the numbers to draw. */
export function drawStatementCounts(
  list: { entrantCount: number; totalTickets: number },
  rule: DuplicateRule,
  counts: { winners: number; alternates: number },
): DrawCounts {
  return {
    kind: "draw",
    entrants: list.entrantCount,
    tickets: list.totalTickets,
    repeatedNames: rule === "extra-tickets" ? "tickets add up" : "first line only",
    ...counts,
  };
}
