// React Router's <Scripts /> renders these exactly so; anything else means its output changed and this needs a look.
const modulePreloadPattern = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootstrapPattern = /<script type="module" async="">([\s\S]*?)<\/script>/;
const staticImportPattern = /^import (?:\* as ([\w$]+) from )?("[^"]+");$/gm;

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
