import { memo, useId } from "react";
import { Link } from "react-router";
import { HistoryChoices } from "~/features/history/components/history-choices";
import {
  canReroll,
  hasUnkeptList,
  openedFromHistory,
  reopensInTool,
  type DecisionRecord,
} from "~/kernel/records/domain/decision-record";
import { Dices } from "lucide";
import { CategoryIcon } from "~/kernel/records/components/category-icon";
import { describeOutcome } from "~/kernel/records/domain/decision-record-text";
import { styleCategory } from "~/kernel/records/domain/category-style";
import { wordCategory } from "~/kernel/records/components/category-label";
import { useLingui } from "@lingui/react/macro";
import { Icon } from "~/kernel/ui/components/icon";
import { useOpenAgain } from "~/kernel/lists/hooks/use-pending-template";
import { formatDateTime } from "~/kernel/format/domain/intl-dates";

interface HistoryCardProps {
  record: DecisionRecord;
  onReroll: (record: DecisionRecord) => void;
  onDelete: (record: DecisionRecord) => void;
}

/** One saved decision. The article takes focus when a neighbouring card is deleted or this one is restored. */
export const HistoryCard = memo(function HistoryCard({ record, onReroll, onDelete }: HistoryCardProps) {
  const headingId = useId();
  const style = styleCategory(record.category);
  const blankResult = record.result.trim() === "";
  const openAgain = useOpenAgain();
  const { t, i18n } = useLingui();
  const result = record.result;

  return (
    <li className="history-item">
      <article className="card history-card" data-record-id={record.id} tabIndex={-1} aria-labelledby={headingId}>
        <div className="history-card-top">
          <span className="badge">
            <CategoryIcon tone={style.tone} /> {wordCategory(i18n, record.category)}
          </span>
          <time dateTime={record.timestamp}>{formatDateTime(new Date(record.timestamp), i18n.locale)}</time>
        </div>
        <h3 id={headingId} className="history-result" dir="auto">
          {blankResult ? t`(blank result)` : record.result}
        </h3>
        {record.outcome && <p className="history-outcome">{describeOutcome(record.outcome)}</p>}
        {/* A list too long to keep has no choices to show: the outcome above says so, with its count and hash. */}
        {!hasUnkeptList(record) && <HistoryChoices choices={record.choices} result={record.result} />}
        {record.tags.length > 0 && (
          <ul className="history-tags" aria-label={t`Tags`}>
            {record.tags.map((tag, index) => (
              <li key={index}>#{tag}</li>
            ))}
          </ul>
        )}
        <div className="button-row">
          {canReroll(record) && (
            <button
              type="button"
              className="button"
              aria-label={t`Reroll “${result}”`}
              disabled={record.choices.length === 0}
              onClick={() => onReroll(record)}
            >
              <Icon icon={Dices} /> {t`Reroll`}
            </button>
          )}
          {record.outcome?.kind === "matrix" && (
            // The record keeps the whole matrix as its share link, so the matrix opens again as it was.
            <Link
              className="button"
              to={{ pathname: "/decision-matrix", hash: record.outcome.link }}
              state={openedFromHistory}
              aria-label={t`Open again “${result}”`}
            >
              {t`Open again`}
            </Link>
          )}
          {reopensInTool(record) && (
            <Link
              to="/this-or-that"
              className="button"
              aria-label={t`Open again “${result}”`}
              onClick={() => openAgain(record.choices)}
            >
              {t`Open again`}
            </Link>
          )}
          <button
            type="button"
            className="button button-danger"
            aria-label={t`Delete “${result}”`}
            onClick={() => onDelete(record)}
          >
            {t`Delete`}
          </button>
        </div>
      </article>
    </li>
  );
});
