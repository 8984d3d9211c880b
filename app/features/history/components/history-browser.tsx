import { useCallback, useDeferredValue, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { HistoryCard } from "~/features/history/components/history-card";
import { HistoryFilters } from "~/features/history/components/history-filters";
import { UndoOffer } from "~/features/history/components/undo-offer";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import type { DecisionRecord } from "~/kernel/records/domain/decision-record";
import { filterHistory, listCategories } from "~/features/history/domain/history-filter";
import { pickUniform } from "~/kernel/random/domain/random";
import { useHistoryFilters } from "~/features/history/hooks/use-history-filters";
import { useUndoableDelete } from "~/features/history/hooks/use-undoable-delete";
import { formatCount } from "~/kernel/format/domain/count";

/** Cards rendered at a time: 10,000 stored decisions stay quick to search and scroll. */
export const historyPageSize = 50;

const cardElements = (list: HTMLElement | null) => [...(list?.querySelectorAll<HTMLElement>("[data-record-id]") ?? [])];

/** React keys for the cards: stored data may repeat an id (hand edits, other versions), keys must not. */
function keyRecords(records: readonly DecisionRecord[]): string[] {
  const seen = new Map<string, number>();
  return records.map(({ id }) => {
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    return count === 1 ? id : `${id}#${count}`;
  });
}

const rerollDecision = (record: DecisionRecord) => window.alert(`New decision: ${pickUniform(record.choices)}`);

/** The searchable, pageable list of saved decisions, with delete and undo. */
export function HistoryBrowser({ records }: { records: readonly DecisionRecord[] }) {
  const { query, category, session, setFilter } = useHistoryFilters();
  // Typing stays responsive: the list follows the search text at a lower priority.
  const current = useMemo(() => ({ query, category }), [query, category]);
  const filter = useDeferredValue(current);
  const matching = useMemo(() => filterHistory(records, filter), [records, filter]);
  const categories = useMemo(() => listCategories(records), [records]);
  const filtered = filter.query.trim() !== "" || filter.category !== "";
  const { t, i18n } = useLingui();
  const language = languageOfPath(useLocation().pathname).code;

  // A new search starts again from the first page.
  const [paging, setPaging] = useState({ ...filter, count: historyPageSize });
  const samePages = paging.query === filter.query && paging.category === filter.category;
  const shownCount = samePages ? paging.count : historyPageSize;
  const visible = matching.slice(0, shownCount);
  const keys = keyRecords(visible);

  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { notice, remove, undo, dismiss, hold } = useUndoableDelete();

  // Focus goes to the card that took the deleted one's place, else the one before, else the heading.
  const deleteDecision = useCallback(
    (record: DecisionRecord) => {
      const index = cardElements(listRef.current).findIndex((card) => card.dataset.recordId === record.id);
      if (!remove(record)) return;
      const cards = cardElements(listRef.current);
      (cards[index] ?? cards[index - 1] ?? headingRef.current)?.focus();
    },
    [remove],
  );

  const undoDelete = () => {
    const restored = undo();
    if (!restored) return;
    const card = cardElements(listRef.current).find((element) => element.dataset.recordId === restored.id);
    (card ?? headingRef.current)?.focus();
  };

  const showMore = () => {
    flushSync(() => setPaging({ ...filter, count: shownCount + historyPageSize }));
    cardElements(listRef.current)[shownCount]?.focus();
  };

  const [shown, total] = [formatCount(visible.length, i18n.locale), formatCount(matching.length, i18n.locale)];
  const more = Math.min(historyPageSize, matching.length - visible.length);
  return (
    <section className="history" aria-labelledby="history-heading">
      <h2 id="history-heading" ref={headingRef} tabIndex={-1}>
        {t`Saved decisions`}
      </h2>
      {records.length === 0 ? (
        <div className="history-empty">
          <p className="history-empty-title">{t`No decisions yet`}</p>
          <p>{t`Decisions you make on this site are saved here, in this browser only.`}</p>
          <Link className="button button-primary" to={localizedPath("/", language)}>
            {t`Make Your First Decision`}
          </Link>
        </div>
      ) : (
        <>
          {/* A component and its props, as any is written (the list editors' look alike): nothing shared but the shape. */}
          <HistoryFilters
            key={session}
            query={query}
            category={category}
            categories={categories}
            onChange={setFilter}
          />
          <p className="history-count" role="status">
            {filtered ? (
              <MatchCount matching={matching.length} total={records.length} />
            ) : (
              <SavedCount total={records.length} />
            )}
          </p>
          {matching.length === 0 && <p className="history-no-match">{t`No decisions match your search.`}</p>}
        </>
      )}
      <UndoOffer notice={notice} onUndo={undoDelete} onDismiss={dismiss} onHold={hold} />
      {visible.length > 0 && (
        <ul ref={listRef} className="card-grid history-list">
          {visible.map((record, index) => (
            <HistoryCard key={keys[index]} record={record} onReroll={rerollDecision} onDelete={deleteDecision} />
          ))}
        </ul>
      )}
      {matching.length > visible.length && (
        <div className="history-more">
          <p>{t`Showing ${shown} of ${total}.`}</p>
          <button type="button" className="button" onClick={showMore}>
            {t`Show ${more} more`}
          </button>
        </div>
      )}
    </section>
  );
}

function MatchCount({ matching: count, total }: { matching: number; total: number }) {
  const { t, i18n } = useLingui();
  const matching = formatCount(count, i18n.locale);
  return <>{t`${matching} of ${plural(total, { one: "# decision", other: "# decisions" })} match.`}</>;
}

function SavedCount({ total }: { total: number }) {
  const { t } = useLingui();
  return <>{t`${plural(total, { one: "# decision saved.", other: "# decisions saved." })}`}</>;
}
