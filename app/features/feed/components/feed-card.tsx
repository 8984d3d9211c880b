import { useLingui } from "@lingui/react/macro";
import { CategoryIcon } from "~/kernel/records/components/category-icon";
import { wordCategory } from "~/kernel/records/components/category-label";
import { styleCategory } from "~/kernel/records/domain/category-style";
import { formatRelativeTime, previewOptions, type FeedItem } from "~/features/feed/domain/feed";
import { formatCount } from "~/kernel/format/domain/count";
import { dateTimeFormat } from "~/kernel/format/domain/intl-dates";
import { usePageLocale } from "~/kernel/format/hooks/use-page-locale";

const clockTime: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };

export function FeedCard({ item, now }: { item: FeedItem; now: number }) {
  const { t, i18n } = useLingui();
  const locale = usePageLocale();
  const style = styleCategory(item.category);
  const { shown, moreCount: leftOut } = previewOptions(item.choices);
  const decisionNumber = formatCount(item.decisionNumber, locale);
  const moreCount = formatCount(leftOut, locale);
  const time = new Date(item.timestamp);
  const validTime = !Number.isNaN(time.getTime());

  return (
    <li className="feed-card" data-tone={style.tone}>
      <div className="feed-card-top">
        <CategoryIcon tone={style.tone} className="icon feed-icon" />
        <span className="badge">{wordCategory(i18n, item.category)}</span>
      </div>
      <h3 className="feed-result" dir="auto">
        {item.result}
      </h3>
      <ul
        className="feed-options"
        aria-label={t({ message: "Options", comment: "The options a decision in the feed was made from" })}
      >
        {shown.map((option, index) => (
          <li key={index}>
            <bdi>{option}</bdi>
          </li>
        ))}
        {leftOut > 0 && <li className="feed-more">{t`+${moreCount} more`}</li>}
      </ul>
      <p className="feed-meta">
        <span>{formatRelativeTime(item.timestamp, new Date(now), locale)}</span>
        <span>{t`Decision #${decisionNumber}`}</span>
        {validTime && <time dateTime={item.timestamp}>{dateTimeFormat(locale, clockTime).format(time)}</time>}
      </p>
    </li>
  );
}
