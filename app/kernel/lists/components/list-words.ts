import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { I18n } from "~/i18n/runtime";

/** One of the list's sentences about its entries (app/kernel/lists/domain/list-nouns.ts), with its values. */
export function wordList(i18n: I18n, descriptor: MessageDescriptor, values: Record<string, string | number>): string {
  return i18n._(descriptor, values);
}

/** "Line 3: the weight “150” is not …" — a line a list cannot read, in the page's language. */
export function wordUnreadableLine(i18n: I18n, reading: { line: number; message: MessageDescriptor }): string {
  const { line } = reading;
  const problem = i18n._(reading.message);
  return i18n._(
    msg({ message: `Line ${line}: ${problem}.`, comment: "A line of a list that cannot be read, and why" }),
  );
}
