import { maximumSpinSeconds, minimumSpinSeconds } from "~/features/wheel/domain/wheel";
import { restoreFields } from "~/kernel/store/domain/restore-fields";
import { createKeyStore } from "~/kernel/store/storage/key-store";

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
const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";

const wheelPreferencesStore = createKeyStore({
  key: wheelPreferencesKey,
  empty: defaultWheelPreferences,
  // Field by field: whatever is missing or damaged falls back to its default.
  read: (json) =>
    restoreFields(json, defaultWheelPreferences, {
      view: (value) => value === "wheel" || value === "card",
      spinSeconds: isSpinSeconds,
      tickSound: isBoolean,
      celebrate: isBoolean,
    }),
});

/** Reads stored preferences field by field: whatever is missing or damaged falls back to its default. */
export const restoreWheelPreferences = (raw: string | null): WheelPreferences =>
  wheelPreferencesStore.restore(raw).value;

/** The raw stored value, or this page view's preferences where storage refused them. */
export const readRawWheelPreferences = wheelPreferencesStore.readRaw;

/** Changes some preferences and keeps the others as they are. */
export function saveWheelPreferences(change: Partial<WheelPreferences>, storage?: Storage | null): void {
  wheelPreferencesStore.update(({ value }) => ({ ...value, ...change }), { storage });
}

export const subscribeToWheelPreferences = wheelPreferencesStore.subscribe;
