// Lints as: app/features/vote/components/probe.tsx
// Fails: house/no-feature-cycle
import { QuickDecider } from "~/features/wheel";

export const probe = QuickDecider;
