import { hashText } from "~/kernel/receipts/domain/receipt-hashes";
import { escapeInvisible } from "~/kernel/receipts/domain/shown-text";
import type { ReceiptProblem } from "~/kernel/receipts/domain/verifiable-receipt";

/**
 * The rules a canonical list's line can break (docs/verifiable-draws.md, sections 1.2 and 10), named as the test
 * vectors (docs/vectors/*.json) name them.
 */
export type ListRule =
  | "line-break"
  | "character"
  | "white-space"
  | "not-nfc"
  | "ticket-count"
  | "repeated-name"
  | "not-name-tickets"
  | "not-name-rating"
  | "rating"
  | "setup";

/** A list line the page never writes: its number (from 1), its text, the rule it breaks and why, in words. */
export interface ListProblem {
  rule: ListRule;
  line: number;
  text: string;
  message: string;
}

const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, "0")}`;

// What no version writes in a name (a line break, which a hash of lines joined by line feeds cannot tell from two
// lines), then what version 4 writes in none: control characters, line and paragraph separators, direction controls
// and unpaired surrogates, which would disguise a line as another.
const everyVersion: [RegExp, ListRule, string][] = [[/[\n\r]/, "line-break", "a line break"]];
const fromVersion4: [RegExp, ListRule, string][] = [
  ...everyVersion,
  [/\p{Cc}/u, "character", "a control character"],
  [/[\u2028\u2029]/, "character", "a line or paragraph separator"],
  [/[\u202a-\u202e\u2066-\u2069]/, "character", "a direction control"],
  [/\p{Cs}/u, "character", "a lone surrogate"],
];

/** The rule a name breaks in `version`, and how; null when the page could write it. */
export function nameProblem(text: string, version: number): { rule: ListRule; message: string } | null {
  for (const [pattern, rule, what] of version < 4 ? everyVersion : fromVersion4) {
    const found = pattern.exec(text)?.[0];
    if (found) return { rule, message: `holds ${what} (${codePoint(found)})` };
  }
  if (text === "" || /^\s|\s$/.test(text)) {
    return { rule: "white-space", message: "is empty or has white space at its start or end" };
  }
  return text.normalize("NFC") === text ? null : { rule: "not-nfc", message: "is not in Unicode NFC" };
}

/** The list file: each canonical line followed by a line feed, what "Download the list" gives (section 2). */
export function listFileText(lines: readonly string[]): string {
  let text = "";
  for (const line of lines) text += `${line}\n`;
  return text;
}

/**
 * The list hash of `version`: from version 4 the SHA-256 of the list file, which `sha256sum` prints; before, of the
 * lines joined by line feeds (the file without its last byte).
 */
export function listHash(lines: readonly string[], version: number): string {
  return hashText(version < 4 ? lines.join("\n") : listFileText(lines));
}

/** A list line's problem as a checker names it: the line, its text escaped as it was hashed, and the rule it breaks. */
export function listLineProblem({ rule, line, text, message }: ListProblem): ReceiptProblem {
  return { rule, line, message: `List line ${line} ${escapeInvisible(text)} ${message}.` };
}
