import { skipWaitingMessage, type KeepLanguageMessage } from "./messages";

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

  // Offline, the visitor finds the language they read in; a choice in the language menu changes <html lang>, and the
  // worker then keeps that language instead. A language's address code is its tag in lower case ("pt-BR", "pt-br").
  const keepPageLanguage = () => keepLanguageOffline(document.documentElement.lang.toLowerCase()).catch(() => {});
  void keepPageLanguage();
  new MutationObserver(keepPageLanguage).observe(document.documentElement, { attributeFilter: ["lang"] });

  // Moving between pages happens in the page, so the browser's own update check (on navigation)
  // rarely runs; a tab left open still learns of a new deploy when the visitor returns to it.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") registration.update().catch(() => {});
  });
}

/**
 * Tells the service worker which language this page shows, so that it keeps that language's pages for offline use and
 * drops any other's; resolves once they are cached (the worker answers on the message's port).
 */
export async function keepLanguageOffline(code: string): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const { port1, port2 } = new MessageChannel();
  const cached = new Promise<void>((resolve) => {
    port1.onmessage = () => resolve();
  });
  registration.active?.postMessage({ type: "keep-language", code } satisfies KeepLanguageMessage, [port2]);
  await cached;
  port1.close();
}
