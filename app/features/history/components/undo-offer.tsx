import type { FocusEvent } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { HistoryNotice } from "~/features/history/hooks/use-undoable-delete";
import type { StorageFailure } from "~/kernel/store/domain/storage-failure";

const refusals: Record<"delete" | "restore", Record<StorageFailure, MessageDescriptor>> = {
  delete: {
    quota: msg`This decision could not be deleted: your browser’s storage for this site is full.`,
    unavailable: msg`This decision could not be deleted: this browser does not let the site keep a history (storage is disabled or blocked).`,
  },
  restore: {
    quota: msg`The decision could not be restored: your browser’s storage for this site is full.`,
    unavailable: msg`The decision could not be restored: this browser does not let the site keep a history (storage is disabled or blocked).`,
  },
};

interface UndoOfferProps {
  notice: HistoryNotice | null;
  onUndo: () => void;
  onDismiss: () => void;
  /** Told whether focus is inside the offer, which keeps it open. */
  onHold: (held: boolean) => void;
}

/** An always-present live region, so "Decision deleted." is announced; a new offer gets a fresh node and is announced again. */
export function UndoOffer({ notice, onUndo, onDismiss, onHold }: UndoOfferProps) {
  const { t, i18n } = useLingui();
  const problem = notice?.kind === "problem" ? i18n._(refusals[notice.refused][notice.reason]) : "";
  const release = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onHold(false);
  };

  return (
    <div className="undo-region" role="status" onFocus={() => onHold(true)} onBlur={release}>
      {notice?.kind === "deleted" && (
        <div key={notice.record.id} className="undo-offer">
          <p>{t`Decision deleted.`}</p>
          <button type="button" className="button" onClick={onUndo}>
            {t`Undo`}
          </button>
        </div>
      )}
      {notice?.kind === "problem" && (
        <div key={problem} className="undo-offer undo-problem">
          <p>{problem}</p>
          <button type="button" className="button" onClick={onDismiss}>
            {t`Dismiss`}
          </button>
        </div>
      )}
    </div>
  );
}
