/**
 * Numbers, percentages, lists and name order in a page's language (a BCP 47 tag such as "en", "de", "ar"), through
 * `Intl`; dates and times are in `intl-dates.ts`, which only the pages showing them load. Every formatter is made once
 * per language and options and kept: making one is the costly part (the first a page makes takes some 12 ms, 160 ms
 * at CPU ×4), formatting with it is cheap.
 */

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat | Intl.Collator;

const made = new Map<string, Formatter>();

/** The formatter of this kind, language and options, made by `make` the first time it is asked for. */
export function cached<T extends Formatter>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (!formatter) made.set(key, (formatter = make()));
  return formatter;
}

/** The page's number formatter for these options, made once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached("number", locale, options, () => new Intl.NumberFormat(locale, options));
}

/** A number grouped and with the decimal sign of the page's language: 1000.5 → "1,000.5" (en), "1.000,5" (de). */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

/**
 * A number with exactly `decimals` decimals and no grouping, rounded as `toFixed` rounds it (so English reads as it
 * always has) and written with the page's decimal sign: 0.5, 2 → "0.50" (en), "0,50" (de).
 */
export function formatDecimal(value: number, locale: string, decimals: number): string {
  const options = { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false };
  // toFixed's digits read back are a number whose shortest spelling is exactly them: Intl then rounds nothing.
  return formatNumber(Number(value.toFixed(decimals)), locale, options);
}

/**
 * A share (0.125 for an eighth) as a percentage with the page's sign and spacing: "12.5%" (en), "12,5 %" (de); the
 * options say how many digits.
 */
export function formatPercent(share: number, locale: string, digits: Intl.NumberFormatOptions = {}): string {
  return formatNumber(share, locale, { ...digits, style: "percent" });
}

const together: Intl.ListFormatOptions = { style: "long", type: "conjunction" };

/** Names joined as the page's language joins them: "A, B and C" (en), "A, B und C" (de), "A وB وC" (ar). */
export function formatList(names: readonly string[], locale: string): string {
  // The site's English has always joined lists the British way, without the comma before "and".
  const listLocale = locale === "en" ? "en-GB" : locale;
  return cached("list", listLocale, together, () => new Intl.ListFormat(listLocale, together)).format(names);
}

/** Compares names in the page's alphabetical order (Ä beside A in German, not after Z), for `sort`. */
export function compareNames(locale: string): (a: string, b: string) => number {
  return cached("collator", locale, {}, () => new Intl.Collator(locale)).compare;
}
