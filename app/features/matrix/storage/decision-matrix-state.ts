import { matrixToJson, readMatrixJson } from "~/features/matrix/domain/matrix-json";
import type { MatrixState } from "~/features/matrix/domain/matrix-state";
import { getLocalStorage, subscribeToOtherTabs } from "~/kernel/store/storage/local-storage";

/** The decision matrix being worked on, so a reload or a closed tab loses nothing. */
export const matrixStateKey = "decision-matrix";
export const matrixBackupKeyPrefix = "decision-matrix-backup-";

export type RestoredMatrix = { matrix: MatrixState | null; damaged: boolean };

/** Restore on read: the stored matrix if it has exactly the shape that is written, else `damaged` (never guessed at). */
export function restoreMatrix(raw: string | null): RestoredMatrix {
  if (raw === null) return { matrix: null, damaged: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { matrix: null, damaged: true };
  }
  const matrix = readMatrixJson(value);
  return matrix ? { matrix, damaged: false } : { matrix: null, damaged: true };
}

const listeners = new Set<() => void>();
// Where storage refuses a write, the matrix still holds for this page view.
let unsaved: { raw: string } | null = null;

/** The raw stored value: a string snapshot keeps `useSyncExternalStore` stable between reads. */
export function readRawMatrix(storage = getLocalStorage()): string | null {
  if (unsaved !== null) return unsaved.raw;
  try {
    return storage?.getItem(matrixStateKey) ?? null;
  } catch {
    return null;
  }
}

/** False where this browser lets the site keep nothing (storage disabled or blocked). */
export function canKeepMatrix(storage = getLocalStorage()): boolean {
  try {
    storage?.getItem(matrixStateKey);
    return storage !== null;
  } catch {
    return false;
  }
}

/** A backup key named after the time of the write; never one that already holds an earlier backup. */
function findFreeBackupKey(storage: Storage, time: Date): string {
  const base = matrixBackupKeyPrefix + time.toISOString();
  let key = base;
  for (let n = 1; storage.getItem(key) !== null; n++) key = `${base}-${n}`;
  return key;
}

/**
 * Stores the matrix. A stored value that cannot be read is first copied to a backup key, so it is kept, not lost;
 * if even that copy is refused, the value stays untouched. Returns false when the browser refused to keep the
 * matrix: it then holds for this page view only, and the page says so.
 */
export function saveMatrixState(matrix: MatrixState, storage = getLocalStorage(), now = new Date()): boolean {
  const raw = JSON.stringify(matrixToJson(matrix));
  unsaved = { raw };
  let kept = false;
  try {
    if (storage) {
      const stored = storage.getItem(matrixStateKey);
      if (restoreMatrix(stored).damaged && stored !== null) storage.setItem(findFreeBackupKey(storage, now), stored);
      storage.setItem(matrixStateKey, raw);
      unsaved = null;
      kept = true;
    }
  } catch {
    // Quota or disabled storage: the in-memory copy keeps the matrix for this page view.
  }
  listeners.forEach((listener) => listener());
  return kept;
}

/** Calls `listener` after every save here and every change another tab makes, so the page shows the latest matrix. */
export function subscribeToMatrix(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribeTabs = subscribeToOtherTabs(matrixStateKey, listener);
  return () => {
    listeners.delete(listener);
    unsubscribeTabs();
  };
}
