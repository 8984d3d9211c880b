import { cached } from "~/kernel/format/domain/intl-formats";

/**
 * Dates, times and relative times in a page's language, through `Intl`, each formatter made once: apart from the
 * numbers, so that the pages that show no date (most tool pages) do not load these.
 */

const dateAndTime: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/** The page's date and time formatter for these options, made once. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached("date", locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** When something happened, date and time: "Nov 24, 2026, 9:05 AM" (en), "24.11.2026, 09:05" (de). */
export function formatDateTime(date: Date | number, locale: string): string {
  return dateTimeFormat(locale, dateAndTime).format(date);
}

/**
 * How long ago, floored to the largest whole unit up to days: "12s ago", "5m ago", "3h ago", "2d ago" (en),
 * "vor 12 s" (de). A negative or unreadable age reads as 0 seconds ago.
 */
export function formatTimeAgo(ageMs: number, locale: string): string {
  // English keeps the feed's narrow words; other languages their short ones (French's narrow past is a bare "-12 s").
  // "always", not "auto": "auto" would turn "0s ago" into "now" and "1d ago" into "yesterday".
  const options: Intl.RelativeTimeFormatOptions = { style: locale === "en" ? "narrow" : "short", numeric: "always" };
  const format = cached("relative", locale, options, () => new Intl.RelativeTimeFormat(locale, options));
  const seconds = Math.max(0, Math.floor(ageMs / 1000)) || 0;
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  // Negative for the past: -0 too, as 0 would read "in 0s".
  if (seconds < 60) return format.format(-seconds, "second");
  if (minutes < 60) return format.format(-minutes, "minute");
  if (hours < 24) return format.format(-hours, "hour");
  return format.format(-Math.floor(hours / 24), "day");
}
