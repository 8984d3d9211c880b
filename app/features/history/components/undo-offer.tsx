import type { FocusEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import type { HistoryNotice } from "~/features/history/hooks/use-undoable-delete";

interface UndoOfferProps {
  notice: HistoryNotice | null;
  onUndo: () => void;
  onDismiss: () => void;
  /** Told whether focus is inside the offer, which keeps it open. */
  onHold: (held: boolean) => void;
}

/** An always-present live region, so "Decision deleted." is announced; a new offer gets a fresh node and is announced again. */
export function UndoOffer({ notice, onUndo, onDismiss, onHold }: UndoOfferProps) {
  const { t } = useLingui();
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
        <div key={notice.text} className="undo-offer undo-problem">
          <p>{notice.text}</p>
          <button type="button" className="button" onClick={onDismiss}>
            {t`Dismiss`}
          </button>
        </div>
      )}
    </div>
  );
}
