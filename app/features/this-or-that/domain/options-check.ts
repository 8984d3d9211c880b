/** Whether a list can be ranked, and why not in words for the list's field. */

import { formatCount } from "~/kernel/format/domain/count";

export const maximumOptions = 100;
/** Each option is shown whole on a button that takes half a 320 px screen. */
export const maximumOptionLength = 200;

/** Why a list cannot be ranked, in words for the list's field; null when it can. */
export function findOptionsProblem(options: readonly string[]): string | null {
  if (options.length < 2) return "Enter at least two options to compare.";
  if (options.length > maximumOptions) {
    const extra = options.length - maximumOptions;
    return `This or That ranks up to ${maximumOptions} options; this list has ${formatCount(options.length)}. Remove ${formatCount(extra)} to start.`;
  }
  const tooLong = options.findIndex((option) => [...option].length > maximumOptionLength);
  if (tooLong >= 0) {
    return `Option ${tooLong + 1} has ${formatCount([...(options[tooLong] as string)].length)} characters: keep each option to ${maximumOptionLength} so it fits on its button.`;
  }
  const seen = new Map<string, string>();
  for (const option of options) {
    const key = option.toLocaleLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      const same = first === option ? `“${option}” appears` : `“${first}” and “${option}” appear`;
      return `${same} more than once (capital letters do not count as a difference). Keep each option once so every answer is clear.`;
    }
    seen.set(key, option);
  }
  return null;
}
