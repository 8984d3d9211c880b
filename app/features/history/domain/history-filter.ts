import type { DecisionRecord } from "~/kernel/records/domain/decision-record";
import { sortNames } from "~/kernel/format/domain/intl-formats";

export interface HistoryFilter {
  /** Matched case-insensitively against the result and every choice; blank matches everything. */
  query: string;
  /** Exact category to keep; blank keeps every category. */
  category: string;
}

const matchesText = (record: DecisionRecord, needle: string) =>
  record.result.toLowerCase().includes(needle) ||
  record.choices.some((choice) => choice.toLowerCase().includes(needle));

/** The records that match both the search text and the category, in their stored order. */
export function filterHistory(
  records: readonly DecisionRecord[],
  { query, category }: HistoryFilter,
): DecisionRecord[] {
  const needle = query.trim().toLowerCase();
  return records.filter(
    (record) => (category === "" || record.category === category) && (needle === "" || matchesText(record, needle)),
  );
}

/**
 * Each category once, in the page's alphabetical order, for the category dropdown; blank categories cannot be picked,
 * so are left out.
 */
export function listCategories(records: readonly DecisionRecord[], locale: string): string[] {
  const categories = new Set<string>();
  for (const record of records) {
    if (record.category.trim() !== "") categories.add(record.category);
  }
  return sortNames(categories, locale);
}
