import { createHash } from "node:crypto";

/**
 * The URL a built file is served at. Prerendered pages live at `<path>/index.html` but the
 * server (and every static host set up as the README says) answers them at `/<path>`, without
 * a trailing slash; the precache must hold them under the URL the browser navigates to.
 */
export function precacheUrlFor(file: string): string {
  const url = `/${file.replace(/^\/+/, "")}`;
  if (url === "/index.html") return "/";
  return url.endsWith("/index.html") ? url.slice(0, -"/index.html".length) : url;
}

/** Files whose names carry a content hash: their URL alone identifies a version. */
export const hashedFilePattern = /^\/assets\//;

export interface PrecacheEntry {
  url: string;
  /** null where the URL itself changes with the content; Workbox refetches an entry when it changes. */
  revision: string | null;
}

/** One file of the client build (path relative to build/client) as a Workbox precache entry. */
export function precacheEntryFor(file: string, content: Uint8Array): PrecacheEntry {
  const url = precacheUrlFor(file);
  const revision = hashedFilePattern.test(url) ? null : createHash("md5").update(content).digest("hex");
  return { url, revision };
}

/**
 * The language a file of the build belongs to, given the languages' address codes (`en` first, unprefixed): a page,
 * its `.data` and a 404 page under a code's folder are that language's (`es/weighted/index.html`, `es.data`,
 * `es/404.html`); any other page or `.data` is the unprefixed language's (`index.html`, `_root.data`, `404.html`);
 * everything else (scripts, styles, icons) belongs to no language, `undefined`. The service worker keeps every
 * language-less file and the pages of one language, the visitor's (docs/decisions/002-offline-caching.md).
 */
export function languageOfFile(file: string, codes: readonly string[]): string | undefined {
  const [first = ""] = file.replace(/^\/+/, "").split("/");
  const prefixed = codes.slice(1).find((code) => code === first.replace(/\.data$/, ""));
  if (prefixed) return prefixed;
  return /\.(html|data)$/.test(file) ? codes[0] : undefined;
}
