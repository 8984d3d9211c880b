import { maximumSpinSeconds, minimumSpinSeconds } from "~/features/wheel/domain/wheel";
import { getLocalStorage, subscribeToOtherTabs } from "~/kernel/store/storage/local-storage";

export const wheelPreferencesKey = "wheel-preferences";

/** How a decision is shown: spun on the wheel, or revealed on the card alone. */
export type DecisionView = "wheel" | "card";

export interface WheelPreferences {
  view: DecisionView;
  /** How long a spin lasts; null keeps the page's own suspense time. */
  spinSeconds: number | null;
  tickSound: boolean;
  celebrate: boolean;
}

export const defaultWheelPreferences: WheelPreferences = {
  view: "wheel",
  spinSeconds: null,
  tickSound: false,
  celebrate: false,
};

const isSpinSeconds = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= minimumSpinSeconds && (value as number) <= maximumSpinSeconds;

/** Reads stored preferences field by field: whatever is missing or damaged falls back to its default. */
export function restoreWheelPreferences(raw: string | null): WheelPreferences {
  let value: unknown = null;
  try {
    value = raw === null ? null : JSON.parse(raw);
  } catch {
    // Unreadable: every field takes its default.
  }
  const stored = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const { view, spinSeconds, tickSound, celebrate } = stored;
  return {
    view: view === "wheel" || view === "card" ? view : defaultWheelPreferences.view,
    spinSeconds: isSpinSeconds(spinSeconds) ? spinSeconds : defaultWheelPreferences.spinSeconds,
    tickSound: typeof tickSound === "boolean" ? tickSound : defaultWheelPreferences.tickSound,
    celebrate: typeof celebrate === "boolean" ? celebrate : defaultWheelPreferences.celebrate,
  };
}

const listeners = new Set<() => void>();
// Where storage refuses a write, the change still holds for this page view.
let unsaved: string | null = null;

/** The raw stored value: a string snapshot keeps `useSyncExternalStore` stable between reads. */
export function readRawWheelPreferences(storage = getLocalStorage()): string | null {
  if (unsaved !== null) return unsaved;
  try {
    return storage?.getItem(wheelPreferencesKey) ?? null;
  } catch {
    return null;
  }
}

/** Changes some preferences and keeps the others as they are. */
export function saveWheelPreferences(change: Partial<WheelPreferences>, storage = getLocalStorage()): void {
  const value = JSON.stringify({ ...restoreWheelPreferences(readRawWheelPreferences(storage)), ...change });
  unsaved = value;
  try {
    storage?.setItem(wheelPreferencesKey, value);
    if (storage) unsaved = null;
  } catch {
    // Quota or disabled storage: the in-memory copy keeps the change for this page view.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeToWheelPreferences(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribeTabs = subscribeToOtherTabs(wheelPreferencesKey, listener);
  return () => {
    listeners.delete(listener);
    unsubscribeTabs();
  };
}
