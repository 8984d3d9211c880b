// Lints as: app/features/draw/workers/probe.worker.ts
// Fails: import-x/no-restricted-paths
import { useEntrantReading } from "~/features/draw/hooks/use-entrant-reading";

export const probe = useEntrantReading;
