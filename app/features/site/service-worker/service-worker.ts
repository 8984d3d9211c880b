// The service worker, bundled on its own into build/client/sw.js by scripts/service-worker-build.ts
// (never part of the page bundle). Why it works this way: docs/decisions/002-offline-caching.md.
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { skipWaitingMessage, type KeepLanguageMessage } from "./messages";

/** Every built file that belongs to no language (scripts, styles, icons), with revisions; replaced at build time. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];
/** Each language's pages, `.data` files and 404 page, by address code, the unprefixed language first; replaced too. */
declare const __LANGUAGE_PAGES__: Record<string, string[]>;
/** Changes whenever any of those files does; replaced too. */
declare const __LANGUAGE_PAGES_STAMP__: string;

// The DOM typings the rest of the app is checked with have no worker scope; this is the part used here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
declare const self: {
  registration: ServiceWorkerRegistration;
  clients: { matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<{ url: string }[]> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableEvent & MessageEvent) => void): void;
};

// One language's pages are kept offline, the visitor's: each language has as many pages as English, so keeping all
// eleven would store eleven times what a visitor reads. Their cache is named for the language and for this build's
// lists, so a new deploy caches its own pages beside the old ones and drops those once it takes over.
const [unprefixedCode = "en", ...prefixedCodes] = Object.keys(__LANGUAGE_PAGES__);
const pagesCachePrefix = "pages-";
const pagesCacheName = (code: string) => `${pagesCachePrefix}${code}-${__LANGUAGE_PAGES_STAMP__}`;

function languageOfPath(pathname: string): string {
  const [, first = ""] = pathname.split("/");
  return prefixedCodes.find((code) => code === first.replace(/\.data$/, "")) ?? unprefixedCode;
}

/** The language kept now: an earlier build's choice, else the language of the page that installs the worker. */
async function languageToKeep(): Promise<string> {
  for (const name of await caches.keys()) {
    const code = [unprefixedCode, ...prefixedCodes].find((known) => name.startsWith(`${pagesCachePrefix}${known}-`));
    if (code) return code;
  }
  const [client] = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  return client ? languageOfPath(new URL(client.url).pathname) : unprefixedCode;
}

/** Caches `code`'s pages for this build (each fetched anew, none from the browser's HTTP cache). */
async function cacheLanguage(code: string): Promise<void> {
  const pages = __LANGUAGE_PAGES__[code];
  if (!pages) return;
  const cache = await caches.open(pagesCacheName(code));
  const cached = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const missing = pages.filter((url) => !cached.has(url));
  await cache.addAll(missing.map((url) => new Request(url, { cache: "reload" })));
}

/** Drops the pages caches `drop` picks out by name. */
async function dropPages(drop: (name: string) => boolean): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(pagesCachePrefix) && drop(name)).map((n) => caches.delete(n)),
  );
}
const isThisBuilds = (name: string) => name.endsWith(`-${__LANGUAGE_PAGES_STAMP__}`);

/** The cached copy of a page or `.data` file of the kept language, if any. */
async function matchPage(pathname: string): Promise<Response | undefined> {
  for (const name of await caches.keys()) {
    if (!name.startsWith(pagesCachePrefix) || !isThisBuilds(name)) continue;
    const response = await (await caches.open(name)).match(pathname);
    if (response) return response;
  }
  return undefined;
}

const notFoundPageOf = (code: string) => (code === unprefixedCode ? "/404.html" : `/${code}/404.html`);

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
    return response.status < 500 ? response : ((await matchPage(pathname)) ?? response);
  } catch {
    return (
      (await matchPage(pathname)) ??
      (await matchPage(notFoundPageOf(languageOfPath(pathname)))) ??
      (await matchPage(notFoundPageOf(await languageToKeep()))) ??
      Response.error()
    );
  }
}

/**
 * A page's `.data` (its messages and loader data, fetched on moving between pages): from the kept language's cache,
 * which holds this build's, the build of the scripts that ask for it, as the precache serves those; else the network.
 */
async function respondWithPageData({ request }: { request: Request }): Promise<Response> {
  return (await matchPage(new URL(request.url).pathname)) ?? fetch(request);
}

// Registered before the precache route, which would otherwise answer page URLs from the cache. The vote API is left
// to the network, untouched, whatever the request: no route here matches /api/ (its fetches and event streams are no
// navigations, and a navigation to it is denied), so an answer of the API is never cached nor made up offline.
registerRoute(new NavigationRoute(respondToNavigation, { denylist: [/^\/api\//] }));
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith(".data"), respondWithPageData);
precacheAndRoute(__PRECACHE_MANIFEST__);
cleanupOutdatedCaches();

// Installed with the pages of the language kept so far, or of the page that installs it: offline once it is ready.
self.addEventListener("install", (event) => {
  event.waitUntil(languageToKeep().then(cacheLanguage));
});

self.addEventListener("activate", (event) => {
  // Starts the page request while the worker boots, so network first costs no extra round trip.
  const preload = self.registration.navigationPreload?.enable() ?? Promise.resolve();
  // The worker that now answers keeps its own build's pages of one language; earlier builds' go.
  const oldPages = dropPages((name) => !isThisBuilds(name));
  event.waitUntil(Promise.all([preload, oldPages]));
});

// A new version waits until the visitor accepts the reload the page offers (update-prompt.tsx). A page says which
// language it shows (register.ts): that language's pages are cached, then every other's dropped, and the page told.
self.addEventListener("message", (event) => {
  if (event.data === skipWaitingMessage) void self.skipWaiting();
  const message = event.data as Partial<KeepLanguageMessage> | null;
  if (message?.type !== "keep-language" || !message.code || !(message.code in __LANGUAGE_PAGES__)) return;
  const kept = cacheLanguage(message.code)
    .then(() => dropPages((name) => name !== pagesCacheName(message.code as string)))
    .then(() => event.ports[0]?.postMessage(message.code));
  event.waitUntil(kept);
});

// On the first install, take over the open page, so it can load its other routes offline.
clientsClaim();
