// Lints as: app/kernel/ui/components/probe.tsx
// Fails: import-x/no-restricted-paths
import { QuickDecider } from "~/features/wheel";

export const probe = QuickDecider;
