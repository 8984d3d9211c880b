import { formatCount } from "~/kernel/format/domain/count";
import type { DrawOutcome, Entrant } from "~/features/draw/domain/draw";
import { csvCell } from "~/kernel/format/domain/csv-cell";
import { formatLocalDate } from "~/kernel/format/domain/local-date";
import { isolate } from "~/kernel/format/domain/isolate";

/** An entrant as lists and history show them: the name, and the tickets when more than one. */
export function formatEntrant({ name, tickets }: Entrant): string {
  return `${name}${formatTickets(tickets)}`;
}

/** What follows an entrant's name: nothing for one ticket, else " (3 tickets)". */
export function formatTickets(tickets: number): string {
  return tickets === 1 ? "" : ` (${formatCount(tickets)} tickets)`;
}

/** The result as plain text to paste anywhere: winners, then alternates, each numbered in draw order. */
export function formatDrawText({ winners, alternates }: DrawOutcome): string {
  const numbered = (entrants: readonly Entrant[]) =>
    entrants.map((entrant, index) => `${index + 1}. ${isolate(entrant.name)}`).join("\n");
  const text = `Winners\n${numbered(winners)}`;
  return alternates.length > 0 ? `${text}\n\nAlternates\n${numbered(alternates)}` : text;
}

const announcedCount = 10;

/** What the live region says: the first winners by name, then how many more (a screen reader reads every word). */
export function announceWinners({ winners }: DrawOutcome): string {
  const named = winners.slice(0, announcedCount).map((winner) => isolate(winner.name));
  const more = winners.length - named.length;
  return `${winners.length === 1 ? "Winner" : "Winners"}: ${named.join(", ")}${more > 0 ? ` and ${formatCount(more)} more` : ""}`;
}

const csvRow = (cells: readonly string[]) => `${cells.map(csvCell).join(",")}\r\n`;

/**
 * One row per drawn entrant in draw order, for spreadsheets: a UTF-8 byte order mark, CRLF line ends and every
 * cell defused against formulas, exactly as the history's CSV export writes them.
 */
export function writeDrawCsv({ winners, alternates }: DrawOutcome): string {
  const rows = [
    ...winners.map((entrant, index) => csvRow([String(index + 1), "Winner", entrant.name, String(entrant.tickets)])),
    ...alternates.map((entrant, index) =>
      csvRow([String(index + 1), "Alternate", entrant.name, String(entrant.tickets)]),
    ),
  ];
  return `\uFEFF${csvRow(["Place", "Role", "Name", "Tickets"])}${rows.join("")}`;
}

/** e.g. `giveaway-draw-2026-11-24.csv`, dated by the visitor's local day. */
export function drawFileName(now: Date): string {
  return `giveaway-draw-${formatLocalDate(now)}.csv`;
}
