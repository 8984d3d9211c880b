/** Whether a list can be ranked, and why not in words for the list's field. */

import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { isolate } from "~/kernel/format/domain/isolate";

export const maximumOptions = 100;
/** Each option is shown whole on a button that takes half a 320 px screen. */
export const maximumOptionLength = 200;

/** Why a list cannot be ranked, as a message for the list's field; null when it can. */
export function findOptionsProblem(options: readonly string[]): MessageDescriptor | null {
  if (options.length < 2) return msg`Enter at least two options to compare.`;
  if (options.length > maximumOptions) {
    const values = { maximum: maximumOptions, count: options.length, extra: options.length - maximumOptions };
    return {
      ...msg({
        message:
          "This or That ranks up to {maximum} options; this list has {count, number}. Remove {extra, number} to start.",
      }),
      values,
    };
  }
  const tooLong = options.findIndex((option) => [...option].length > maximumOptionLength);
  if (tooLong >= 0) {
    const position = tooLong + 1;
    const length = [...(options[tooLong] as string)].length;
    return msg`Option ${position} has ${plural(length, { one: "# character", other: "# characters" })}: keep each option to ${maximumOptionLength} so it fits on its button.`;
  }
  const seen = new Map<string, string>();
  for (const option of options) {
    const key = option.toLocaleLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      const [earlier, later] = [isolate(first), isolate(option)];
      return first === option
        ? msg`“${later}” appears more than once (capital letters do not count as a difference). Keep each option once so every answer is clear.`
        : msg`“${earlier}” and “${later}” appear more than once (capital letters do not count as a difference). Keep each option once so every answer is clear.`;
    }
    seen.set(key, option);
  }
  return null;
}
