import { CategoryIcon } from "~/kernel/records/components/category-icon";
import { styleCategory } from "~/kernel/records/domain/category-style";
import { formatRelativeTime, previewOptions, type FeedItem } from "~/features/feed/domain/feed";
import { dateTimeFormat } from "~/kernel/format/domain/intl-dates";
import { usePageLocale } from "~/kernel/format/hooks/use-page-locale";

const clockTime: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };

export function FeedCard({ item, now }: { item: FeedItem; now: number }) {
  const locale = usePageLocale();
  const style = styleCategory(item.category);
  const { shown, moreCount } = previewOptions(item.choices);
  const time = new Date(item.timestamp);
  const validTime = !Number.isNaN(time.getTime());

  return (
    <li className="feed-card" data-tone={style.tone}>
      <div className="feed-card-top">
        <CategoryIcon tone={style.tone} className="icon feed-icon" />
        <span className="badge">{style.label}</span>
      </div>
      <h3 className="feed-result" dir="auto">
        {item.result}
      </h3>
      <ul className="feed-options" aria-label="Options">
        {shown.map((option, index) => (
          <li key={index}>
            <bdi>{option}</bdi>
          </li>
        ))}
        {moreCount > 0 && <li className="feed-more">+{moreCount} more</li>}
      </ul>
      <p className="feed-meta">
        <span>{formatRelativeTime(item.timestamp, new Date(now), locale)}</span>
        <span>Decision #{item.decisionNumber}</span>
        {validTime && <time dateTime={item.timestamp}>{dateTimeFormat(locale, clockTime).format(time)}</time>}
      </p>
    </li>
  );
}
