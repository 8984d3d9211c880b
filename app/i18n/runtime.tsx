import type { MessageDescriptor } from "@lingui/core";
import { cloneElement, createContext, isValidElement, type ReactElement, type ReactNode, use } from "react";

// The few lines of Lingui's runtime this site needs (docs/decisions/023-messages-library.md, lever 4): lingui.config.ts
// points the macros here (`runtimeConfigModule`), so `<Trans>`, `useLingui()`'s `t` and `i18n._(msg`…`)` run on this
// interpreter of Lingui's compiled messages. Lingui's CLI, macros and PO catalogs stay as they are.

/** A compiled message (`lingui compile`, namespace json): text, or text and arguments. */
type CompiledMessage = string | readonly Token[];
type Token = string | readonly [name: string, type?: string, format?: unknown];
export type Messages = Record<string, CompiledMessage>;
type Values = Record<string, unknown>;

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

/** `<0>…</0>` and `<0/>` in a worded message become the macro's elements, with their words inside. */
function formatElements(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = [];
  const tag = /<(\d+)\/>|<(\d+)>([\s\S]*?)<\/\2>/;
  let rest = text;
  for (let match = tag.exec(rest); match; match = tag.exec(rest)) {
    nodes.push(rest.slice(0, match.index));
    const [whole, selfClosing, opening, inner] = match;
    const element = components[selfClosing ?? opening ?? ""];
    if (element) {
      const key = nodes.length;
      nodes.push(
        inner === undefined
          ? cloneElement(element, { key })
          : cloneElement(element, { key }, ...formatElements(inner, components)),
      );
    }
    rest = rest.slice(match.index + whole.length);
  }
  nodes.push(rest);
  return nodes;
}

interface TransProps {
  id: string;
  message?: string;
  values?: Values;
  components?: Record<string, ReactElement>;
  comment?: string;
}

/** What the `<Trans>` macro compiles to. */
export function Trans({ id, message, values = {}, components = {} }: TransProps) {
  const { i18n } = useLingui();
  // A value that is an element (`{<b>{name}</b>}` in a message) takes a component's place, as in Lingui's own.
  const elements = { ...components };
  const text = { ...values };
  let next = Object.keys(components).length;
  for (const [name, value] of Object.entries(values)) {
    if (!isValidElement(value)) continue;
    elements[next] = value;
    text[name] = `<${next}/>`;
    next += 1;
  }
  return <>{formatElements(i18n._({ id, message }, text), elements)}</>;
}
