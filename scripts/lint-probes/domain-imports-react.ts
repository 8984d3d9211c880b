// Lints as: app/features/draw/domain/probe.ts
// Fails: @typescript-eslint/no-restricted-imports
import { useState } from "react";

export const probe = useState;
