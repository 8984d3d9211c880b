import { useSyncExternalStore } from "react";

/** Which way the page's lines run: right to left in Arabic (`<html dir="rtl">`), left to right otherwise. */
export type PageDirection = "ltr" | "rtl";

/** The page's direction now, from `<html dir>`. */
export const readPageDirection = (): PageDirection => (document.documentElement.dir === "rtl" ? "rtl" : "ltr");

// The page's language, and with it its direction, can change without a reload (a move to another language's page).
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["dir"] });
  return () => observer.disconnect();
}

/**
 * The page's direction, for what a style sheet cannot mirror (arrow keys and the arrows that name them): left to right
 * while the server renders and the page hydrates, then `<html dir>`'s, following it when it changes.
 */
export function usePageDirection(): PageDirection {
  return useSyncExternalStore(subscribe, readPageDirection, () => "ltr");
}
