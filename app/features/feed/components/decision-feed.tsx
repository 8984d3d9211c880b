import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { FeedCard } from "~/features/feed/components/feed-card";
import { FeedStats } from "~/features/feed/components/feed-stats";
import type { DecisionRecord } from "~/kernel/records/domain/decision-record";
import { deriveFeedItems, pageFeed, type FeedItem } from "~/features/feed/domain/feed";
import { useDecisionHistory } from "~/kernel/records/hooks/use-decision-history";
import { useFeedClock } from "~/features/feed/hooks/use-feed-clock";
import { dateTimeFormat } from "~/kernel/format/domain/intl-dates";
import { usePageLocale } from "~/kernel/format/hooks/use-page-locale";

const updatedClock: Intl.DateTimeFormatOptions = {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
};

/** A failure to build the feed must never take the page down: log it and show an empty feed. */
function loadFeedItems(records: readonly DecisionRecord[]): FeedItem[] {
  try {
    return deriveFeedItems(records);
  } catch (error) {
    console.error("Could not load the decision feed", error);
    return [];
  }
}

export function DecisionFeed() {
  const { t } = useLingui();
  const locale = usePageLocale();
  const history = useDecisionHistory();
  const { now, refresh } = useFeedClock();
  const [pageCount, setPageCount] = useState(1);
  const items = useMemo(() => (history ? loadFeedItems(history.records) : []), [history]);
  const loading = history === null || now === null;
  const { visible, hasMore } = pageFeed(items, pageCount);
  const updatedAt = now === null ? null : dateTimeFormat(locale, updatedClock).format(now);

  return (
    <section className="section feed" aria-labelledby="feed-heading">
      <div className="feed-header">
        <h2 id="feed-heading">{t`Live Decision Feed`}</h2>
        <div className="feed-controls">
          {updatedAt !== null && (
            <span className="feed-updated">
              <Trans>Updated {updatedAt}</Trans>
            </span>
          )}
          <button type="button" className="button" onClick={refresh} disabled={loading}>
            <span aria-hidden="true">↻</span> {t`Refresh`}
          </button>
        </div>
      </div>
      <p className="feed-intro">{t`Recent decisions made in this browser. Nothing here is shared or sent anywhere.`}</p>
      {loading ? (
        <p className="feed-status">{t`Loading community decisions...`}</p>
      ) : (
        <>
          <FeedStats items={visible} now={now} />
          {visible.length === 0 ? (
            <p className="feed-status">{t`No decisions yet. Be the first to make a choice!`}</p>
          ) : (
            <ul className="card-grid feed-grid">
              {visible.map((item) => (
                <FeedCard key={item.id} item={item} now={now} />
              ))}
            </ul>
          )}
          {hasMore && (
            <button type="button" className="button load-more" onClick={() => setPageCount((count) => count + 1)}>
              {t`Load more decisions`}
            </button>
          )}
        </>
      )}
    </section>
  );
}
