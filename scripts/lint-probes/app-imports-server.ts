// Lints as: app/features/vote/hooks/probe.ts
// Fails: import-x/no-restricted-paths
import { cacheControl } from "#server/cache-control";

export const probe = cacheControl;
