/**
 * The browser's localStorage, or null where it cannot be used (server rendering,
 * storage disabled, some private modes): merely touching `window.localStorage` can throw.
 */
export function getLocalStorage(): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return window.localStorage;
  } catch {
    return null;
  }
}

/** What the `storage` event tells of another tab's write; `key` is null when that tab cleared storage. */
export type OtherTabWrite = Pick<StorageEvent, "key" | "oldValue" | "newValue">;

/** Calls `onChange` when another tab changes `key` (or clears storage). */
export function subscribeToOtherTabs(key: string, onChange: (write: OtherTabWrite) => void): () => void {
  if (typeof window === "undefined") return () => {}; // a server render has no other tabs
  const listener = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange(event);
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}
