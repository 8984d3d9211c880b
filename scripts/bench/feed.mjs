// The home page's feed over 10,000 stored decisions.
import { createHistory } from "./stored-history.mjs";

/**
 * @param {import("./benchmark").LoadAppModule} load
 * @returns {Promise<import("./benchmark").BenchmarkSet>}
 */
export async function setUp(load) {
  const feed = /** @type {typeof import("~/features/feed/domain/feed")} */ (await load("features/feed/domain/feed.ts"));

  const records = await createHistory(load, 10_000);
  const now = new Date(Date.parse(records[0]?.timestamp ?? "") + 60_000);

  return {
    benchmarks: [
      [
        "Feed over 10,000 records (derive, all pages loaded, summarise)",
        () => {
          const items = feed.deriveFeedItems(records);
          const { visible } = feed.pageFeed(items, Math.ceil(items.length / feed.feedPageSize));
          return feed.summarizeFeed(visible, now, "en");
        },
      ],
      [
        "Feed over 10,000 records (derive, first page, summarise)",
        () => feed.summarizeFeed(feed.pageFeed(feed.deriveFeedItems(records), 1).visible, now, "en"),
      ],
    ],
  };
}
