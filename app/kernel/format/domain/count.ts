/**
 * A count as every page shows it, grouped the English way like the page's words: "10,000"; an
 * expected count keeps one decimal, e.g. "16,666.7".
 */
export function formatCount(value: number): string {
  // A whole number is grouped here: the first Intl formatter a page makes takes some 12 ms, which pasting a long list
  // would otherwise spend in its one task.
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) return String(value).replace(/\B(?=(\d{3})+$)/g, ",");
  return value.toLocaleString("en-US", { maximumFractionDigits: 1 });
}

/** A count and its noun, plural unless the count is exactly one: "1 decision", "10,000 decisions". */
export function countOf(count: number, noun: string): string {
  return `${formatCount(count)} ${count === 1 ? noun : `${noun}s`}`;
}

/** A count as typed in a field: "3" → 3; blank or anything but a plain whole number → NaN, for the checks to name. */
export function readWholeNumber(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}
