import { useLingui } from "@lingui/react/macro";
import { summarizeFeed, type FeedItem } from "~/features/feed/domain/feed";
import { formatCount } from "~/kernel/format/domain/count";
import { usePageLocale } from "~/kernel/format/hooks/use-page-locale";

export function FeedStats({ items, now }: { items: readonly FeedItem[]; now: number }) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const stats = summarizeFeed(items, new Date(now), locale);
  const tiles = [
    { label: t`Recent Decisions`, value: formatCount(stats.recentDecisions, locale) },
    { label: t`Decision Types`, value: formatCount(stats.decisionTypes, locale) },
    { label: t`Last Hour`, value: formatCount(stats.lastHour, locale) },
    {
      label: t({ message: "Avg Options", comment: "Short: the average number of options per decision" }),
      value: stats.averageOptions,
    },
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
