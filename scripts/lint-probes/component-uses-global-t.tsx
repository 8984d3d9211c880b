// Lints as: app/features/draw/components/probe.tsx
// Fails: @typescript-eslint/no-restricted-imports
import { t } from "@lingui/core/macro";

export const probe = () => t`Draw`;
