import { useMemo, useSyncExternalStore } from "react";
import type { Progress } from "~/features/this-or-that/domain/this-or-that-session";
import {
  readRawProgress,
  restoreProgress,
  saveProgress,
  subscribeToProgress,
  type RestoredProgress,
} from "~/features/this-or-that/storage/this-or-that-progress";

/**
 * The ranking under way on this device. The prerendered HTML, where none is known, starts with the list to fill
 * in; hydration then brings back a stored ranking.
 */
export function useThisOrThatProgress(): RestoredProgress {
  const raw = useSyncExternalStore(
    subscribeToProgress,
    () => readRawProgress(),
    () => null,
  );
  return useMemo(() => restoreProgress(raw), [raw]);
}

const save = (progress: Progress | null) => saveProgress(progress);

/** Stores the ranking's progress (null: none); false when the browser would not keep it beyond this page view. */
export function useSaveProgress(): typeof save {
  return save;
}
