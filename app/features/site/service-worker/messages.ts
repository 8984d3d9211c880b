/** What the page posts to a waiting service worker when the visitor chooses to reload. */
export const skipWaitingMessage = "skip-waiting";
