import { matrixToJson, readMatrixJson } from "~/features/matrix/domain/matrix-json";
import type { MatrixState } from "~/features/matrix/domain/matrix-state";
import { backupKeys } from "~/kernel/store/storage/backup-keys";
import { createKeyStore } from "~/kernel/store/storage/key-store";

/** The decision matrix being worked on, so a reload or a closed tab loses nothing. */
export const matrixStateKey = "decision-matrix";
export const matrixBackupKeyPrefix = "decision-matrix-backup-";

const matrixStore = createKeyStore({
  key: matrixStateKey,
  empty: null,
  // The stored matrix only if it has exactly the shape that is written.
  read: (json) => readMatrixJson(json) ?? undefined,
  toJson: matrixToJson,
  backupKeys: backupKeys(matrixBackupKeyPrefix),
});

export type RestoredMatrix = { matrix: MatrixState | null; damaged: boolean };

/** Restore on read: the stored matrix, or none and `damaged` when it cannot be read. */
export function restoreMatrix(raw: string | null): RestoredMatrix {
  const { value, damaged } = matrixStore.restore(raw);
  return { matrix: value, damaged };
}

/** The raw stored value, or this page view's matrix where storage refused it. */
export const readRawMatrix = matrixStore.readRaw;

/** False where this browser lets the site keep nothing (storage disabled or blocked). */
export const canKeepMatrix = matrixStore.canKeep;

/**
 * Stores the matrix; a stored value that cannot be read is first copied to a backup key. Returns false when the
 * browser refused to keep the matrix: it then holds for this page view only, and the page says so.
 */
export function saveMatrixState(matrix: MatrixState, storage?: Storage | null, now?: Date): boolean {
  return matrixStore.write(matrix, { storage, now }).ok;
}

/** Calls `listener` after every save here and every change another tab makes, so the page shows the latest matrix. */
export const subscribeToMatrix = matrixStore.subscribe;
