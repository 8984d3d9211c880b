// Lints as: app/features/draw/domain/probe.ts
// Passes: a message described where the language is not known yet, worded later by the page's runtime
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const probe: MessageDescriptor = msg`Draw`;
