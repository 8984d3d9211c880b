import type { DecisionRecord } from "~/kernel/records/domain/decision-record";
import { formatDecimal } from "~/kernel/format/domain/intl-formats";
import { formatTimeAgo } from "~/kernel/format/domain/intl-dates";

export interface FeedItem {
  id: string;
  result: string;
  choices: string[];
  category: string;
  page: string;
  timestamp: string;
  /** 1 for the oldest decision; the newest carries the highest number. */
  decisionNumber: number;
}

/**
 * Newest first; decisionNumber counts from the oldest record (1), so the newest carries the highest number.
 * Takes the history's own order (the store keeps it newest first) so the feed never disagrees with the history page.
 */
export function deriveFeedItems(records: readonly DecisionRecord[]): FeedItem[] {
  return records.map((record, index) => ({
    id: record.id,
    result: record.result,
    choices: [...record.choices],
    category: record.category.trim() === "" ? "Quick Decision" : record.category,
    page: "/",
    timestamp: record.timestamp,
    decisionNumber: records.length - index,
  }));
}

export const feedPageSize = 20;

/** The first `pageCount` pages; `hasMore` only when items exist beyond them (so a full last page alone offers nothing). */
export function pageFeed(items: readonly FeedItem[], pageCount: number): { visible: FeedItem[]; hasMore: boolean } {
  const visible = items.slice(0, Math.max(1, Math.floor(pageCount)) * feedPageSize);
  return { visible, hasMore: items.length > visible.length };
}

const hourMs = 3_600_000;

/**
 * Stats over the loaded items. "Last hour" is strictly under an hour old, matching formatRelativeTime,
 * which already calls an item exactly an hour old "1h ago"; clock-skewed future items count as just now.
 */
export function summarizeFeed(
  items: readonly FeedItem[],
  now: Date,
  locale: string,
): { recentDecisions: number; decisionTypes: number; lastHour: number; averageOptions: string } {
  const lastHour = items.filter((item) => now.getTime() - Date.parse(item.timestamp) < hourMs).length;
  const totalOptions = items.reduce((sum, item) => sum + item.choices.length, 0);
  return {
    recentDecisions: items.length,
    decisionTypes: new Set(items.map((item) => item.category)).size,
    lastHour,
    averageOptions: formatDecimal(items.length === 0 ? 0 : totalOptions / items.length, locale, 1),
  };
}

/**
 * "12s ago", "5m ago", "3h ago", "2d ago" (floored) in English, "vor 12 Sek." in German; future or unreadable times
 * read as "0s ago".
 */
export function formatRelativeTime(timestamp: string, now: Date, locale: string): string {
  return formatTimeAgo(now.getTime() - Date.parse(timestamp), locale);
}

const previewCount = 3;
const previewLength = 20;
let segmenter: Intl.Segmenter | undefined;

/** User-perceived characters, so an emoji (even a joined family) is never cut in half. */
function splitCharacters(text: string): string[] {
  if (typeof Intl.Segmenter !== "function") return Array.from(text);
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** The first 3 options, each cut to 20 characters + "..." when longer, and how many were left out. */
export function previewOptions(choices: readonly string[]): { shown: string[]; moreCount: number } {
  const shown = choices.slice(0, previewCount).map((choice) => {
    const characters = splitCharacters(choice);
    return characters.length > previewLength ? `${characters.slice(0, previewLength).join("")}...` : choice;
  });
  return { shown, moreCount: Math.max(0, choices.length - previewCount) };
}
