/** What the page posts to a waiting service worker when the visitor chooses to reload. */
export const skipWaitingMessage = "skip-waiting";

/** What the page posts to its service worker: keep this language's pages for offline use, and no other's. */
export interface KeepLanguageMessage {
  type: "keep-language";
  /** The language's address code: "en", "es", "pt-br"… */
  code: string;
}
