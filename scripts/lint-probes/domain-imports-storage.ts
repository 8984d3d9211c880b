// Lints as: app/features/wheel/domain/probe.ts
// Fails: import-x/no-restricted-paths
import { restoreWheelPreferences } from "~/features/wheel/storage/wheel-preferences";

export const probe = restoreWheelPreferences;
