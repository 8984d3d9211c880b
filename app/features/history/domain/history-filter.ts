import type { DecisionRecord } from "~/kernel/records/domain/decision-record";

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

/** Each category once, alphabetically, for the category dropdown; blank categories cannot be picked, so are left out. */
export function listCategories(records: readonly DecisionRecord[]): string[] {
  const categories = new Set<string>();
  for (const record of records) {
    if (record.category.trim() !== "") categories.add(record.category);
  }
  return [...categories].sort((a, b) => a.localeCompare(b));
}
