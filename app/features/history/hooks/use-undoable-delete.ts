import { useCallback, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import type { DecisionRecord } from "~/kernel/records/domain/decision-record";
import type { StorageFailure } from "~/kernel/store/domain/storage-failure";
import { historyStore } from "~/kernel/records/storage/decision-history";

/** How long Undo is offered after a delete (docs/product-rules.md, Delete and undo: at least 5 seconds). */
export const undoWindowMs = 8000;

/** A delete to undo, or what the browser refused to do (undo-offer.tsx words it). */
export type HistoryNotice =
  | { kind: "deleted"; record: DecisionRecord }
  | { kind: "problem"; refused: "delete" | "restore"; reason: StorageFailure };

/**
 * Delete at once, with Undo offered for `undoWindowMs`. The offer stays while it holds focus,
 * so a keyboard user who reached the Undo button never sees it vanish. Both actions render
 * synchronously, so the caller can move focus to what is on screen right after.
 */
export function useUndoableDelete() {
  const [notice, setNotice] = useState<HistoryNotice | null>(null);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (notice?.kind !== "deleted" || held) return;
    const timer = setTimeout(() => setNotice(null), undoWindowMs);
    return () => clearTimeout(timer);
  }, [notice, held]);

  /** True when the record was deleted; a new delete replaces any earlier offer. */
  const remove = useCallback(
    (record: DecisionRecord) =>
      flushSync(() => {
        const saved = historyStore.deleteDecision(record.id);
        setHeld(false);
        setNotice(
          saved.ok ? { kind: "deleted", record } : { kind: "problem", refused: "delete", reason: saved.reason },
        );
        return saved.ok;
      }),
    [],
  );

  /** The restored record, or null when there was nothing to undo or storage refused. */
  const undo = useCallback(
    () =>
      flushSync(() => {
        if (notice?.kind !== "deleted") return null;
        const saved = historyStore.restoreDecision(notice.record);
        setHeld(false);
        setNotice(saved.ok ? null : { kind: "problem", refused: "restore", reason: saved.reason });
        return saved.ok ? notice.record : null;
      }),
    [notice],
  );

  const dismiss = useCallback(() => setNotice(null), []);

  return { notice, remove, undo, dismiss, hold: setHeld };
}
