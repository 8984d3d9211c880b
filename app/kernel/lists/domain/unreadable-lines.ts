import { countOf } from "~/kernel/format/domain/count";

/** "Line 3: the weight “150” is not …" — how every list reader reports a line it cannot read. */
export function describeUnreadableLine(reading: { line: number; message: string }): string {
  return `Line ${reading.line}: ${reading.message}.`;
}

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

/**
 * "Line 2 (“Bob, -2”): the ticket count … Line 5 (“Cy, 0”): … And 3 more lines cannot be read." — the lines a list
 * could not read, each by number and text, and how many more there are beyond those `named`, out of `count` in all.
 */
export function describeUnreadableLines({ named, count }: Pick<UnreadableLines, "named" | "count">): string {
  const lines = named.map(({ line, text, message }) => {
    const characters = [...text];
    const quoted = characters.length > quotedLength ? `${characters.slice(0, quotedLength - 1).join("")}…` : text;
    return `Line ${line} (“${quoted}”): ${message}.`;
  });
  const more = count - named.length;
  return more > 0 ? `${lines.join(" ")} And ${countOf(more, "more line")} cannot be read.` : lines.join(" ");
}
