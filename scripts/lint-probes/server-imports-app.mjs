// Lints as: server/probe.mjs
// Fails: import-x/no-restricted-paths
import { formatCount } from "~/kernel/format/domain/count";

export const probe = formatCount;
