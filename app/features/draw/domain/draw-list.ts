import type { Entrant } from "~/features/draw/domain/draw";
import { nameProblem, type ListProblem } from "~/kernel/receipts/domain/canonical-list";

/**
 * A draw's canonical list read back (docs/verifiable-draws.md, section 1.2), for any version: every line as
 * `name, tickets`, the tickets after the last `, `. Each line the page never writes is a problem naming it, and every
 * line that reads as `name, tickets` is an entrant all the same, so the draw can be made again and a forgery show only
 * what gave it away. `allRead` is false when a line does not read at all.
 */
export function readDrawListLines(
  lines: readonly string[],
  version: number,
): { entrants: Entrant[]; problems: ListProblem[]; allRead: boolean } {
  const entrants: Entrant[] = [];
  const problems: ListProblem[] = [];
  const lineOf = new Map<string, number>();
  lines.forEach((text, index) => {
    const line = index + 1;
    const [, name, tickets] = /^(.+), (\d+)$/s.exec(text) ?? [];
    if (name === undefined || tickets === undefined) {
      problems.push({ rule: "not-name-tickets", line, text, message: "is not “name, tickets”" });
      return;
    }
    const broken = nameProblem(name, version);
    const earlier = lineOf.get(name);
    if (tickets.startsWith("0")) {
      problems.push({ rule: "ticket-count", line, text, message: "has a ticket count that is 0 or starts with 0" });
    } else if (broken) {
      problems.push({ ...broken, line, text, message: `has a name that ${broken.message}` });
    } else if (earlier !== undefined) {
      problems.push({ rule: "repeated-name", line, text, message: `repeats the name of list line ${earlier}` });
    }
    if (earlier === undefined) lineOf.set(name, line);
    entrants.push({ name, tickets: Number(tickets) });
  });
  return { entrants, problems, allRead: entrants.length === lines.length };
}
