/** A stored value as read back: `damaged` when something was stored that could not be read (it then reads as empty). */
export interface Restored<T> {
  value: T;
  damaged: boolean;
}

/**
 * Restore on read: nothing stored reads as `empty`; text that is not JSON, or JSON that `read` cannot take
 * (`read` returns undefined), reads as `empty` too, flagged damaged. Never throws, never guesses.
 */
export function restoreStored<T, E>(
  raw: string | null,
  read: (json: unknown) => T | undefined,
  empty: E,
): Restored<T | E> {
  if (raw === null) return { value: empty, damaged: false };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { value: empty, damaged: true };
  }
  const value = read(json);
  return value === undefined ? { value: empty, damaged: true } : { value, damaged: false };
}
