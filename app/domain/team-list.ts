import type { SharedTeams } from "~/domain/list-link";
import { spreadOf, totalRatings, type ApartPair, type Person } from "~/domain/teams";

export type PeopleReading = { ok: true; people: Person[] } | { ok: false; line: number; message: string };

// The part after the last comma is a rating only when it looks like a number: "Smith, John" is one name.
const numberLike = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const maximumRating = 1_000_000;

/** A rating as written ("7", "7.5"), in hundredths, or why it cannot be one. */
function readRating(written: string): { ok: true; rating: number } | { ok: false; message: string } {
  const value = Number(written);
  const hundredths = Math.round(value * 100);
  if (!numberLike.test(written) || Math.abs(value) > maximumRating || Math.abs(value * 100 - hundredths) > 1e-6) {
    return { ok: false, message: `the rating “${written}” is not a number with at most two decimals` };
  }
  return { ok: true, rating: hundredths };
}

/**
 * One person per non-blank line, `name` or `name, rating`, trimmed and in Unicode NFC. With `rated`, every
 * line needs a rating. A name on two lines is refused: teams, totals and pairs to keep apart would be ambiguous.
 */
export function readPeople(lines: readonly string[], rated: boolean): PeopleReading {
  const people: Person[] = [];
  const firstLine = new Map<string, number>();
  for (const [index, raw] of lines.entries()) {
    const text = raw.trim().normalize("NFC");
    if (!text) continue;
    const line = index + 1;
    const comma = text.lastIndexOf(",");
    const written = comma === -1 ? "" : text.slice(comma + 1).trim();
    let person: Person = { name: text };
    if (numberLike.test(written)) {
      const name = text.slice(0, comma).trim();
      const rating = readRating(written);
      if (!name) return { ok: false, line, message: "there is a rating but no name before the comma" };
      if (!rating.ok) return { ok: false, line, message: rating.message };
      person = rated ? { name, rating: rating.rating } : { name };
    } else if (rated) {
      const message = written
        ? `the rating “${written}” is not a number`
        : `“${text}” has no rating (write “${text}, 5”)`;
      return { ok: false, line, message };
    }
    const earlier = firstLine.get(person.name);
    if (earlier !== undefined) {
      return {
        ok: false,
        line,
        message: `“${person.name}” is already on line ${earlier}: give each person a distinct name`,
      };
    }
    firstLine.set(person.name, line);
    people.push(person);
  }
  return { ok: true, people };
}

export type ApartReading = { ok: true; pairs: ApartPair[] } | { ok: false; line: number; message: string };

/** Groups to keep apart, one per line, names separated by commas; every two names of a group make a pair. */
export function readApartGroups(lines: readonly string[], people: readonly Person[]): ApartReading {
  const indexOf = new Map(people.map((person, index) => [person.name, index]));
  const pairs: ApartPair[] = [];
  for (const [index, raw] of lines.entries()) {
    if (!raw.trim()) continue;
    const line = index + 1;
    const names = raw.split(",").map((name) => name.trim().normalize("NFC"));
    if (names.length < 2 || names.some((name) => !name)) {
      return { ok: false, line, message: "write two or more names separated by commas" };
    }
    const members: number[] = [];
    for (const name of names) {
      const member = indexOf.get(name);
      if (member === undefined) return { ok: false, line, message: `“${name}” is not on the list` };
      if (members.includes(member)) return { ok: false, line, message: `“${name}” is named twice` };
      members.push(member);
    }
    members.forEach((a, position) => members.slice(position + 1).forEach((b) => pairs.push([a, b])));
  }
  return { ok: true, pairs };
}

/** A rating or total in hundredths as people write it: "7.5", "12", "-3.25". */
export function formatRating(hundredths: number): string {
  return (hundredths / 100).toLocaleString("en-US", { maximumFractionDigits: 2 });
}

/** A split's teams by their members' names and, when rated, each team's total in hundredths: what a link carries. */
export function namedTeams(
  teams: readonly (readonly Person[])[],
  rated: boolean,
): Pick<SharedTeams, "members" | "totals"> {
  return {
    members: teams.map((team) => team.map((person) => person.name)),
    ...(rated && { totals: totalRatings(teams) }),
  };
}

/**
 * Each team's members and, when rated, its total as people write it (what the cards show, history keeps and text
 * copies), with the highest total minus the lowest.
 */
export function teamCards({ members, totals }: Pick<SharedTeams, "members" | "totals">) {
  return {
    teams: members.map((team, index) => ({
      members: team,
      ...(totals && { total: formatRating(totals[index] as number) }),
    })),
    ...(totals && { spread: formatRating(spreadOf(totals)) }),
  };
}
