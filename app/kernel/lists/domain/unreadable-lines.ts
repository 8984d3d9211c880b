import { countOf } from "~/kernel/format/domain/count";

/** A line a list could not read: its 1-based number, its text and why. */
export interface UnreadableLine {
  line: number;
  text: string;
  message: string;
}

/** How many unreadable lines a list names before it only counts the rest: enough to show what is wrong, quick to read. */
export const namedUnreadableLines = 3;

/** A list with lines it cannot read: the first `namedUnreadableLines` of them, and how many there are in all. */
export type UnreadableLines = { ok: false; named: UnreadableLine[]; count: number };

// A whole line of 10,000 characters would bury the message; its start is enough to find it by.
const quotedLength = 40;

/** A line's text as a message quotes it: its start, when it is long. */
export function quoteLine(text: string): string {
  const characters = [...text];
  return characters.length > quotedLength ? `${characters.slice(0, quotedLength - 1).join("")}…` : text;
}

/**
 * In English, for a page whose line messages are English still (components word them with `wordUnreadableLines`).
 * "Line 2 (“Bob, -2”): the ticket count … Line 5 (“Cy, 0”): … And 3 more lines cannot be read." — the lines a list
 * could not read, each by number and text, and how many more there are beyond those `named`, out of `count` in all.
 */
export function describeUnreadableLines({ named, count }: Pick<UnreadableLines, "named" | "count">): string {
  const lines = named.map(({ line, text, message }) => `Line ${line} (“${quoteLine(text)}”): ${message}.`);
  const more = count - named.length;
  return more > 0 ? `${lines.join(" ")} And ${countOf(more, "more line")} cannot be read.` : lines.join(" ");
}
