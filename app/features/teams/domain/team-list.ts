import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { SharedTeams } from "~/kernel/lists/domain/list-link";
import { namedUnreadableLines, type UnreadableLines } from "~/kernel/lists/domain/unreadable-lines";
import { numberLike, readRowText } from "~/kernel/lists/domain/row-text";
import { spreadOf, totalRatings, type ApartPair, type Person } from "~/features/teams/domain/teams";
import { formatNumber } from "~/kernel/format/domain/intl-formats";

/**
 * What `read` makes of each non-blank line, read as readRowText reads a row (a line's number is its place in `lines`,
 * blank lines counted), or, when it cannot read some, the first few of those and how many there are.
 */
function readEachLine<Item>(
  lines: readonly string[],
  read: (text: string, line: number) => Item | MessageDescriptor,
): { ok: true; items: Item[] } | UnreadableLines {
  const items: Item[] = [];
  // Counted beyond the few it names, not kept: a list of thousands of lines may have as many mistakes.
  const unreadable: UnreadableLines = { ok: false, named: [], count: 0 };
  lines.forEach((raw, index) => {
    const row = readRowText(raw);
    const text = typeof row === "string" ? row : raw.trim();
    if (!text) return;
    const item = typeof row === "string" ? read(text, index + 1) : row.error;
    if (!isProblem(item)) items.push(item);
    else if (unreadable.count++ < namedUnreadableLines) unreadable.named.push({ line: index + 1, text, message: item });
  });
  return unreadable.count === 0 ? { ok: true, items } : unreadable;
}

// A reader's answer is an item or why the line cannot be one: a message, which no item (a person, a list of places) is.
function isProblem<Item>(item: Item | MessageDescriptor): item is MessageDescriptor {
  return typeof item === "object" && item !== null && "id" in item;
}

export type PeopleReading = { ok: true; people: Person[] } | UnreadableLines;

const maximumRating = 1_000_000;

/** A rating as written ("7", "7.5"), in hundredths, or why it cannot be one. */
function readRating(written: string): { ok: true; rating: number } | { ok: false; message: MessageDescriptor } {
  const value = Number(written);
  const hundredths = Math.round(value * 100);
  if (!numberLike.test(written) || Math.abs(value) > maximumRating || Math.abs(value * 100 - hundredths) > 1e-6) {
    return { ok: false, message: msg`the rating “${written}” is not a number with at most two decimals` };
  }
  return { ok: true, rating: hundredths };
}

/** One person from a trimmed, non-blank line, or why the line cannot be one. */
function readPerson(text: string, rated: boolean): Person | MessageDescriptor {
  const comma = text.lastIndexOf(",");
  const written = comma === -1 ? "" : text.slice(comma + 1).trim();
  if (numberLike.test(written)) {
    const name = text.slice(0, comma).trim();
    const rating = readRating(written);
    if (!name) return msg`there is a rating but no name before the comma`;
    if (!rating.ok) return rating.message;
    return rated ? { name, rating: rating.rating } : { name };
  }
  if (!rated) return { name: text };
  return written ? msg`the rating “${written}” is not a number` : msg`“${text}” has no rating (write “${text}, 5”)`;
}

/** The name a row gives a person, as readPeople reads it, or null where it gives none. */
export function readPersonName(row: string): string | null {
  const text = readRowText(row);
  if (typeof text !== "string" || !text) return null;
  const person = readPerson(text, false);
  return isProblem(person) ? null : person.name;
}

/**
 * One person per non-blank line, `name` or `name, rating`. With `rated`, every line needs a rating. A name on two
 * lines is refused: teams, totals and pairs to keep apart would be ambiguous.
 */
export function readPeople(lines: readonly string[], rated: boolean): PeopleReading {
  const firstLine = new Map<string, number>();
  const reading = readEachLine(lines, (text, line) => {
    const person = readPerson(text, rated);
    if (isProblem(person)) return person;
    const { name } = person;
    const earlier = firstLine.get(name);
    if (earlier !== undefined) return msg`“${name}” is already on line ${earlier}: give each person a distinct name`;
    firstLine.set(person.name, line);
    return person;
  });
  return reading.ok ? { ok: true, people: reading.items } : reading;
}

export type ApartReading = { ok: true; pairs: ApartPair[] } | UnreadableLines;

/** Groups to keep apart, one per line, names separated by commas; every two names of a group make a pair. */
export function readApartGroups(lines: readonly string[], people: readonly Person[]): ApartReading {
  const indexOf = new Map(people.map((person, index) => [person.name, index]));
  const pairs: ApartPair[] = [];
  const reading = readEachLine(lines, (text) => {
    const names = text.split(",").map((name) => name.trim());
    if (names.length < 2 || names.some((name) => !name)) return msg`write two or more names separated by commas`;
    const members: number[] = [];
    for (const name of names) {
      const member = indexOf.get(name);
      if (member === undefined) return msg`“${name}” is not on the list`;
      if (members.includes(member)) return msg`“${name}” is named twice`;
      members.push(member);
    }
    members.forEach((a, position) => members.slice(position + 1).forEach((b) => pairs.push([a, b])));
    return members;
  });
  return reading.ok ? { ok: true, pairs } : reading;
}

/** A rating or total in hundredths as people write it in the page's language: "7.5", "12", "-3.25" (en), "7,5" (de). */
export function formatRating(hundredths: number, locale: string): string {
  return formatNumber(hundredths / 100, locale, { maximumFractionDigits: 2 });
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
export function teamCards({ members, totals }: Pick<SharedTeams, "members" | "totals">, locale: string) {
  return {
    teams: members.map((team, index) => ({
      members: team,
      ...(totals && { total: formatRating(totals[index] as number, locale) }),
    })),
    ...(totals && { spread: formatRating(spreadOf(totals), locale) }),
  };
}
