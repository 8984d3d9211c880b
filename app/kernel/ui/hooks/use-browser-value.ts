import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * A value only the browser can tell and that stays for the page's life: `onServer` while the server renders and while
 * the page hydrates, so hydration matches the prerendered HTML, then `inBrowser()`.
 */
export function useBrowserValue<T>(inBrowser: () => T, onServer: () => T): T {
  return useSyncExternalStore(neverChanges, inBrowser, onServer);
}
