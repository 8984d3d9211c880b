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

/** Calls `onChange` when another tab changes `key` (or clears storage). */
export function subscribeToOtherTabs(key: string, onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}
