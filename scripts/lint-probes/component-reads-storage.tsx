// Lints as: app/features/wheel/components/probe.tsx
// Fails: @typescript-eslint/no-restricted-imports
import { restoreWheelPreferences } from "~/features/wheel/storage/wheel-preferences";

export const probe = restoreWheelPreferences;
