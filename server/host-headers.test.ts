import { describe, expect, it } from "vitest";
import { cacheControl } from "./cache-control.mjs";
import { buildHostHeaderRules, formatHeadersFile, formatNginxConfig } from "./host-headers.mjs";
import { buildDocumentHeaders, buildSecurityHeaders, hashInline } from "./security-headers.mjs";

const build = {
  pages: [
    { path: "/", html: "<script>home()</script>" },
    { path: "/weighted", html: "<script>weighted()</script>" },
  ],
  notFoundHtml: "<script>missing()</script>",
  files: [
    "/index.html",
    "/weighted/index.html",
    "/404.html",
    "/assets/root-abc.js",
    "/sw.js",
    "/favicon.svg",
    "/icons/icon-192.png",
  ],
};

describe("the static hosts' header rules", () => {
  const rules = buildHostHeaderRules(build);
  const rule = (path: string) => rules.find((candidate) => candidate.path === path);

  it("give each page exactly its own inline scripts and revalidation", () => {
    expect(rule("/weighted")).toEqual({
      path: "/weighted",
      file: "/weighted/index.html",
      headers: { ...buildDocumentHeaders("<script>weighted()</script>"), "Cache-Control": cacheControl.page },
    });
    expect(rule("/weighted")!.headers["Content-Security-Policy"]).not.toContain(hashInline("home()"));
    expect(rule("/")!.file).toBe("/index.html");
  });

  it("give the 404 page its own scripts, assets a year, the service worker none, other files an hour", () => {
    expect(rule("/404.html")!.headers["Content-Security-Policy"]).toContain(hashInline("missing()"));
    expect(rule("/assets/*")!.headers).toEqual({
      ...buildSecurityHeaders(),
      "Cache-Control": cacheControl.hashedAsset,
    });
    expect(rule("/sw.js")!.headers["Cache-Control"]).toBe("no-cache");
    expect(rule("/favicon.svg")!.headers["Cache-Control"]).toBe(cacheControl.publicFile);
    expect(rule("/icons/icon-192.png")).toBeDefined();
  });

  it("never let two rules cover the same file, so no host has to combine them", () => {
    const paths = rules.map((candidate) => candidate.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain("/index.html");
    expect(paths).not.toContain("/assets/root-abc.js");
    expect(paths).not.toContain("/*");
  });

  it("admit the analytics origins only for a build with analytics", () => {
    const withAnalytics = buildHostHeaderRules({ ...build, analytics: true });
    expect(withAnalytics[0]!.headers["Content-Security-Policy"]).toContain("https://www.googletagmanager.com");
    expect(rule("/")!.headers["Content-Security-Policy"]).not.toContain("googletagmanager");
  });
});

describe("the header files", () => {
  const rules = buildHostHeaderRules(build);

  it("_headers lists each path with its headers indented under it", () => {
    const text = formatHeadersFile(rules);
    expect(text).toContain("\n/weighted\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-");
    expect(text).toContain("\n/assets/*\n");
    expect(text).toContain("  Cache-Control: public, max-age=31536000, immutable\n");
  });

  it("the nginx snippet serves pages from their files, assets by prefix, and 404.html for the rest", () => {
    const text = formatNginxConfig(rules);
    expect(text).toContain("error_page 404 /404.html;");
    expect(text).toContain("location = /weighted {\n    try_files /weighted/index.html =404;\n");
    expect(text).toContain("location ^~ /assets/ {\n    try_files $uri =404;\n");
    expect(text).toContain('    add_header Cache-Control "no-cache" always;');
    expect(text).toMatch(/location \/ \{\n {4}try_files \$uri =404;\n\}/);
  });
});
