import { createElement, Fragment, type ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import {
  createRequestHandler,
  Links,
  Outlet,
  Scripts,
  ServerRouter,
  type ServerBuild,
  type UNSAFE_AssetsManifest as AssetsManifest,
} from "react-router";
import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint, readDeferredScripts } from "./hydrate-after-first-paint";

type EntryRoute = NonNullable<AssetsManifest["routes"][string]>;

const entryRoute = (route: Pick<EntryRoute, "id" | "module" | "imports"> & Partial<EntryRoute>): EntryRoute => ({
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
  ...route,
});

// A site of two routes, as the build describes it to React Router: which scripts each route needs.
const assets: AssetsManifest = {
  entry: { module: "/assets/entry.client.js", imports: ["/assets/react.js"] },
  routes: {
    root: entryRoute({ id: "root", path: "", module: "/assets/root.js", imports: ["/assets/site-shell.js"] }),
    "routes/home": entryRoute({
      id: "routes/home",
      parentId: "root",
      index: true,
      module: "/assets/home.js",
      imports: ["/assets/tools-shared.js"],
    }),
  },
  url: "/assets/manifest.js",
  version: "test",
};

// The page's text says "modulepreload" too, escaped as React escapes text: only real elements count.
const Layout = ({ children }: { children: ReactNode }) =>
  createElement(
    "html",
    null,
    createElement("head", null, createElement(Links)),
    createElement(
      "body",
      null,
      createElement("p", null, '<link rel="modulepreload">'),
      children,
      createElement(Scripts),
    ),
  );

const build: ServerBuild = {
  entry: {
    module: {
      async default(request, status, headers, context) {
        const stream = await renderToReadableStream(createElement(ServerRouter, { context, url: request.url }));
        await stream.allReady;
        return new Response(stream, {
          status,
          headers: { ...Object.fromEntries(headers), "Content-Type": "text/html" },
        });
      },
    },
  },
  routes: {
    root: { id: "root", path: "", module: { default: () => createElement(Outlet), Layout } },
    "routes/home": {
      id: "routes/home",
      parentId: "root",
      index: true,
      module: { default: () => createElement(Fragment) },
    },
  },
  assets,
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: { v8_passThroughRequests: true, v8_trailingSlashAwareDataRequests: false, v8_middleware: false },
  ssr: true,
  isSpaMode: false,
  prerender: ["/"],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
};

/** What React Router's own <Scripts /> writes into a page, rendered by the version the site pins. */
async function renderPage(): Promise<string> {
  const response = await createRequestHandler(build, "production")(new Request("http://localhost/"));
  expect(response.status).toBe(200);
  return response.text();
}

const bootstrapOf = (html: string) => /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

describe("hydrateAfterFirstPaint, on what React Router renders", () => {
  it("moves every module preload and the route imports behind the first paint, in their order", async () => {
    const page = await renderPage();
    const preloaded = [...page.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(([, href]) => href);
    // Each script the entry and the route need, and the modules those import.
    expect(preloaded).toEqual([
      "/assets/manifest.js",
      "/assets/entry.client.js",
      "/assets/react.js",
      "/assets/root.js",
      "/assets/site-shell.js",
      "/assets/home.js",
      "/assets/tools-shared.js",
    ]);

    const html = hydrateAfterFirstPaint(page);
    const script = bootstrapOf(html);

    expect(html).not.toContain('rel="modulepreload"');
    expect(html.replace(script, "")).toBe(
      page.replace(/<link rel="modulepreload"[^>]*>/g, "").replace(bootstrapOf(page), ""),
    );
    expect(script).toMatch(/^await new Promise\(\(resolve\) => \{[\s\S]*"first-contentful-paint"[\s\S]*\}\);\n/);
    expect(script).not.toMatch(/^import /m);
    expect(readDeferredScripts(html)).toEqual({
      preloads: preloaded,
      imports: ["/assets/manifest.js", "/assets/root.js", "/assets/home.js", "/assets/entry.client.js"],
    });
    // The route modules are awaited in order, as bindings the rest of the bootstrap uses, before the entry starts.
    expect(script).toMatch(
      /const (\w+) = await import\("\/assets\/root\.js"\);\nconst (\w+) = await import\("\/assets\/home\.js"\);[\s\S]*\{"root":\1,"routes\/home":\2\}[\s\S]*import\("\/assets\/entry\.client\.js"\);\s*$/,
    );
  });

  it("leaves a page without scripts unchanged", () => {
    const html = "<!DOCTYPE html><html><head></head><body></body></html>";

    expect(hydrateAfterFirstPaint(html)).toBe(html);
    expect(readDeferredScripts(html)).toBeUndefined();
  });

  it("refuses a module script whose imports it does not know how to defer", async () => {
    const page = await renderPage();
    const html = page.replace(/import \* as (\w+) from "\/assets\/root\.js";/, 'import { a } from "/assets/root.js";');
    expect(html).not.toBe(page);

    expect(() => hydrateAfterFirstPaint(html)).toThrow("The module script has an import this cannot defer");
  });

  it("refuses a page whose module preloads it cannot all read, which would load before the first paint", async () => {
    const page = await renderPage();
    const written = page.replace(
      /<link rel="modulepreload" href="([^"]+)"\/>/g,
      '<link rel="modulepreload" href="$1" crossorigin=""/>',
    );
    expect(written).not.toBe(page);

    expect(() => hydrateAfterFirstPaint(written)).toThrow("Read 0 of the page's");
    const oneMissed = page.replace(
      '<link rel="modulepreload" href="/assets/home.js"/>',
      "<link href='/assets/home.js' rel='modulepreload'>",
    );
    expect(() => hydrateAfterFirstPaint(oneMissed)).toThrow(/Read \d+ of the page's \d+ module preloads/);
  });

  it("refuses module preloads without the module script that would start them", async () => {
    const page = await renderPage();

    expect(() => hydrateAfterFirstPaint(page.replace(bootstrapOf(page), "").replace('type="module"', ""))).toThrow(
      "Found module preloads but no module script",
    );
  });
});
