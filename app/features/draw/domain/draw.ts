import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { namedUnreadableLines, type UnreadableLines } from "~/kernel/lists/domain/unreadable-lines";
import { numberLike, readRowText } from "~/kernel/lists/domain/row-text";
import { randomIndex, type IndexDraw } from "~/kernel/random/domain/random";

/** Someone in a giveaway, with how many tickets they hold. */
export interface Entrant {
  name: string;
  tickets: number;
}

export const maximumTickets = 10_000;
/** Every draw is one randomIndex over the remaining tickets, which takes at most 2^32. */
export const maximumTotalTickets = 2 ** 32;

/** What a name written on several lines means: each line is one more ticket, or only its first line counts. */
export type DuplicateRule = "extra-tickets" | "one-ticket-each";

/** A name that appears on more than one line, and on how many. */
export interface RepeatedName {
  name: string;
  lines: number;
}

export type EntrantReading =
  { ok: true; entrants: Entrant[]; repeated: RepeatedName[]; totalTickets: number } | UnreadableLines;

/**
 * A line as `name` or `name, tickets`, read as readRowText reads a row (no line break or other control character
 * stays in a name; trimmed and in Unicode NFC, so the same name always compares equal).
 */
export function readEntrantLine(line: string): { name: string; tickets: number } | { error: MessageDescriptor } {
  const text = readRowText(line);
  if (typeof text !== "string") return text;
  const comma = text.lastIndexOf(",");
  const written = comma === -1 ? "" : text.slice(comma + 1).trim();
  if (!numberLike.test(written)) return { name: text, tickets: 1 };
  const name = text.slice(0, comma).trim();
  if (!name) return { error: msg`there is a ticket count but no name before the comma` };
  const tickets = Number(written);
  if (!Number.isInteger(tickets) || tickets < 1 || tickets > maximumTickets) {
    // The most tickets, 10,000 (maximumTickets), is written in the message so that each language writes the number.
    return { error: msg`the ticket count “${written}” is not a whole number from 1 to 10,000` };
  }
  return { name, tickets };
}

/**
 * The entrants of a list, one per non-blank line, in order of first appearance. A repeated name is one entrant:
 * with "extra-tickets" its lines' tickets add up, with "one-ticket-each" only its first line counts. A list with lines
 * that cannot be read is read to its end, to say how many there are (or up to where its tickets pass the maximum).
 */
export function readEntrants(lines: readonly string[], rule: DuplicateRule): EntrantReading {
  // One map lookup a line, and no object but the entrant that readEntrantLine makes: reading 100,000 entrants is mostly
  // hashing their names, and each object more a line is more for the garbage collector to move while the page waits.
  const indexByName = new Map<string, number>();
  const entrants: Entrant[] = [];
  const linesOf: number[] = [];
  let totalTickets = 0;
  const unreadable: UnreadableLines = { ok: false, named: [], count: 0 };
  const cannotRead = (index: number, message: MessageDescriptor) => {
    unreadable.count++;
    const text = (lines[index] as string).trim();
    if (unreadable.named.length < namedUnreadableLines) unreadable.named.push({ line: index + 1, text, message });
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string;
    if (line.trim() === "") continue;
    const read = readEntrantLine(line);
    if ("error" in read) {
      cannotRead(index, read.error);
      continue;
    }
    const seen = indexByName.get(read.name);
    if (seen === undefined) {
      indexByName.set(read.name, entrants.length);
      entrants.push(read);
      linesOf.push(1);
      totalTickets += read.tickets;
    } else {
      linesOf[seen] = (linesOf[seen] as number) + 1;
      if (rule === "extra-tickets") {
        (entrants[seen] as Entrant).tickets += read.tickets;
        totalTickets += read.tickets;
      }
    }
    if (totalTickets > maximumTotalTickets) {
      cannotRead(index, msg`the tickets add up to more than 4,294,967,296`);
      return unreadable;
    }
  }
  if (unreadable.count > 0) return unreadable;
  const repeated: RepeatedName[] = [];
  linesOf.forEach((count, index) => {
    if (count > 1) repeated.push({ name: (entrants[index] as Entrant).name, lines: count });
  });
  return { ok: true, entrants, repeated, totalTickets };
}

