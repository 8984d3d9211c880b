import type { HistorySnapshot } from "~/kernel/records/storage/decision-history";
import { noHistoryKeptNotice } from "~/kernel/store/domain/storage-failure";

/**
 * Why the history may look emptier than expected: nothing was lost, or nothing can be kept
 * (docs/product-rules.md, Stored data).
 */
export function HistoryNotices({ history }: { history: HistorySnapshot }) {
  return (
    <>
      {history.unreadableHistory === "unread" && (
        <p className="notice history-notice">
          Your saved history could not be read. It stays unchanged in this browser and is copied aside (key{" "}
          <code>decision-history-backup-…</code>) before your next decision is saved.
        </p>
      )}
      {history.unreadableHistory === "backed-up" && (
        <p className="notice history-notice">
          Your saved history could not be read, so it was kept aside unchanged in this browser (key{" "}
          <code>decision-history-backup-…</code>). New decisions are saved normally.
        </p>
      )}
      {history.storage === "unavailable" && <p className="notice history-notice">{noHistoryKeptNotice}</p>}
    </>
  );
}
