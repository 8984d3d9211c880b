import { formatCount } from "~/kernel/format/domain/count";
import type { DrawOutcome, Entrant } from "~/features/draw/domain/draw";
import { csvCell } from "~/kernel/format/domain/csv-cell";
import { formatLocalDate } from "~/kernel/format/domain/local-date";

/** An entrant as lists and history show them: the name, and the tickets when more than one. */
export function formatEntrant({ name, tickets }: Entrant): string {
  return `${name}${formatTickets(tickets)}`;
}

/** What follows an entrant's name: nothing for one ticket, else " (3 tickets)". */
export function formatTickets(tickets: number): string {
  return tickets === 1 ? "" : ` (${formatCount(tickets)} tickets)`;
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