/** Why a field of a draw cannot be drawn: not a whole number in range, or more than the entrants allow. */
export type DrawSizeProblem = "not-whole" | "too-many";

/**
 * Why a draw of `winners` and `alternates` from `entrantCount` entrants cannot be made, per field, for the page to say
 * in its language; empty when it can.
 */
export function checkDrawSize(
  entrantCount: number,
  winners: number,
  alternates: number,
): { winners?: DrawSizeProblem; alternates?: DrawSizeProblem } {
  const problems: { winners?: DrawSizeProblem; alternates?: DrawSizeProblem } = {};
  if (!Number.isInteger(winners) || winners < 1) problems.winners = "not-whole";
  else if (winners > entrantCount) problems.winners = "too-many";
  if (!Number.isInteger(alternates) || alternates < 0) problems.alternates = "not-whole";
  else if (!problems.winners && winners + alternates > entrantCount) problems.alternates = "too-many";
  return problems;
}

export interface DrawOutcome {
  winners: Entrant[];
  alternates: Entrant[];
}

/**
 * Draws `winners` then `alternates` entrants without replacement, in draw order. Each draw takes one
 * r = draw(Σ remaining tickets) and picks the remaining entrant, in list order, whose ticket range holds r:
 * entrant i with probability exactly t_i / Σ remaining t.
 */
export function drawWinners(
  entrants: readonly Entrant[],
  winners: number,
  alternates: number,
  draw: IndexDraw = randomIndex,
): DrawOutcome {
  const problems = checkDrawSize(entrants.length, winners, alternates);
  if (problems.winners || problems.alternates) {
    throw new RangeError(
      `${winners} winners and ${alternates} alternates cannot be drawn from ${entrants.length} entrants`,
    );
  }
  const tree = createTicketTree(entrants.map((entrant) => entrant.tickets));
  const drawn: Entrant[] = [];
  for (let count = 0; count < winners + alternates; count++) {
    const index = tree.find(draw(tree.total()));
    drawn.push(entrants[index] as Entrant);
    tree.remove(index);
  }
  return { winners: drawn.slice(0, winners), alternates: drawn.slice(winners) };
}

/**
 * A Fenwick tree over ticket counts: finding whose range holds r and taking an entrant out both cost
 * O(log n), so drawing all of 100,000 entrants stays fast where a scan per draw would not.
 */
function createTicketTree(tickets: readonly number[]) {
  const size = tickets.length;
  const tree = new Float64Array(size + 1);
  const left = [...tickets];
  for (let i = 1; i <= size; i++) {
    tree[i] = (tree[i] as number) + (tickets[i - 1] as number);
    const parent = i + (i & -i);
    if (parent <= size) tree[parent] = (tree[parent] as number) + (tree[i] as number);
  }
  let total = tickets.reduce((sum, count) => sum + count, 0);
  let highestBit = 1;
  while (highestBit * 2 <= size) highestBit *= 2;
  return {
    total: () => total,
    /** The smallest index whose running total exceeds r, i.e. the entrant owning ticket r. */
    find(r: number): number {
      let position = 0;
      let rest = r;
      for (let step = highestBit; step > 0; step >>= 1) {
        const next = position + step;
        if (next <= size && (tree[next] as number) <= rest) {
          position = next;
          rest -= tree[next] as number;
        }
      }
      return position;
    },
    remove(index: number) {
      const count = left[index] as number;
      left[index] = 0;
      total -= count;
      for (let i = index + 1; i <= size; i += i & -i) tree[i] = (tree[i] as number) - count;
    },
  };
}
