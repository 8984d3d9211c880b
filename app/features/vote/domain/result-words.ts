import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { I18n } from "~/i18n/runtime";

/**
 * A sentence of a count's result, as the count builds it: a message and its values, worded later in the page's
 * language (decision D23: the count itself has no language, and the counting worker posts it as plain data). A value
 * is a number, a name (already set apart with `isolate()`), a list of names or of clauses, or a clause of its own.
 */
export type ResultSentence = MessageDescriptor;

/** A message with values that are not only text and numbers: figures, lists, clauses. */
export const sentence = (descriptor: MessageDescriptor, values: Record<string, unknown>): ResultSentence => ({
  ...descriptor,
  values,
});

/**
 * A number shown in a sentence, written as the page's language writes numbers ("10,000", "10.000"). A count that
 * chooses a plural stays a bare number: the message's `plural` needs its value.
 */
export interface Figure {
  figure: number;
}

export const figure = (value: number): Figure => ({ figure: value });

/** The sentence every count that drew ends with: what the draw is and why everyone gets the same. */
export const drawExplained = msg`Ties are settled by a fair draw: each tied option has exactly the same chance, and the draw is seeded by the poll and its ballots, so everyone who counts these ballots draws the same.`;

/** “60 to 40” in a list of rivals: the rival's name and how many prefer the first option and how many the rival. */
export function rivalScore(name: string, supporting: number, opposing: number): ResultSentence {
  return sentence(
    msg({
      message: "{name} {supporting} to {opposing}",
      comment:
        "One rival in a list: its name, then how many ballots prefer the winner to it and how many the other way",
    }),
    { name, supporting: figure(supporting), opposing: figure(opposing) },
  );
}

/** “Pizza over Sushi (5 to 3)” in a list of wins kept one after the other. */
export function winOver(winner: string, loser: string, supporting: number, opposing: number): ResultSentence {
  return sentence(
    msg({
      message: "{winner} over {loser} ({supporting} to {opposing})",
      comment:
        "One win in a list of one-on-one wins: how many ballots rank the first above the second, and the other way",
    }),
    { winner, loser, supporting: figure(supporting), opposing: figure(opposing) },
  );
}

/** “Pizza 5” in a list of figures: an option's name and its count. */
export function nameAndFigure(name: string, value: number): ResultSentence {
  return sentence(msg({ message: "{name} {count}", comment: "An option's name and its count, in a list of counts" }), {
    name,
    count: figure(value),
  });
}

// English joins as the site always has, "A, B and C", without the serial comma "en" would add.
const listLocale = (locale: string) => (locale === "en" ? "en-GB" : locale);
const lists = new Map<string, Intl.ListFormat>();
const numbers = new Map<string, Intl.NumberFormat>();

function listFormat(locale: string): Intl.ListFormat {
  let format = lists.get(locale);
  if (!format) lists.set(locale, (format = new Intl.ListFormat(listLocale(locale), { type: "conjunction" })));
  return format;
}

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numbers.get(locale);
  if (!format) numbers.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })));
  return format;
}

/** A number as the page's language writes it, as in the result's sentences. */
export function formatFigure(i18n: I18n, value: number): string {
  return numberFormat(i18n.locale).format(value);
}

const isFigure = (value: unknown): value is Figure => typeof value === "object" && value !== null && "figure" in value;
const isSentence = (value: unknown): value is ResultSentence =>
  typeof value === "object" && value !== null && "id" in value;

function wordValue(i18n: I18n, value: unknown): unknown {
  if (Array.isArray(value)) return listFormat(i18n.locale).format(value.map((item) => String(wordValue(i18n, item))));
  if (isFigure(value)) return numberFormat(i18n.locale).format(value.figure);
  return isSentence(value) ? wordResult(i18n, value) : value;
}

/**
 * A result's sentence in the page's language: numbers written as the language writes them, a list joined as it joins
 * one ("A, B and C", "A, B y C"), a clause worded first.
 */
export function wordResult(i18n: I18n, sentence: ResultSentence): string {
  const values = Object.fromEntries(
    Object.entries(sentence.values ?? {}).map(([key, value]) => [key, wordValue(i18n, value)]),
  );
  return i18n._(sentence, values);
}
