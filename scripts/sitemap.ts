import type { Language, LanguageCode } from "~/i18n/languages";

/** What the sitemap needs of app/i18n/languages.ts (passed in: the build's config cannot resolve `~/`). */
export interface SiteLanguages {
  languages: readonly Pick<Language, "code" | "lang">[];
  localizedPath(path: string, code: LanguageCode): string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * `sitemap.xml`: every page in every language, each `<url>` naming all its languages' addresses and x-default (the
 * English one), as Google reads alternates from a sitemap. `pages` are the paths without a language ("/weighted").
 */
export function buildSitemap(
  origin: string,
  pages: readonly string[],
  { languages, localizedPath }: SiteLanguages,
): string {
  const urls = pages.flatMap((page) => {
    const alternates = [
      ...languages.map(({ code, lang }) => ({ hreflang: lang, href: `${origin}${localizedPath(page, code)}` })),
      { hreflang: "x-default", href: `${origin}${page}` },
    ]
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join("\n");
    return languages.map(
      ({ code }) =>
        `  <url>\n    <loc>${escapeXml(`${origin}${localizedPath(page, code)}`)}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

/** `robots.txt`: everything may be crawled; the sitemap lists it. */
export function buildRobotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
