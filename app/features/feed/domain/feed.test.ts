import { describe, expect, it } from "vitest";
import type { DecisionRecord } from "~/kernel/records/domain/decision-record";
import {
  deriveFeedItems,
  feedPageSize,
  formatRelativeTime,
  pageFeed,
  previewOptions,
  summarizeFeed,
  type FeedItem,
} from "~/features/feed/domain/feed";

const now = new Date("2025-06-01T12:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

/** `count` records, newest first, one minute apart. */
const history = (count: number): DecisionRecord[] =>
  Array.from({ length: count }, (_, i) => ({
    id: String(now.getTime() - i * 60_000),
    choices: ["A", "B", "C"],
    result: "A",
    timestamp: ago(i * 60_000),
    category: "Quick Decision",
    tags: ["quick"],
  }));

const item = (overrides: Partial<FeedItem>): FeedItem => ({
  id: "1",
  result: "A",
  choices: ["A", "B"],
  category: "Quick Decision",
  page: "/",
  timestamp: now.toISOString(),
  decisionNumber: 1,
  ...overrides,
});

describe("deriveFeedItems", () => {
  it("keeps the newest first and numbers decisions from the oldest", () => {
    const items = deriveFeedItems(history(25));
    expect(items).toHaveLength(25);
    expect(items[0]).toMatchObject({ id: history(25)[0]?.id, decisionNumber: 25, page: "/" });
    expect(items[24]?.decisionNumber).toBe(1);
  });

  it("files a decision without a category as a Quick Decision", () => {
    const [record] = history(1);
    expect(deriveFeedItems([{ ...record!, category: "  " }])[0]?.category).toBe("Quick Decision");
  });

  it("derives an item for each of 10,000 records, numbered from the oldest", () => {
    const items = deriveFeedItems(history(10_000));
    expect(items).toHaveLength(10_000);
    expect(items[0]?.decisionNumber).toBe(10_000);
    expect(items[9_999]?.decisionNumber).toBe(1);
  });
});

describe("pageFeed", () => {
  const items = deriveFeedItems(history(25));

  it("shows a page of 20 and offers more while more exist", () => {
    expect(pageFeed(items, 1)).toMatchObject({ hasMore: true });
    expect(pageFeed(items, 1).visible).toHaveLength(feedPageSize);
  });

  it("shows everything on the second page and offers no more", () => {
    expect(pageFeed(items, 2).visible).toHaveLength(25);
    expect(pageFeed(items, 2).hasMore).toBe(false);
  });

  it("offers no more when exactly one full page exists", () => {
    expect(pageFeed(items.slice(0, 20), 1)).toMatchObject({ hasMore: false });
  });

  it("always shows at least the first page", () => {
    expect(pageFeed(items, 0).visible).toHaveLength(feedPageSize);
  });
});

describe("summarizeFeed", () => {
  it("counts loaded decisions, distinct types, the last hour and the average number of options", () => {
    const items = [
      item({ category: "Quick Decision", timestamp: ago(0), choices: ["a", "b"] }),
      item({ category: "Battle Royale", timestamp: ago(3_599_999), choices: ["a", "b", "c", "d"] }),
      item({ category: "Quick Decision", timestamp: ago(3_600_000), choices: ["a", "b", "c"] }),
    ];
    expect(summarizeFeed(items, now, "en")).toEqual({
      recentDecisions: 3,
      decisionTypes: 2,
      lastHour: 2,
      averageOptions: "3.0",
    });
  });

  it("leaves a decision exactly an hour old out of the last hour", () => {
    expect(summarizeFeed([item({ timestamp: ago(3_600_000) })], now, "en").lastHour).toBe(0);
  });

  it("rounds the average to one decimal", () => {
    const items = [item({ choices: ["a", "b"] }), item({ choices: ["a", "b"] }), item({ choices: ["a", "b", "c"] })];
    expect(summarizeFeed(items, now, "en").averageOptions).toBe("2.3");
  });

  it("reports zeros for an empty feed", () => {
    expect(summarizeFeed([], now, "en")).toEqual({
      recentDecisions: 0,
      decisionTypes: 0,
      lastHour: 0,
      averageOptions: "0.0",
    });
  });
});

describe("formatRelativeTime", () => {
  it.each([
    [59_000, "59s ago"],
    [60_000, "1m ago"],
    [59 * 60_000 + 59_000, "59m ago"],
    [60 * 60_000, "1h ago"],
    [23 * 3_600_000 + 3_599_000, "23h ago"],
    [24 * 3_600_000, "1d ago"],
    [-5_000, "0s ago"],
  ])("calls a decision %i ms old %s", (age, expected) => {
    expect(formatRelativeTime(ago(age), now, "en")).toBe(expected);
  });
});

describe("previewOptions", () => {
  const twenty = "abcdefghijklmnopqrst";

  it("shows an option of exactly 20 characters whole", () => {
    expect(previewOptions([twenty]).shown).toEqual([twenty]);
  });

  it("cuts an option of 21 characters to 20 and an ellipsis", () => {
    expect(previewOptions([`${twenty}u`]).shown).toEqual([`${twenty}...`]);
  });

  it("counts an emoji as one character and never splits it", () => {
    const emojis = "🍕".repeat(21);
    expect(previewOptions(["🍕".repeat(20)]).shown).toEqual(["🍕".repeat(20)]);
    expect(previewOptions([emojis]).shown).toEqual([`${"🍕".repeat(20)}...`]);
    expect(previewOptions([`${"x".repeat(19)}👨‍👩‍👧x`]).shown).toEqual([`${"x".repeat(19)}👨‍👩‍👧...`]);
  });

  it("shows the first three options and counts the rest", () => {
    expect(previewOptions(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], moreCount: 2 });
    expect(previewOptions(["a", "b", "c"])).toEqual({ shown: ["a", "b", "c"], moreCount: 0 });
  });
});
