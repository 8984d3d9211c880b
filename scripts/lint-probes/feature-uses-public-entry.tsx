// Lints as: app/features/site/components/probe.tsx
// Passes: a feature may use another through its public entry
import { QuickDecider } from "~/features/wheel";

export const probe = QuickDecider;
