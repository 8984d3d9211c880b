import { useMemo, useSyncExternalStore } from "react";
import {
  readRawWheelPreferences,
  restoreWheelPreferences,
  saveWheelPreferences,
  subscribeToWheelPreferences,
  type WheelPreferences,
} from "~/features/wheel/storage/wheel-preferences";

/**
 * The visitor's wheel preferences, remembered on this device. The prerendered HTML, where no one's are known, has
 * the defaults; hydration then brings the stored ones.
 */
export function useWheelPreferences(): WheelPreferences {
  const raw = useSyncExternalStore(
    subscribeToWheelPreferences,
    () => readRawWheelPreferences(),
    () => null,
  );
  return useMemo(() => restoreWheelPreferences(raw), [raw]);
}

const changeWheelPreferences = (change: Partial<WheelPreferences>) => saveWheelPreferences(change);

/** Changes some wheel preferences and keeps the others. */
export function useChangeWheelPreferences(): typeof changeWheelPreferences {
  return changeWheelPreferences;
}
