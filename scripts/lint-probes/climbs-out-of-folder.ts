// Lints as: app/features/draw/domain/probe.ts
// Fails: @typescript-eslint/no-restricted-imports
import { formatCount } from "../../../kernel/format/domain/count";

export const probe = formatCount;
