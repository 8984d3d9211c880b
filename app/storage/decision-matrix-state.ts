import { type MatrixState, matrixToJson, readMatrixJson } from "~/domain/matrix-state";
import { getLocalStorage } from "~/storage/local-storage";

/** The decision matrix being worked on, so a reload or a closed tab loses nothing. */
export const matrixStateKey = "decision-matrix";
export const matrixBackupKeyPrefix = "decision-matrix-backup-";

export type StoredMatrix =
  | { status: "none" }
  | { status: "restored"; matrix: MatrixState }
  /**
   * The stored value could not be read. `backupKey`: where it was copied before anything else is written; null
   * when even the copy failed, in which case the value stays under its own key and must not be written over.
   */
  | { status: "damaged"; backupKey: string | null }
  | { status: "unavailable" };

/** Restore on read: a readable matrix comes back; an unreadable value is first copied aside, never dropped. */
export function loadMatrixState(storage = getLocalStorage(), now = () => new Date()): StoredMatrix {
  if (!storage) return { status: "unavailable" };
  let raw: string | null;
  try {
    raw = storage.getItem(matrixStateKey);
  } catch {
    return { status: "unavailable" };
  }
  if (raw === null) return { status: "none" };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  const matrix = readMatrixJson(value);
  if (matrix) return { status: "restored", matrix };
  const backupKey = `${matrixBackupKeyPrefix}${now().toISOString()}`;
  try {
    storage.setItem(backupKey, raw);
    return { status: "damaged", backupKey };
  } catch {
    return { status: "damaged", backupKey: null };
  }
}

/** Keeps the matrix; false when the browser refuses (full or blocked storage): the page then says so. */
export function saveMatrixState(matrix: MatrixState, storage = getLocalStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(matrixStateKey, JSON.stringify(matrixToJson(matrix)));
    return true;
  } catch {
    return false;
  }
}
