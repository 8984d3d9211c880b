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
