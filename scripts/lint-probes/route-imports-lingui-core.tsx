// Lints as: app/features/site/routes/probe.tsx
// Fails: @typescript-eslint/no-restricted-imports
import { i18n } from "@lingui/core";

export const probe = i18n;
