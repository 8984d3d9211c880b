import type { MessageDescriptor } from "@lingui/core";
import { createContext, type ReactNode, use } from "react";

// The few lines of Lingui's runtime this site needs (docs/decisions/023-messages-library.md, lever 4): lingui.config.ts
// points the macros here (`runtimeConfigModule`), so `<Trans>`, `useLingui()`'s `t` and `i18n._(msg`…`)` run on this
// interpreter of Lingui's compiled messages. Lingui's CLI, macros and PO catalogs stay as they are.

/** A compiled message (`lingui compile`, namespace json): text, or text and arguments. */
type CompiledMessage = string | readonly Token[];
type Token = string | readonly [name: string, type?: string, format?: unknown];
export type Messages = Record<string, CompiledMessage>;
export type Values = Record<string, unknown>;

export interface I18n {
  /** The page's language, as a BCP 47 tag for `Intl`. */
  readonly locale: string;
  /** A message in the page's language: by descriptor (`msg`…``) or by id with its values. */
  _(descriptor: MessageDescriptor | string, values?: Values): string;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(locale: string, count: number, type: "cardinal" | "ordinal"): string {
  const key = `${locale} ${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules.select(count);
}

const numberStyles: Record<string, Intl.NumberFormatOptions> = {
  percent: { style: "percent" },
  integer: { maximumFractionDigits: 0 },
};

/** Words a compiled message with its values; `count` is what `#` stands for inside a plural's branch. */
export function formatMessage(message: CompiledMessage, values: Values, locale: string, count?: string): string {
  if (typeof message === "string") return message;
  let text = "";
  for (const token of message) {
    if (typeof token === "string") {
      text += token === "#" && count !== undefined ? count : token;
      continue;
    }
    const [name, type, format] = token;
    const value = values[name];
    if (type === "plural" || type === "selectordinal") {
      const { offset = 0, ...cases } = format as { offset?: number } & Record<string, CompiledMessage>;
      const number = Number(value) - offset;
      const branch =
        cases[String(value)] ??
        cases[pluralCategory(locale, number, type === "plural" ? "cardinal" : "ordinal")] ??
        cases.other ??
        "";
      text += formatMessage(branch, values, locale, new Intl.NumberFormat(locale).format(number));
    } else if (type === "select") {
      const cases = format as Record<string, CompiledMessage>;
      text += formatMessage(cases[String(value)] ?? cases.other ?? "", values, locale, count);
    } else if (type === "number") {
      text += new Intl.NumberFormat(locale, numberStyles[String(format)]).format(Number(value));
    } else if (value !== undefined && value !== null) {
      text += String(value);
    }
  }
  return text;
}

// Outside a production build the macros keep each message's English (ICU) beside its id: where no catalog was loaded
// (a component test) it is worded from that English, compiled on the spot, as Lingui does in development. In
// production every id is compiled (`lingui compile --strict`) and the English has left the scripts.
let compileUncataloged: ((message: string) => CompiledMessage) | undefined;

/** Lets a message with no compiled entry be compiled from its English (component tests set Lingui's compiler). */
export function setMessagesCompiler(compile: (message: string) => CompiledMessage): void {
  compileUncataloged = compile;
}

/** The page's messages in one language. */
export function createI18n(locale: string, messages: Messages): I18n {
  return {
    locale,
    _(descriptor, values = {}) {
      const { id, message, values: own = {} } = typeof descriptor === "string" ? { id: descriptor } : descriptor;
      const all = { ...own, ...values };
      const compiled = messages[id];
      const english = message ?? id;
      return formatMessage(compiled ?? compileUncataloged?.(english) ?? english, all, locale);
    },
  };
}

const I18nContext = createContext<I18n>(createI18n("en", {}));

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** What the `useLingui` macro compiles to: `t` becomes `_`. */
export function useLingui(): { i18n: I18n; _: I18n["_"] } {
  const i18n = use(I18nContext);
  return { i18n, _: i18n._ };
}
