import type { UnkeptList } from "~/kernel/records/domain/decision-record";
import { listHash as hashOfList } from "~/kernel/receipts/domain/canonical-list";

/**
 * The longest list a history record keeps whole. 1,000 entrants are some 20 KB of history; 100,000 would be 1.5 MB
 * of the 5 MB browsers give a site, so three draws would fill it and the next decision could not be saved.
 */
export const keptListLimit = 1_000;

/**
 * What a record keeps of a list of `count` entries: all of them (`choices()`) up to the limit; past it none, but their
 * count and the SHA-256 of the list file of `canonicalLines()`, which is the list SHA-256 a receipt's statement of the
 * same list gives (pass it as `listHash` when it is known already, as app/features/draw/domain/entrant-pool.ts knows it
 * from reading the list).
 */
export function keepList(
  count: number,
  choices: () => string[],
  canonicalLines: () => readonly string[],
  listHash?: string,
): { choices: string[]; unkeptList?: UnkeptList } {
  if (count <= keptListLimit) return { choices: choices() };
  return { choices: [], unkeptList: { count, sha256: listHash ?? hashOfList(canonicalLines(), 4) } };
}
