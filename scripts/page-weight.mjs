// What a page loads on its first visit, measured the way a browser fetches it: module scripts, modulepreloads, the
// scripts the inline bootstrap preloads and imports (and anything those import statically), the scripts of Web Workers
// those start, and stylesheets, linked or inline; chunks imported later are listed apart. `npm run budget` reports
// these figures against its budgets. The bootstrap and the early-press script are read through the modules that
// write them.
import http from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { findInlineScripts, findInlineStyles } from "#server/security-headers";
import { openAppModules } from "./app-modules.mjs";

const appModules = await openAppModules();
const { readDeferredScripts } = /** @type {typeof import("~/hydrate-after-first-paint")} */ (
  await appModules.load("hydrate-after-first-paint.ts")
);
const { earlyPressCaptureScript } = /** @type {typeof import("~/early-press-capture")} */ (
  await appModules.load("early-press-capture.ts")
);
await appModules.close();

/**
 * Raw bytes as the server sent them (no transparent decompression, unlike fetch).
 *
 * @param {string} url
 * @returns {Promise<{ status: number | undefined, headers: http.IncomingHttpHeaders, body: Buffer }>}
 */
function get(url, acceptEncoding = "identity") {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** @param {string} text */
function parseAttributes(text) {
  const attributes = new Map();
  for (const [, name = "", double, single, bare] of text.matchAll(
    /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
  )) {
    attributes.set(name.toLowerCase(), double ?? single ?? bare ?? "");
  }
  return attributes;
}

// Minified chunks: `import{a as b}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`.
const staticImportPattern = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']([^"']+)["']/g;
const dynamicImportPattern = /\bimport\s*\(\s*(["'`])([^"'`]+)\1\s*\)/g;
// Vite's worker URLs: `new Worker(new URL(`/assets/x.worker-abc.js`,``+import.meta.url),…)`.
const workerPattern = /\bnew\s+(?:Shared)?Worker\s*\(\s*new\s+URL\s*\(\s*(["'`])([^"'`]+)\1/g;

/**
 * What the HTML itself asks for before any script runs.
 *
 * @param {string} html
 * @param {string} pageUrl
 */
function listPageAssets(html, pageUrl) {
  const scripts = new Set();
  const styles = new Set();
  const resolve = (/** @type {string} */ specifier) => new URL(specifier, pageUrl).href;
  for (const [, attributeText = ""] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const src = parseAttributes(attributeText).get("src");
    if (src) scripts.add(resolve(src));
  }
  const { preloads, imports } = readDeferredScripts(html) ?? { preloads: [], imports: [] };
  for (const specifier of [...preloads, ...imports]) scripts.add(resolve(specifier));
  const inlineScripts = findInlineScripts(html).filter((body) => body === earlyPressCaptureScript);
  const inlineStyles = findInlineStyles(html);
  for (const [, attributeText = ""] of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = parseAttributes(attributeText);
    const rel = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
    const href = attributes.get("href");
    if (!href) continue;
    if (rel.includes("modulepreload")) scripts.add(resolve(href));
    if (rel.includes("stylesheet")) styles.add(resolve(href));
  }
  return { scripts, styles, inlineScripts, inlineStyles };
}

/** @typedef {{ raw: number, gzip: number, brotli: number }} Sizes */
/** @typedef {Sizes & { url: string, text: string }} Asset */

/** @type {Map<string, Asset>} */
const assetCache = new Map();

/**
 * Raw, gzip at level 9, brotli at quality 11 (what a precompressing host serves).
 *
 * @param {Buffer} body
 * @returns {Sizes}
 */
function measureBytes(body) {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }).length,
  };
}

/**
 * One file's text and sizes.
 *
 * @param {string} url
 * @param {string} origin
 * @returns {Promise<Asset>}
 */
async function measureAsset(url, origin) {
  if (!url.startsWith(`${origin}/`)) {
    throw new Error(`${url} is not served by this site (docs/product-rules.md, Privacy)`);
  }
  const cached = assetCache.get(url);
  if (cached) return cached;
  const response = await get(url);
  if (response.status !== 200) throw new Error(`${url} answered HTTP ${response.status}`);
  const { body } = response;
  const asset = { url, text: body.toString("utf8"), ...measureBytes(body) };
  assetCache.set(url, asset);
  return asset;
}

/**
 * @param {string} text
 * @param {RegExp} pattern
 * @param {string} baseUrl
 */
function findImports(text, pattern, baseUrl) {
  return [...text.matchAll(pattern)].map((match) => new URL(match.at(-1) ?? "", baseUrl).href);
}

/**
 * Follows static imports from `entries`; collects the chunks they import dynamically on the way.
 *
 * @param {Iterable<string>} entries
 * @param {string} origin
 */
async function loadModuleGraph(entries, origin) {
  /** @type {Map<string, Asset>} */
  const loaded = new Map();
  /** @type {Set<string>} */
  const dynamic = new Set();
  const pending = [...entries];
  for (let url = pending.pop(); url !== undefined; url = pending.pop()) {
    if (loaded.has(url)) continue;
    const asset = await measureAsset(url, origin);
    loaded.set(url, asset);
    pending.push(...findImports(asset.text, staticImportPattern, url));
    for (const lazyUrl of findImports(asset.text, dynamicImportPattern, url)) dynamic.add(lazyUrl);
  }
  return { loaded, dynamic };
}

/**
 * @param {Sizes[]} assets
 * @returns {Sizes}
 */
function sumSizes(assets) {
  return assets.reduce(
    (sum, asset) => ({ raw: sum.raw + asset.raw, gzip: sum.gzip + asset.gzip, brotli: sum.brotli + asset.brotli }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/**
 * @param {string} origin
 * @param {string} pagePath
 * @param {number} expectedStatus
 */
export async function measurePage(origin, pagePath, expectedStatus) {
  const pageUrl = `${origin}${pagePath}`;
  const response = await get(pageUrl);
  if (response.status !== expectedStatus) {
    throw new Error(`${pagePath} answered HTTP ${response.status}, expected ${expectedStatus}`);
  }
  const { scripts, styles, inlineScripts, inlineStyles } = listPageAssets(response.body.toString("utf8"), pageUrl);
  const initial = await loadModuleGraph(scripts, origin);
  const workerEntries = [...initial.loaded.values()]
    .flatMap((asset) => findImports(asset.text, workerPattern, asset.url))
    .filter((url) => !initial.loaded.has(url));
  const workers = await loadModuleGraph(workerEntries, origin);
  const workerAssets = [...workers.loaded.values()].filter((asset) => !initial.loaded.has(asset.url));
  const notPreloaded = [...initial.loaded.keys()].filter((url) => !scripts.has(url));
  const lazyEntries = [...initial.dynamic].filter((url) => !initial.loaded.has(url));
  const lazy = await loadModuleGraph(lazyEntries, origin);
  const lazyAssets = [...lazy.loaded.values()].filter((asset) => !initial.loaded.has(asset.url));
  const cssFiles = await Promise.all([...styles].map((url) => measureAsset(url, origin)));
  const css = [...cssFiles, ...inlineStyles.map((text) => measureBytes(Buffer.from(text, "utf8")))];
  const inlineJs = inlineScripts.map((text) => measureBytes(Buffer.from(text, "utf8")));
  return {
    js: sumSizes([...initial.loaded.values(), ...workerAssets]),
    /** Every script counted, by path, sorted: the same page in two languages must load the same ones. */
    scriptPaths: [...initial.loaded.keys(), ...workerAssets.map((asset) => asset.url)]
      .map((url) => new URL(url).pathname)
      .sort(),
    inlineJs: sumSizes(inlineJs),
    css: sumSizes(css),
    jsFiles: initial.loaded.size + workerAssets.length,
    worker: sumSizes(workerAssets),
    workerFiles: workerAssets.length,
    cssFiles: cssFiles.length,
    inlineStyles: inlineStyles.length,
    notPreloaded,
    lazy: sumSizes(lazyAssets),
    lazyFiles: lazyAssets.length,
  };
}

/**
 * The compression the production server really applies, for the biggest script and the home page.
 *
 * @param {string} origin
 */
export async function checkBrotli(origin) {
  const biggestScript = [...assetCache.values()]
    .filter((asset) => asset.url.endsWith(".js"))
    .sort((a, b) => b.raw - a.raw)[0];
  const urls = [`${origin}/`, ...(biggestScript ? [biggestScript.url] : [])];
  const lines = [];
  let ok = true;
  for (const url of urls) {
    const [plain, br] = await Promise.all([get(url), get(url, "br, gzip")]);
    const encoding = br.headers["content-encoding"] ?? "none";
    ok &&= encoding === "br";
    lines.push(
      `  ${url.slice(origin.length)}: content-encoding: ${encoding} (${plain.body.length} bytes → ${br.body.length} sent)`,
    );
  }
  return { ok, lines };
}
