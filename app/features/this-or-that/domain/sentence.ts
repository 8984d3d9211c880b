import type { MessageDescriptor } from "@lingui/core";

/**
 * A message whose values are not only text and numbers: another message (a clause) or a list (of names, of clauses),
 * which the page words in its language (`word` in components/word.ts) before it words the message itself.
 */
export const sentence = (descriptor: MessageDescriptor, values: Record<string, unknown>): MessageDescriptor => ({
  ...descriptor,
  values,
});
