import { numberFormat } from "~/kernel/format/domain/intl-formats";

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ",");

/**
 * A number of at least 0 in tenths, rounded as Intl rounds: from its shortest decimal spelling (0.15 is "0.15", so
 * 0.2), a half away from zero. "0.000001" and smaller are spelt with an exponent, and round to nought.
 */
function roundToTenths(magnitude: number): [whole: string, tenth: string] {
  if (magnitude < 1e-6) return ["0", "0"];
  const [whole = "0", fraction = ""] = String(magnitude).split(".");
  const tenths = BigInt(whole + (fraction[0] ?? "0")) + ((fraction[1] ?? "0") >= "5" ? 1n : 0n);
  const digits = tenths.toString().padStart(2, "0");
  return [digits.slice(0, -1), digits.slice(-1)];
}

/**
 * A count as every page shows it, grouped as the page's language groups it: "10,000" (en), "10.000" (de), "10,000"
 * (hi: "10,00,000" for a million); an expected count keeps one decimal, e.g. "16,666.7".
 */
export function formatCount(value: number, locale = "en"): string {
  if (locale !== "en") return numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  // English is written here as Intl writes it, not by Intl: the first Intl formatter a page makes takes some 12 ms, and
  // 160 ms at CPU ×4, spent in the frame that shows a result (a fairness check's expected counts).
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) return groupThousands(String(value));
  // What has no plain decimal spelling (from 10²¹ on, and NaN).
  if (!(Math.abs(value) < 1e21)) return numberFormat("en-US", { maximumFractionDigits: 1 }).format(value);
  const [whole, tenth] = roundToTenths(Math.abs(value));
  // Intl keeps the sign of a negative that rounds to nought: "-0".
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${groupThousands(whole)}${tenth === "0" ? "" : `.${tenth}`}`;
}

/**
 * A count and its English noun, plural unless the count is exactly one: "1 decision", "10,000 decisions". English
 * only: translated text words its counts with a plural message in the page's language instead.
 */
export function countOf(count: number, noun: string): string {
  return `${formatCount(count)} ${count === 1 ? noun : `${noun}s`}`;
}

/** A count as typed in a field: "3" → 3; blank or anything but a plain whole number → NaN, for the checks to name. */
export function readWholeNumber(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}
