import { summarizeFeed, type FeedItem } from "~/features/feed/domain/feed";

export function FeedStats({ items, now }: { items: readonly FeedItem[]; now: number }) {
  const stats = summarizeFeed(items, new Date(now));
  const tiles = [
    { label: "Recent Decisions", value: String(stats.recentDecisions) },
    { label: "Decision Types", value: String(stats.decisionTypes) },
    { label: "Last Hour", value: String(stats.lastHour) },
    { label: "Avg Options", value: stats.averageOptions },
  ];
  return (
    <dl className="stat-tiles">
      {tiles.map(({ label, value }) => (
        <div key={label} className="stat-tile">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
