import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint } from "./hydrate-after-first-paint";

// The shape of React Router's <Scripts /> output for a prerendered page.
const page =
  '<html><head><link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/entry.js"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/home.js"/></head>' +
  "<body><p>Options: &lt;link rel=&quot;modulepreload&quot;</p>" +
  '<script type="module" async="">import "/assets/manifest.js";\n' +
  'import * as route0 from "/assets/root.js";\n' +
  'import * as route1 from "/assets/home.js";\n' +
  '  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
  'import("/assets/entry.js");</script><script>window.after = true;</script></body></html>';

describe("hydrateAfterFirstPaint", () => {
  it("moves the module preloads and the route imports behind the first paint, in their order", () => {
    const html = hydrateAfterFirstPaint(page);
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

    expect(html.replace(script, "")).toBe(
      '<html><head><link rel="stylesheet" href="/assets/root.css"/></head>' +
        "<body><p>Options: &lt;link rel=&quot;modulepreload&quot;</p>" +
        '<script type="module" async=""></script><script>window.after = true;</script></body></html>',
    );
    expect(script).toMatch(/^await new Promise\(\(resolve\) => \{[\s\S]*"first-contentful-paint"[\s\S]*\}\);\n/);
    expect(script).toContain(
      'for (const href of ["/assets/manifest.js","/assets/entry.js","/assets/root.js","/assets/home.js"]) {\n' +
        '  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n' +
        "}\n" +
        'await import("/assets/manifest.js");\n' +
        'const route0 = await import("/assets/root.js");\n' +
        'const route1 = await import("/assets/home.js");\n' +
        '  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
        'import("/assets/entry.js");',
    );
  });

  it("leaves a page without scripts unchanged", () => {
    const html = "<!DOCTYPE html><html><head></head><body></body></html>";

    expect(hydrateAfterFirstPaint(html)).toBe(html);
  });

  it("refuses a module script whose imports it does not know how to defer", () => {
    const html = page.replace('import * as route0 from "/assets/root.js";', 'import { a } from "/assets/root.js";');

    expect(() => hydrateAfterFirstPaint(html)).toThrow("The module script has an import this cannot defer");
  });

  it("refuses module preloads without the module script that would start them", () => {
    const html = '<head><link rel="modulepreload" href="/assets/entry.js"/></head><body></body>';

    expect(() => hydrateAfterFirstPaint(html)).toThrow("Found module preloads but no module script");
  });
});
