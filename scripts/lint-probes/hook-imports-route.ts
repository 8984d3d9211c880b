// Lints as: app/kernel/ui/hooks/probe.ts
// Fails: import-x/no-restricted-paths
import { buildPageHead } from "~/kernel/page/routes/seo";

export const probe = buildPageHead;
