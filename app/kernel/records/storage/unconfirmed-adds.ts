import type { DecisionRecord } from "~/kernel/records/domain/decision-record";
import { parseHistoryEntries, readDecisionRecord } from "~/kernel/records/domain/decision-record-restore";
import type { OtherTabWrite } from "~/kernel/store/storage/local-storage";

/** Passes `onWrite` other tabs' writes to the history and their clearing of storage, until the returned stop. */
export type WatchOtherTabs = (onWrite: (write: OtherTabWrite) => void) => () => void;

/** Gets this tab's dropped decisions back into `latestRaw`, the history as the other tab's write left it. */
export type RepairHistory = (latestRaw: string, missing: DecisionRecord[]) => void;

export interface UnconfirmedAdds {
  /** Remembers a decision this tab stored until another tab's write shows it. */
  watch(record: DecisionRecord): void;
  /** This tab deleted the decision: no write that lacks it is a mistake any more. */
  forget(id: string): void;
}

// A decision is known by what was decided and when, not by its id: two tabs deciding in the same
// millisecond pick the same id, and a merged-back decision may get a bumped one.
const contentOf = ({ timestamp, category, result, choices }: DecisionRecord) =>
  JSON.stringify([timestamp, category, result, choices]);

const contentsIn = (raw: string | null) =>
  new Set(
    parseHistoryEntries(raw)
      .entries.map(readDecisionRecord)
      .flatMap((record) => (record ? [contentOf(record)] : [])),
  );

/**
 * Chromium keeps a copy of localStorage in each renderer process and syncs tabs asynchronously, so two
 * tabs writing at the same moment can still overwrite each other despite the re-read before every write
 * (and a tab's own copy may keep its value while its write is in flight). Each tab therefore remembers
 * the decisions it added until another tab's write shows them, and has any that such a write dropped
 * merged back onto that write's value, which the storage event reports as the browser has it. A write
 * that removes exactly that one decision and adds nothing is a deliberate delete in the other tab:
 * respected. Other tabs are listened to only while a decision is unconfirmed.
 */
export function createUnconfirmedAdds(watchOtherTabs: WatchOtherTabs, repair: RepairHistory): UnconfirmedAdds {
  const pending = new Map<string, DecisionRecord>();
  let stopWatching: (() => void) | null = null;

  function stop() {
    pending.clear();
    stopWatching?.();
    stopWatching = null;
  }

  function onForeignWrite({ key, oldValue, newValue }: OtherTabWrite) {
    if (key === null) return stop(); // storage cleared on purpose
    if (newValue === null) return;
    const before = contentsIn(oldValue);
    const after = contentsIn(newValue);
    const removed = [...before].filter((content) => !after.has(content));
    const added = [...after].some((content) => !before.has(content));
    const deletedThere = (content: string) => removed.length === 1 && removed[0] === content && !added;
    // The write settles every unconfirmed decision: it shows it, deleted it there, or needs it merged back.
    const missing = [...pending].flatMap(([content, record]) =>
      after.has(content) || deletedThere(content) ? [] : [record],
    );
    stop();
    if (missing.length > 0) repair(newValue, missing);
  }

  return {
    watch(record) {
      stopWatching ??= watchOtherTabs(onForeignWrite);
      pending.set(contentOf(record), record);
    },
    forget(id) {
      for (const [content, record] of pending) if (record.id === id) pending.delete(content);
      if (pending.size === 0) stop();
    },
  };
}
