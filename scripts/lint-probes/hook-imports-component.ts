// Lints as: app/features/wheel/hooks/probe.ts
// Fails: import-x/no-restricted-paths
import { WheelPanel } from "~/features/wheel/components/wheel-panel";

export const probe = WheelPanel;
