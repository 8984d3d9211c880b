import { describe, expect, it } from "vitest";
import * as siteLanguages from "~/i18n/languages";
import { buildRobotsTxt, buildSitemap } from "./sitemap";

const origin = "https://example.test";

describe("buildSitemap", () => {
  const sitemap = buildSitemap(origin, ["/", "/weighted"], siteLanguages);
  const { languages } = siteLanguages;

  it("lists every page in every language", () => {
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toHaveLength(2 * languages.length);
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/es`);
    expect(locs).toContain(`${origin}/zh-hans/weighted`);
    expect(locs).toContain(`${origin}/weighted`);
  });

  it("gives each address the alternates of all its languages and x-default, the English one", () => {
    const entry = sitemap.split("<url>").find((part) => part.includes(`<loc>${origin}/ar/weighted</loc>`)) ?? "";
    for (const { lang } of languages) expect(entry).toContain(`hreflang="${lang}"`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="pt-BR" href="${origin}/pt-br/weighted"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/weighted"/>`);
  });
});

describe("buildRobotsTxt", () => {
  it("names the sitemap", () => {
    expect(buildRobotsTxt(origin)).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
