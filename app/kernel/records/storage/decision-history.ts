import type { DecisionRecord } from "~/kernel/records/domain/decision-record";
import {
  readDecisionRecord,
  readHistoryEntries,
  restoreHistory,
} from "~/kernel/records/domain/decision-record-restore";
import {
  insertDecisions,
  prependDecision,
  removeDecision,
  restoreDecision,
} from "~/kernel/records/domain/history-entries";
import { mergeImportedRecords, type ImportSummary } from "~/kernel/records/domain/history-import";
import type { StorageFailure } from "~/kernel/store/domain/storage-failure";
import { backupKeys } from "~/kernel/store/storage/backup-keys";
import { createKeyStore } from "~/kernel/store/storage/key-store";
import { getLocalStorage } from "~/kernel/store/storage/local-storage";
import { createUnconfirmedAdds } from "~/kernel/records/storage/unconfirmed-adds";

export const decisionHistoryKey = "decision-history";
export const historyBackupKeyPrefix = "decision-history-backup-";

export type SaveResult = { ok: true; record?: DecisionRecord } | { ok: false; reason: StorageFailure };

export type ImportResult = { ok: true; summary: ImportSummary } | { ok: false; reason: StorageFailure };

export interface HistorySnapshot {
  /** Readable decisions, newest first. */
  records: readonly DecisionRecord[];
  storage: "available" | "unavailable";
  /**
   * Tell the visitor an unreadable history was kept, not lost: `unread` while it still sits under its own key
   * (it is copied aside before the next write), `backed-up` once only the copy remains; null when neither.
   */
  unreadableHistory: "unread" | "backed-up" | null;
}

export interface HistoryStore {
  /** Same object until the stored value changes, as `useSyncExternalStore` requires. */
  getSnapshot(): HistorySnapshot;
  /** Notifies on this store's writes and on other tabs' changes. */
  subscribe(listener: () => void): () => void;
  /** Prepends; `record` in the result carries the id actually stored (bumped past collisions). */
  addDecision(record: DecisionRecord): SaveResult;
  /** `record` in the result is the removed decision, for undo; a missing id is a successful no-op. */
  deleteDecision(id: string): SaveResult;
  /** Undo of delete: back in timestamp order (newest first); no duplicate if the id is present. */
  restoreDecision(record: DecisionRecord): SaveResult;
  /** The readable stored entries exactly as stored (unknown fields included), in stored order; [] when none. */
  readableEntries(): unknown[];
  /** Adds the file's new decisions (see `mergeImportedRecords`); on failure nothing is written. */
  importDecisions(imported: readonly unknown[]): ImportResult;
}

/** What the server renders: nothing is known about the visitor's history there. */
export const emptyHistorySnapshot: HistorySnapshot = Object.freeze({
  records: Object.freeze([]),
  storage: "available",
  unreadableHistory: null,
});

const unavailableSnapshot: HistorySnapshot = Object.freeze({ ...emptyHistorySnapshot, storage: "unavailable" });

/** A change to the stored entries; null means nothing to write. */
type Change = (entries: unknown[]) => { entries: unknown[]; record?: DecisionRecord } | null;

/**
 * The one owner of the `decision-history` key. Writes work on the raw stored array, so entries this
 * version cannot read stay exactly where and as they were (and unknown fields on readable ones survive).
 */
export function createHistoryStore(
  getStorage: () => Storage | null = getLocalStorage,
  now: () => Date = () => new Date(),
): HistoryStore {
  const backups = backupKeys(historyBackupKeyPrefix);
  const entriesStore = createKeyStore(
    {
      key: decisionHistoryKey,
      empty: [],
      read: readHistoryEntries,
      backupKeys: backups,
      // The history shows only what is stored: a decision the browser refused is said to be unsaved, not kept.
      keepRefusedWrites: false,
    },
    { getStorage, now },
  );
  let cache: {
    raw: string | null;
    backedUp: boolean;
    records: DecisionRecord[];
    corrupt: boolean;
    snapshot: HistorySnapshot;
  } | null = null;
  const unconfirmed = createUnconfirmedAdds(entriesStore.watchOtherTabs, mergeMissing);

  function readSnapshot(): HistorySnapshot {
    const storage = getStorage();
    let raw: string | null | undefined;
    let backedUp: boolean;
    try {
      raw = entriesStore.readStored(storage);
      backedUp = storage !== null && backups.exist(storage);
    } catch {
      return unavailableSnapshot;
    }
    if (raw === undefined) return unavailableSnapshot;
    if (cache?.raw === raw && cache.backedUp === backedUp) return cache.snapshot;
    // Parsing is the expensive part: a change in backups alone reuses the parsed records.
    const { records, corrupt } = cache?.raw === raw ? cache : restoreHistory(raw);
    const unreadableHistory = corrupt ? "unread" : backedUp ? "backed-up" : null;
    const snapshot: HistorySnapshot = { records, storage: "available", unreadableHistory };
    cache = { raw, backedUp, records, corrupt, snapshot };
    return snapshot;
  }

  /** Re-reads right before writing so another tab's decisions are never overwritten. */
  function write(change: Change): SaveResult {
    let record: DecisionRecord | undefined;
    const saved = entriesStore.update(({ value }) => {
      const changed = change(value);
      record = changed?.record;
      return changed?.entries;
    });
    return saved.ok && record ? { ok: true, record } : saved;
  }

  function addDecision(record: DecisionRecord): SaveResult {
    const saved = write((entries) => prependDecision(entries, record));
    if (saved.ok && saved.record) unconfirmed.watch(saved.record);
    return saved;
  }

  /** Puts this tab's decisions that another tab's write dropped back into the list that write left. */
  function mergeMissing(latestRaw: string, missing: DecisionRecord[]): void {
    let merged: DecisionRecord[] = [];
    const saved = entriesStore.update(
      ({ value, damaged }) => {
        if (damaged) return undefined;
        const insertion = insertDecisions(value, missing);
        merged = insertion.records;
        return insertion.entries;
      },
      { onto: latestRaw },
    );
    // Full or gone: the other tab's list stands, as any failed write leaves storage.
    if (saved.ok) merged.forEach(unconfirmed.watch);
  }

  return {
    getSnapshot: readSnapshot,
    subscribe: entriesStore.subscribe,
    addDecision,
    deleteDecision(id) {
      unconfirmed.forget(id);
      return write((entries) => removeDecision(entries, id));
    },
    restoreDecision(record) {
      return write((entries) => restoreDecision(entries, record));
    },
    readableEntries() {
      const { value } = entriesStore.restore(entriesStore.readRaw());
      return value.filter((entry) => readDecisionRecord(entry) !== null);
    },
    importDecisions(imported) {
      let merged: ReturnType<typeof mergeImportedRecords> | undefined;
      const saved = write((entries) => {
        merged = mergeImportedRecords(entries, imported);
        return merged.added.length > 0 ? { entries: merged.entries } : null;
      });
      if (!saved.ok) return saved;
      if (!merged) return { ok: false, reason: "unavailable" }; // not reached: write succeeds only after running the change
      // Imported decisions are as exposed as added ones to another tab's simultaneous write.
      merged.added.forEach(unconfirmed.watch);
      return { ok: true, summary: merged.summary };
    },
  };
}

/** The app's store; touches localStorage only when first read or written, never at import (server render). */
export const historyStore: HistoryStore = createHistoryStore();
