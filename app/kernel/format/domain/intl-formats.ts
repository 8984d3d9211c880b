/**
 * Numbers, percentages, seconds, dates, relative times, lists, ordinals and sorted names in a page's language (a BCP 47
 * tag such as "en", "de", "ar"), through `Intl`. Every formatter is made once per language and options and kept:
 * making one is the costly part (the first a page makes takes some 12 ms, 160 ms at CPU ×4), formatting with it is
 * cheap, and `warmPageFormats` makes a page's formatters in an idle moment, ahead of the frame that shows a result.
 */

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat | Intl.Collator;

const made = new Map<string, Formatter | Intl.PluralRules>();

function cached<T extends Formatter | Intl.PluralRules>(
  kind: string,
  locale: string,
  options: object,
  make: () => T,
): T {
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  const known = made.get(key);
  if (known) return known as T;
  const formatter = make();
  made.set(key, formatter);
  return formatter;
}

/** The page's number formatter for these options, made once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached("number", locale, options, () => new Intl.NumberFormat(locale, options));
}

/** A number grouped and with the digits of the page's language: 10000 → "10,000" (en), "10.000" (de). */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

/** A number with exactly `decimals` decimals, as `toFixed` writes it but in the page's language: 0.5, 2 → "0.50". */
export function formatDecimal(value: number, locale: string, decimals: number): string {
  return formatNumber(value, locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  });
}

/**
 * A share (0.125 for an eighth) as a percentage with the page's sign and spacing: "12.5%" (en), "12,5 %" (de); the
 * options say how many digits.
 */
export function formatPercent(share: number, locale: string, digits: Intl.NumberFormatOptions): string {
  return formatNumber(share, locale, { ...digits, style: "percent" });
}

/** A duration in seconds with `decimals` decimals and the unit's narrow name in the page's language: "1.25s" (en). */
export function formatSeconds(seconds: number, locale: string, decimals: number): string {
  return formatNumber(seconds, locale, {
    style: "unit",
    unit: "second",
    unitDisplay: "narrow",
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

const dateAndTime: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
const clockTime: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };

/** A date and time as a page shows when something happened: "Nov 24, 2026, 9:05 AM" (en), "24.11.2026, 09:05" (de). */
export function formatDateTime(date: Date | number, locale: string): string {
  return cached("date", locale, dateAndTime, () => new Intl.DateTimeFormat(locale, dateAndTime)).format(date);
}

/** A clock time, hours and minutes: "09:05 AM" (en), "09:05" (de). */
export function formatClockTime(date: Date | number, locale: string): string {
  return cached("date", locale, clockTime, () => new Intl.DateTimeFormat(locale, clockTime)).format(date);
}

/** A date and time in the page's language, with the caller's options (a feed's "updated at", say). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached("date", locale, options, () => new Intl.DateTimeFormat(locale, options));
}

// "always", not "auto": "auto" would turn English's "0s ago" into "now" and "1d ago" into "yesterday".
const relativeTime: Intl.RelativeTimeFormatOptions = { style: "narrow", numeric: "always" };

/**
 * How long ago, floored to the largest whole unit up to days: "12s ago", "5m ago", "3h ago", "2d ago" (en), "vor 12 s"
 * (de). A negative or unreadable age reads as 0 seconds ago.
 */
export function formatTimeAgo(ageMs: number, locale: string): string {
  const format = cached("relative", locale, relativeTime, () => new Intl.RelativeTimeFormat(locale, relativeTime));
  const seconds = Math.max(0, Math.floor(ageMs / 1000)) || 0;
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  // Negative for the past: -0 too, as 0 would read "in 0s".
  if (seconds < 60) return format.format(-seconds, "second");
  if (minutes < 60) return format.format(-minutes, "minute");
  if (hours < 24) return format.format(-hours, "hour");
  return format.format(-Math.floor(hours / 24), "day");
}

const together: Intl.ListFormatOptions = { style: "long", type: "conjunction" };

/** Names joined as the page's language joins them: "A, B and C" (en), "A, B und C" (de), "A وB وC" (ar). */
export function formatList(names: readonly string[], locale: string): string {
  // The site's English has always joined lists the British way, without the comma before "and".
  const listLocale = locale === "en" ? "en-GB" : locale;
  return cached("list", listLocale, together, () => new Intl.ListFormat(listLocale, together)).format(names);
}

const ordinal: Intl.PluralRulesOptions = { type: "ordinal" };

/** The ordinal category of a place in the page's language ("one", "two", "few", "other"…): for "1st", "2nd", "3rd". */
export function ordinalCategory(place: number, locale: string): Intl.LDMLPluralRule {
  return cached("ordinal", locale, ordinal, () => new Intl.PluralRules(locale, ordinal)).select(place);
}

/** Names in the page's alphabetical order (Ä beside A in German, not after Z), as a new array. */
export function sortNames(names: Iterable<string>, locale: string): string[] {
  const collator = cached("collator", locale, {}, () => new Intl.Collator(locale));
  return [...names].sort(collator.compare);
}

/**
 * Makes the number formatters a page's results use, so the first result does not pay for making them. English counts
 * need none (`formatCount` writes them itself); for English the rest are still made here, once.
 */
export function warmPageFormats(locale: string): void {
  numberFormat(locale);
  numberFormat(locale, { maximumFractionDigits: 1 });
  formatDecimal(0, locale, 2);
  formatDecimal(0, locale, 4);
  formatSeconds(0, locale, 2);
  formatPercent(0, locale, { maximumSignificantDigits: 2 });
}
