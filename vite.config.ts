import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { sitePages } from "./app/site-pages";
import { readAppImportGraph } from "./scripts/app-import-graph.mjs";
import { linguiMacros } from "./scripts/lingui-macros";

// The build's chunks follow the imports, read from the source by scripts/app-import-graph.mjs: what the root layout
// loads, and which pages load each module at once (its route module and what that imports, not what it loads later
// with import(), which Rolldown splits off by itself). No list of modules to keep up with the code.
const appFolder = path.join(import.meta.dirname, "app");
const routeModules = [...sitePages.map(({ module }) => module), "features/site/routes/not-found.tsx"];
const { shell, pagesOf } = readAppImportGraph(appFolder, routeModules);

/** A module id as the graph names it: the file, with `?url` for a stylesheet's URL whatever the build's query. */
const graphName = (id: string) => {
  const [file = "", query] = id.split("?");
  return query !== undefined && file.endsWith(".css") ? `${file}?url` : file;
};
const pagesLoading = (id: string) => [...(pagesOf.get(graphName(id)) ?? [])];
const pageName = (routeModule: string) => path.basename(routeModule).replace(/\.tsx$/, "");
const featureOf = (id: string) => /[\\/]app[\\/]features[\\/]([^\\/]+)[\\/]/.exec(graphName(id))?.[1];

/** The root layout's modules but the root route itself, and what every page loads at once (the head tags). */
const everyPage = (id: string) =>
  (shell.has(graphName(id)) && graphName(id) !== path.join(appFolder, "root.tsx")) ||
  pagesLoading(id).length === routeModules.length;
const transModule = path.join(appFolder, "i18n", "trans.tsx");
const reactDomEntry = /[\\/]node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/;

// What three pages or more load at once (the kernel's lists, records and controls, the "Decide together" link): one
// chunk every tool page loads. What two pages share goes to a chunk for those two, named for the feature it belongs
// to (the wheel on / and /weighted, the battle's tournament on /battle-royale and /how-it-works) or for the two pages
// (the receipts' core on /draw and /teams, the kinds' icons on / and /history): no other page loads it, and the
// modules two pages share travel together rather than one file each.
const toolsShareAtLeast = 3;
const sharedByTwo = (id: string) => {
  const pages = pagesLoading(id);
  if (pages.length < 2 || pages.length >= toolsShareAtLeast) return null;
  return featureOf(id) ?? pages.map(pageName).sort().join("-and-");
};

export default defineConfig({
  plugins: [linguiMacros(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // The pseudo-language build's switch (app/i18n/languages.ts), as a constant the default build's scripts fold away.
  define: { "process.env.PSEUDO_LOCALE": JSON.stringify(process.env.PSEUDO_LOCALE ?? "") },
  // Module workers (both are started with { type: "module" }), so that a worker's code loaded on demand, as /draw's
  // worker loads a verifiable draw's, is a chunk of its own rather than part of the script every worker start fetches.
  // The macros run in workers' code too: a kernel module a worker imports may hold a message (`msg`), which must not
  // bring Lingui's macro package into the worker.
  worker: { format: "es", plugins: () => [linguiMacros()] },
  build: {
    rolldownOptions: {
      output: {
        // A dozen 1–2 KB chunks cost a round trip each on an HTTP/1.1 connection before the first paint: the site
        // shell travels as one file, and the modules many tool pages share as another. Groups are taken in order of
        // priority, each with the modules its modules import that no earlier group took.
        codeSplitting: {
          groups: [
            // react-dom's own entry (flushSync) too: react-dom/client needs it on every page.
            { name: "site-shell", test: (id: string) => everyPage(id) || reactDomEntry.test(id), priority: 3 },
            // The <Trans> runtime, which content pages and tools alike load once their messages hold elements: a
            // chunk of its own, so that neither the shell of every page nor the tools' chunk carries it to others.
            { name: "trans", test: (id: string) => graphName(id) === transModule, priority: 2 },
            { name: "tools-shared", test: (id: string) => pagesLoading(id).length >= toolsShareAtLeast, priority: 1 },
            { name: sharedByTwo, debugName: "shared-by-two", priority: 0 },
          ],
        },
      },
    },
  },
});
