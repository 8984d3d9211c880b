import { restoreStored, type Restored } from "~/kernel/store/domain/restore-on-read";
import type { StorageFailure } from "~/kernel/store/domain/storage-failure";
import type { BackupKeys } from "~/kernel/store/storage/backup-keys";
import { getLocalStorage, subscribeToOtherTabs, type OtherTabWrite } from "~/kernel/store/storage/local-storage";

/** What a storage module declares about its one localStorage key; `createKeyStore` does the rest. */
export interface KeyStoreDeclaration<T, E = T> {
  key: string;
  /** What nothing stored, or a damaged value, reads as: also what the prerendered HTML shows. */
  empty: E;
  /** Restore on read: the value in the stored JSON, or undefined when it is damaged (never guessed at). */
  read(json: unknown): T | undefined;
  /** The JSON a value is stored as; the value itself when absent. */
  toJson?(value: T): unknown;
  /** Set: a damaged stored value is first copied to a backup key, so it is kept aside, not lost. */
  backupKeys?: BackupKeys;
  /**
   * False: a write the browser refuses leaves nothing behind (the history shows only what is stored). Otherwise
   * the value holds in memory for this page view, and the page carries on as if it were stored.
   */
  keepRefusedWrites?: boolean;
}

export type WriteResult = { ok: true } | { ok: false; reason: StorageFailure };

const kept: WriteResult = { ok: true };
const unavailable: WriteResult = { ok: false, reason: "unavailable" };

/** Where a call reads and writes: the store's own storage and clock unless given. */
export interface WriteOptions {
  storage?: Storage | null;
  now?: Date;
  /**
   * The stored text the change applies to, when it is known better than by reading this tab's copy: another tab's
   * write, as its `storage` event reported it. Otherwise the stored value is re-read right before writing.
   */
  onto?: string;
}

/** The change a write makes: the new value, null to remove the key, undefined to write nothing. */
export type Change<T, E> = (current: Restored<T | E>) => T | null | undefined;

export interface KeyStore<T, E = T> {
  readonly key: string;
  /** The stored text; undefined where storage cannot be used at all. */
  readStored(storage?: Storage | null): string | null | undefined;
  /**
   * This page view's refused write if there is one, else the stored text (null: none, or storage unusable). A string
   * snapshot keeps `useSyncExternalStore` stable between reads.
   */
  readRaw(storage?: Storage | null): string | null;
  restore(raw: string | null): Restored<T | E>;
  /** False where this browser lets the site keep nothing (storage disabled or blocked). */
  canKeep(storage?: Storage | null): boolean;
  /** Stores `value` (null removes the key). */
  write(value: T | null, options?: WriteOptions): WriteResult;
  /** Re-reads the current value right before writing what `change` makes of it, so no other write is overwritten. */
  update(change: Change<T, E>, options?: WriteOptions): WriteResult;
  /** Calls `listener` after every write here that changes what is read, and every change another tab makes. */
  subscribe(listener: () => void): () => void;
  /** Passes `onWrite` other tabs' writes to this key, and their clearing of storage, until the returned stop. */
  watchOtherTabs(onWrite: (write: OtherTabWrite) => void): () => void;
}

/**
 * One localStorage key's store: restore on read, listeners and other-tab sync, the in-memory fallback where storage
 * is blocked or full, and backup keys for damaged values. Touches storage only when first read or written, never
 * when created (server rendering).
 */
export function createKeyStore<T, E = T>(
  declaration: KeyStoreDeclaration<T, E>,
  environment: { getStorage?: () => Storage | null; now?: () => Date } = {},
): KeyStore<T, E> {
  const { key, empty, read, toJson = (value: T) => value, backupKeys, keepRefusedWrites = true } = declaration;
  const { getStorage = getLocalStorage, now = () => new Date() } = environment;
  const listeners = new Set<() => void>();
  // A write storage refused, holding for this page view; null when every write so far was kept.
  let unsaved: { raw: string | null } | null = null;
  const restore = (raw: string | null) => restoreStored(raw, read, empty);

  function readStored(storage = getStorage()): string | null | undefined {
    try {
      return storage ? storage.getItem(key) : undefined;
    } catch {
      return undefined;
    }
  }

  function update(change: Change<T, E>, { storage = getStorage(), now: time, onto }: WriteOptions = {}): WriteResult {
    const stored = onto ?? readStored(storage);
    if (stored === undefined && !keepRefusedWrites) return unavailable;
    const currentRaw = unsaved ? unsaved.raw : (stored ?? null);
    const current = restore(currentRaw);
    const next = change(current);
    if (next === undefined) return kept;
    const raw = next === null ? null : JSON.stringify(toJson(next));
    if (keepRefusedWrites) unsaved = { raw };
    let result: WriteResult = unavailable;
    let backupKey: string | undefined;
    if (storage && stored !== undefined) {
      try {
        // A damaged value is first copied aside; restored once where it is the current value too (the history's can
        // be 10,000 decisions long).
        if (backupKeys && stored !== null && (stored === currentRaw ? current : restore(stored)).damaged) {
          backupKey = backupKeys.keepAside(storage, stored, time ?? now());
        }
        if (raw === null) storage.removeItem(key);
        else storage.setItem(key, raw);
        result = kept;
        unsaved = null;
      } catch (error) {
        // The old value is still in place, so the fresh backup copy is redundant: leave storage as it was.
        if (backupKey !== undefined) backupKeys?.takeBack(storage, backupKey);
        result = { ok: false, reason: isQuotaExceeded(error) ? "quota" : "unavailable" };
      }
    }
    if (result.ok || keepRefusedWrites) listeners.forEach((listener) => listener());
    return result;
  }

  return {
    key,
    readStored,
    readRaw: (storage) => (unsaved ? unsaved.raw : (readStored(storage) ?? null)),
    restore,
    canKeep: (storage) => readStored(storage) !== undefined,
    write: (value, options) => update(() => value, options),
    update,
    subscribe(listener) {
      listeners.add(listener);
      const stopWatching = subscribeToOtherTabs(key, listener);
      return () => {
        listeners.delete(listener);
        stopWatching();
      };
    },
    watchOtherTabs: (onWrite) => subscribeToOtherTabs(key, onWrite),
  };
}

function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" || code === 22 || code === 1014;
}
