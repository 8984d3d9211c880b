import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "./script-priority";

describe("lowerModulePreloadPriority", () => {
  it("marks every module preload low priority and leaves the rest of the page alone", () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/root.css"/>' +
      '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/route.js"/></head>' +
      "<body><p>Options: &lt;link rel=&quot;modulepreload&quot;</p></body>";

    expect(lowerModulePreloadPriority(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/root.css"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/route.js"/></head>' +
        "<body><p>Options: &lt;link rel=&quot;modulepreload&quot;</p></body>",
    );
  });

  it("leaves a page without module preloads unchanged", () => {
    const html = "<!DOCTYPE html><html><head></head><body></body></html>";

    expect(lowerModulePreloadPriority(html)).toBe(html);
  });
});
