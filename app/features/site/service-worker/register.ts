import { skipWaitingMessage } from "./messages";

/**
 * Registers /sw.js and, once a new version has installed while this page runs an older one,
 * hands `onUpdateReady` the function that switches to it: the waiting worker takes over, then
 * the page reloads once, so no page ever runs one version's HTML with another's scripts.
 */
export async function registerServiceWorker(onUpdateReady: (reload: () => void) => void): Promise<void> {
  const { serviceWorker } = navigator;
  const registration = await serviceWorker.register("/sw.js");

  const offer = (worker: ServiceWorker) =>
    onUpdateReady(() => {
      // Another tab may have switched already; then only this page is left to reload.
      if (worker.state === "activated") return window.location.reload();
      serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
      worker.postMessage(skipWaitingMessage);
    });

  // Without a controller, an installed worker is the first one, not an update.
  if (registration.waiting && serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && serviceWorker.controller) offer(worker);
    });
  });

  // Moving between pages happens in the page, so the browser's own update check (on navigation)
  // rarely runs; a tab left open still learns of a new deploy when the visitor returns to it.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") registration.update().catch(() => {});
  });
}
