import type { MessageDescriptor } from "@lingui/core";

/** A line a list could not read: its 1-based number, its text and why (a message with its values, for the page). */
export interface UnreadableLine {
  line: number;
  text: string;
  message: MessageDescriptor;
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
