import { Trans, useLingui } from "@lingui/react/macro";
import type { HistorySnapshot } from "~/kernel/records/storage/decision-history";

/**
 * Why the history may look emptier than expected: nothing was lost, or nothing can be kept
 * (docs/product-rules.md, Stored data).
 */
export function HistoryNotices({ history }: { history: HistorySnapshot }) {
  const { t } = useLingui();
  return (
    <>
      {history.unreadableHistory === "unread" && (
        <p className="notice history-notice">
          <Trans>
            Your saved history could not be read. It stays unchanged in this browser and is copied aside (key{" "}
            <code>decision-history-backup-…</code>) before your next decision is saved.
          </Trans>
        </p>
      )}
      {history.unreadableHistory === "backed-up" && (
        <p className="notice history-notice">
          <Trans>
            Your saved history could not be read, so it was kept aside unchanged in this browser (key{" "}
            <code>decision-history-backup-…</code>). New decisions are saved normally.
          </Trans>
        </p>
      )}
      {history.storage === "unavailable" && (
        <p className="notice history-notice">
          {t`This browser does not allow this site to keep a history (storage is disabled or blocked), so decisions cannot be saved here.`}
        </p>
      )}
    </>
  );
}
