// The service worker, bundled on its own into build/client/sw.js by scripts/service-worker-build.ts
// (never part of the page bundle). Why it works this way: docs/decisions/002-offline-caching.md.
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { skipWaitingMessage } from "./messages";

/** Every prerendered page and built file, with revisions; replaced at build time. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];

// The DOM typings the rest of the app is checked with have no worker scope; this is the part used here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
declare const self: {
  registration: ServiceWorkerRegistration;
  skipWaiting(): Promise<void>;
  addEventListener(type: "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
};

const notFoundPage = "/404.html";

/**
 * Network first, so an online visitor always gets the pages of the current deploy; the precached
 * copy (same version as the precached scripts) only when the network fails or the server errs.
 * Nothing a navigation returns is stored, so a 404 or an error page is never cached as a page.
 */
async function respondToNavigation({ request, event }: { request: Request; event: unknown }): Promise<Response> {
  const { pathname } = new URL(request.url);
  try {
    const preloaded = await (event as { preloadResponse?: Promise<Response | undefined> }).preloadResponse;
    const response = preloaded ?? (await fetch(request));
    return response.status < 500 ? response : ((await matchPrecache(pathname)) ?? response);
  } catch {
    return (await matchPrecache(pathname)) ?? (await matchPrecache(notFoundPage)) ?? Response.error();
  }
}

// Registered before the precache route, which would otherwise answer page URLs from the cache. The vote API is left
// to the network, untouched, whatever the request: no route here matches /api/ (its fetches and event streams are no
// navigations, and a navigation to it is denied), so an answer of the API is never cached nor made up offline.
registerRoute(new NavigationRoute(respondToNavigation, { denylist: [/^\/api\//] }));
precacheAndRoute(__PRECACHE_MANIFEST__);
cleanupOutdatedCaches();

self.addEventListener("activate", (event) => {
  // Starts the page request while the worker boots, so network first costs no extra round trip.
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

// A new version waits until the visitor accepts the reload the page offers (update-prompt.tsx).
self.addEventListener("message", (event) => {
  if (event.data === skipWaitingMessage) void self.skipWaiting();
});

// On the first install, take over the open page, so it can load its other routes offline.
clientsClaim();
