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
 * A file of a language other than English, given the other languages' codes: its pages, their `.data` and its 404
 * page (`es/weighted/index.html`, `es.data`, `es/404.html`). The precache keeps the English ones only, as before there
 * were languages: the visitor's own language's list is a step of its own (docs/i18n-plan.md, "8. The service worker").
 */
export function isOtherLanguageFile(file: string, otherLanguageCodes: ReadonlySet<string>): boolean {
  const [first = ""] = file.replace(/^\/+/, "").split("/");
  return otherLanguageCodes.has(first.replace(/\.data$/, ""));
}
