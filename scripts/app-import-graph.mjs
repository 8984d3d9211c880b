// The app's modules and their imports, read from the source: which modules each page loads at once (its route module
// and what that imports, not what it loads later with import()), and which the root layout loads on every page.
// vite.config.ts decides the build's chunks from it and from the folders, so no list of file names has to follow the
// code. Only app/ is read; packages come along with the app modules that import them.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";

// Static imports and re-exports (`import type` and `export type` are left out: they vanish from the build), side-effect
// imports, and import() with a literal specifier.
const staticImport = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']/gm;
const dynamicImport = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
const candidates = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/**
 * The file a specifier names, as the id the bundler gives it (`/abs/path.css?url` for a stylesheet's URL), or null for
 * a package, a generated type and anything else outside the app's source.
 * @param {string} appDir
 * @param {string} importer
 * @param {string} specifier
 */
function resolve(appDir, importer, specifier) {
  const [bare = "", query] = specifier.split("?");
  let base;
  if (bare.startsWith("~/")) base = path.join(appDir, bare.slice(2));
  else if (bare.startsWith("./") || bare.startsWith("../")) base = path.resolve(path.dirname(importer), bare);
  else return null;
  if (bare.includes("+types")) return null;
  const file = candidates
    .map((ending) => base + ending)
    .find((name) => statSync(name, { throwIfNoEntry: false })?.isFile());
  if (!file || !/\.(tsx?|css)$/.test(file)) return null;
  return query ? `${file}?${query}` : file;
}

/**
 * @param {string} appDir the app's folder, absolute
 * @param {readonly string[]} routeModules each page's route module, relative to appDir
 */
export function readAppImportGraph(appDir, routeModules) {
  /** @type {Map<string, { eager: string[], lazy: string[] }>} */
  const imports = new Map();
  /** @param {string} file */
  const read = (file) => {
    if (imports.has(file)) return;
    const edges = { eager: /** @type {string[]} */ ([]), lazy: /** @type {string[]} */ ([]) };
    imports.set(file, edges);
    if (!/\.tsx?$/.test(file)) return;
    const source = readFileSync(file, "utf8");
    for (const [kind, pattern] of /** @type {const} */ ([
      ["eager", staticImport],
      ["lazy", dynamicImport],
    ])) {
      for (const match of source.matchAll(pattern)) {
        const target = resolve(appDir, file, match[1] ?? "");
        // A `.server` module runs on the server and at prerender only: React Router keeps it out of every script.
        if (target && !/\.server\.tsx?$/.test(target)) edges[kind].push(target);
      }
    }
    for (const target of [...edges.eager, ...edges.lazy]) read(target);
  };
  /** @param {string} entry */
  const loadedAtOnce = (entry) => {
    const reached = new Set([entry]);
    const queue = [entry];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      read(file);
      for (const target of imports.get(file)?.eager ?? []) {
        if (!reached.has(target)) {
          reached.add(target);
          queue.push(target);
        }
      }
    }
    return reached;
  };
  const shell = loadedAtOnce(path.join(appDir, "root.tsx"));
  /** @type {Map<string, Set<string>>} each module a page loads at once and is not the shell's, with those pages */
  const pagesOf = new Map();
  for (const route of routeModules) {
    for (const file of loadedAtOnce(path.join(appDir, route))) {
      if (shell.has(file)) continue;
      pagesOf.set(file, (pagesOf.get(file) ?? new Set()).add(route));
    }
  }
  return { shell, pagesOf, imports };
}
