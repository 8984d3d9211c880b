import {
  parseHistoryEntries,
  readDecisionRecord,
  restoreHistory,
  type DecisionRecord,
} from "~/kernel/records/domain/decision-record";
import {
  insertDecisions,
  prependDecision,
  removeDecision,
  restoreDecision,
} from "~/kernel/records/domain/history-entries";
import { mergeImportedRecords, type ImportSummary } from "~/kernel/records/domain/history-import";
import { getLocalStorage, subscribeToOtherTabs } from "~/kernel/store/storage/local-storage";
import { createUnconfirmedAdds } from "~/kernel/records/storage/unconfirmed-adds";

export const decisionHistoryKey = "decision-history";
export const historyBackupKeyPrefix = "decision-history-backup-";

export type SaveResult = { ok: true; record?: DecisionRecord } | { ok: false; reason: "quota" | "unavailable" };

export type ImportResult = { ok: true; summary: ImportSummary } | { ok: false; reason: "quota" | "unavailable" };

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
const unavailable = { ok: false, reason: "unavailable" } as const;

function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" || code === 22 || code === 1014;
}

function hasBackup(storage: Storage): boolean {
  for (let i = 0; i < storage.length; i++) {
    if (storage.key(i)?.startsWith(historyBackupKeyPrefix)) return true;
  }
  return false;
}

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
  const listeners = new Set<() => void>();
  let cache: {
    raw: string | null;
    backedUp: boolean;
    records: DecisionRecord[];
    corrupt: boolean;
    snapshot: HistorySnapshot;
  } | null = null;
  const notify = () => listeners.forEach((listener) => listener());
  const unconfirmed = createUnconfirmedAdds(
    (onWrite) => subscribeToOtherTabs(decisionHistoryKey, onWrite),
    mergeMissing,
  );

  function readSnapshot(): HistorySnapshot {
    const storage = getStorage();
    if (!storage) return unavailableSnapshot;
    let raw: string | null;
    let backedUp: boolean;
    try {
      raw = storage.getItem(decisionHistoryKey);
      backedUp = hasBackup(storage);
    } catch {
      return unavailableSnapshot;
    }
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
    const storage = getStorage();
    if (!storage) return unavailable;
    let backupKey: string | null = null;
    try {
      const raw = storage.getItem(decisionHistoryKey);
      const { entries, corrupt } = parseHistoryEntries(raw);
      const changed = change(entries);
      if (!changed) return { ok: true };
      if (corrupt && raw !== null) {
        backupKey = findFreeBackupKey(storage, now());
        storage.setItem(backupKey, raw);
      }
      storage.setItem(decisionHistoryKey, JSON.stringify(changed.entries));
      notify();
      return changed.record ? { ok: true, record: changed.record } : { ok: true };
    } catch (error) {
      // The old value is still in place, so the fresh backup copy is redundant: leave storage as it was.
      if (backupKey !== null) tryRemove(storage, backupKey);
      return isQuotaExceeded(error) ? { ok: false, reason: "quota" } : unavailable;
    }
  }

  function addDecision(record: DecisionRecord): SaveResult {
    const saved = write((entries) => prependDecision(entries, record));
    if (saved.ok && saved.record) unconfirmed.watch(saved.record);
    return saved;
  }

  /** Puts this tab's decisions that another tab's write dropped back into the list that write left. */
  function mergeMissing(latestRaw: string, missing: DecisionRecord[]): void {
    const storage = getStorage();
    const { entries, corrupt } = parseHistoryEntries(latestRaw);
    if (!storage || corrupt) return;
    const merged = insertDecisions(entries, missing);
    try {
      storage.setItem(decisionHistoryKey, JSON.stringify(merged.entries));
    } catch {
      return; // Full or gone: the other tab's list stands, as any failed write leaves storage.
    }
    merged.records.forEach(unconfirmed.watch);
    notify();
  }

  return {
    getSnapshot: readSnapshot,
    subscribe(listener) {
      listeners.add(listener);
      const unsubscribeTabs = subscribeToOtherTabs(decisionHistoryKey, listener);
      return () => {
        listeners.delete(listener);
        unsubscribeTabs();
      };
    },
    addDecision,
    deleteDecision(id) {
      unconfirmed.forget(id);
      return write((entries) => removeDecision(entries, id));
    },
    restoreDecision(record) {
      return write((entries) => restoreDecision(entries, record));
    },
    readableEntries() {
      let raw: string | null;
      try {
        raw = getStorage()?.getItem(decisionHistoryKey) ?? null;
      } catch {
        return [];
      }
      return parseHistoryEntries(raw).entries.filter((entry) => readDecisionRecord(entry) !== null);
    },
    importDecisions(imported) {
      const outcome: { merged?: ReturnType<typeof mergeImportedRecords> } = {};
      const saved = write((entries) => {
        const merged = mergeImportedRecords(entries, imported);
        outcome.merged = merged;
        return merged.added.length > 0 ? { entries: merged.entries } : null;
      });
      if (!saved.ok) return saved;
      const { merged } = outcome;
      if (!merged) return unavailable; // not reached: write succeeds only after running the change
      // Imported decisions are as exposed as added ones to another tab's simultaneous write.
      merged.added.forEach(unconfirmed.watch);
      return { ok: true, summary: merged.summary };
    },
  };
}

/** A backup key named after the time of the write; never one that already holds an earlier backup. */
function findFreeBackupKey(storage: Storage, time: Date): string {
  const base = historyBackupKeyPrefix + time.toISOString();
  let key = base;
  for (let n = 1; storage.getItem(key) !== null; n++) key = `${base}-${n}`;
  return key;
}

function tryRemove(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage just failed; a leftover copy of the corrupt value is harmless.
  }
}

/** The app's store; touches localStorage only when first read or written, never at import (server render). */
export const historyStore: HistoryStore = createHistoryStore();
