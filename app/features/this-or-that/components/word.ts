import type { MessageDescriptor } from "@lingui/core";
import type { I18n } from "~/i18n/runtime";
import { formatList } from "~/kernel/format/domain/intl-formats";

type Value = unknown;
const isDescriptor = (value: Value): value is MessageDescriptor =>
  typeof value === "object" && value !== null && "id" in value;

function wordValue(i18n: I18n, value: Value): Value {
  if (Array.isArray(value)) {
    const items = value.map((item) => String(wordValue(i18n, item)));
    return formatList(items, i18n.locale);
  }
  return isDescriptor(value) ? word(i18n, value) : value;
}

/**
 * A sentence the domain built as a message and its values, in the page's language: a value that is itself a message
 * is worded first, and a list of names or clauses is joined as the language joins a list ("A, B and C", "A, B y C").
 */
export function word(i18n: I18n, descriptor: MessageDescriptor): string {
  const values = Object.fromEntries(
    Object.entries(descriptor.values ?? {}).map(([key, value]) => [key, wordValue(i18n, value)]),
  );
  return i18n._(descriptor, values);
}

/** Sentences said one after another, as the live region says them. */
export const wordAll = (i18n: I18n, sentences: readonly MessageDescriptor[]) =>
  sentences.map((sentence) => word(i18n, sentence)).join(" ");
