// React Router's <Scripts /> renders these exactly so; anything else means its output changed and this needs a look.
const modulePreloadPattern = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootstrapPattern = /<script type="module" async="">([\s\S]*?)<\/script>/;
const staticImportPattern = /^import (?:\* as ([\w$]+) from )?("[^"]+");$/gm;
// A module preload however it is written: one the pattern above does not read would still load before the first paint.
const anyModulePreloadPattern = /<link\b[^>]*\brel=["']?modulepreload["'\s/>]/gi;
// In the rewritten bootstrap: the scripts it preloads, then each import (a JSON string, as written above).
const deferredPreloadsPattern = /^for \(const href of (\[.*\])\) \{$/m;
const deferredImportPattern = /\bimport\(("[^"]+")\)/g;

// The first contentful paint is reported once the frame is on screen, which can be well after the frame that
// painted it; a hidden tab paints nothing, so there is nothing to wait for.
const afterFirstPaint = `await new Promise((resolve) => {
  if (document.hidden) return resolve();
  if (!PerformanceObserver.supportedEntryTypes.includes("paint")) return requestAnimationFrame(() => setTimeout(resolve));
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    resolve();
  }).observe({ type: "paint", buffered: true });
});`;

/**
 * Starts fetching the scripts that hydrate a server-rendered page only once the page has painted.
 * The page is complete HTML before any script runs: its scripts only hydrate it. Fetched from the head
 * on, they finish before the first paint on a fast connection, and Lighthouse then counts them towards
 * the largest paint. On a slow phone, the page runs a little later (decision 013 weighs it).
 *
 * React Router's bootstrap imports the route modules statically; they become awaited dynamic imports in the
 * same order, behind module preloads of every script, so nothing is fetched one after another.
 */
export function hydrateAfterFirstPaint(html: string): string {
  const bootstrap = bootstrapPattern.exec(html);
  const preloads = [...html.matchAll(modulePreloadPattern)].map(([, href]) => href);
  const written = html.match(anyModulePreloadPattern)?.length ?? 0;
  if (written !== preloads.length) {
    throw new Error(`Read ${preloads.length} of the page's ${written} module preloads: React Router's output changed`);
  }
  if (!bootstrap) {
    if (preloads.length > 0)
      throw new Error("Found module preloads but no module script to start after the first paint");
    return html;
  }
  const body = (bootstrap[1] ?? "").replace(staticImportPattern, (_, name: string | undefined, specifier: string) =>
    name ? `const ${name} = await import(${specifier});` : `await import(${specifier});`,
  );
  if (/^\s*import\s/m.test(body)) throw new Error("The module script has an import this cannot defer");
  const deferred = [
    afterFirstPaint,
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    "}",
    body,
  ].join("\n");
  return html
    .replace(modulePreloadPattern, "")
    .replace(bootstrapPattern, () => `<script type="module" async="">${deferred}</script>`);
}

/**
 * The scripts a page rewritten by `hydrateAfterFirstPaint` loads once it has painted: those it preloads and those it
 * imports, as written in it; undefined for a page without the bootstrap.
 */
export function readDeferredScripts(html: string): { preloads: string[]; imports: string[] } | undefined {
  const body = bootstrapPattern.exec(html)?.[1];
  if (body === undefined) return undefined;
  const preloads = deferredPreloadsPattern.exec(body)?.[1];
  if (preloads === undefined) throw new Error("The module script is not one hydrateAfterFirstPaint wrote");
  return {
    preloads: JSON.parse(preloads) as string[],
    imports: [...body.matchAll(deferredImportPattern)].map(
      ([, specifier]) => JSON.parse(specifier as string) as string,
    ),
  };
}
