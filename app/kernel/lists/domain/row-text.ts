import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

// What a row of /draw or /teams may not keep (docs/verifiable-draws.md, section 1.1): a control character (a line break,
// a tab), a line or paragraph separator, a direction control or a lone surrogate. One test a row finds none of them,
// so the common row costs one scan.
const unusual = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069\p{Cs}]/u;
const breaks = /[\s\p{Cc}]*[\p{Cc}\u2028\u2029][\s\p{Cc}]*/gu;
const disguises = /[\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;

// The part after a row's last comma is a number (tickets, a rating) only when it looks like one: "Smith, John" is one
// name. Here, beside the rows, rather than with the list editor's text, whose messages the tests' Node cannot compile.
export const numberLike = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A row of a list of names, as /draw and /teams read it: every run of control characters and line or paragraph
 * separators, with the white space around it, becomes one space (a line break never stays in a name), then the text is
 * trimmed and put in Unicode NFC. A row holding a direction control or a lone surrogate, which could disguise it as
 * another line, is refused with the reason.
 */
export function readRowText(row: string): string | { error: MessageDescriptor } {
  if (!unusual.test(row)) return row.trim().normalize("NFC");
  const found = disguises.exec(row)?.[0];
  if (found !== undefined) {
    const code = `U+${(found.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, "0")}`;
    return {
      error: /\p{Cs}/u.test(found)
        ? msg`it holds a broken character (${code}, a lone surrogate): type the name again`
        : msg`it holds an invisible direction control (${code}), which can make a line look like another: remove it`,
    };
  }
  return row.replace(breaks, " ").trim().normalize("NFC");
}
