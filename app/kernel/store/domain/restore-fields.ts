/** For each field of a stored object, whether a value is one it may hold. */
export type FieldChecks<T> = { [K in keyof T]: (value: unknown) => value is T[K] };

/**
 * Reads a stored object field by field: a field that is missing or damaged falls back to its default, the others are
 * kept. Anything that is not an object reads as the defaults.
 */
export function restoreFields<T extends object>(json: unknown, defaults: T, checks: FieldChecks<T>): T {
  const stored = typeof json === "object" && json !== null ? (json as Record<string, unknown>) : {};
  const restored = { ...defaults };
  for (const field of Object.keys(checks) as (keyof T & string)[]) {
    const value = stored[field];
    if (checks[field](value)) restored[field] = value;
  }
  return restored;
}
