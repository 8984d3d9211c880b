// `npm run budget`: the JS and CSS each page loads on its first visit, against its gzip budget.
//
// Serves the production build in-process (building it first if there is none), reads every
// prerendered page plus the 404 page the way a browser would, and fetches what they load:
// module scripts, modulepreloads, the scripts the inline bootstrap preloads and imports (and anything those
// import statically), the scripts of Web Workers those start (a worker's code is the page's own work,
// even though it loads when the worker starts), and stylesheets, linked or inline. Chunks a page imports later
// (dynamic import(), other routes' modules on client-side navigation) are listed but not counted.
// Exits 1 when a page is over budget, cannot be read, loads a third-party file, or when the
// server does not answer `Accept-Encoding: br` with brotli.
import http from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { findInlineStyles } from "#server/security-headers";
import { formatTable } from "./format-table.mjs";
import { startProductionServer } from "./production-server.mjs";

const kB = 1000;
const notFoundPath = "/this-page-does-not-exist";
const cssBudgetKb = 20;
const toolPageJsBudgetKb = 140;
const contentPageJsBudgetKb = 125;
/** @type {Record<string, number>} */
const jsBudgetsKb = {
  "/": 135,
  "/history": toolPageJsBudgetKb,
  "/templates": toolPageJsBudgetKb,
  "/weighted": toolPageJsBudgetKb,
  "/ai-reasoning": toolPageJsBudgetKb,
  "/battle-royale": toolPageJsBudgetKb,
  // The worker that reads and draws from a list of over 1,000 entrants: its script (5 KB) is counted in this figure.
  "/draw": toolPageJsBudgetKb + 5,
  "/teams": toolPageJsBudgetKb,
  "/this-or-that": toolPageJsBudgetKb,
  "/decision-matrix": toolPageJsBudgetKb,
  "/verify": toolPageJsBudgetKb,
  "/vote": toolPageJsBudgetKb,
  // The live fairness check: its worker's script is counted in this figure.
  "/how-it-works": 150,
};

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

// React Router's bootstrap, as the site rewrites it (app/hydrate-after-first-paint.ts), names every script it
// preloads or imports as a string: `["/assets/a.js", …]`, `await import("/assets/b.js")`.
const inlineScriptPathPattern = /(["'`])([^"'`\s]+\.js)\1/g;
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
  for (const [, attributeText = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = parseAttributes(attributeText);
    const src = attributes.get("src");
    if (src) scripts.add(resolve(src));
    else if (attributes.get("type") === "module") {
      for (const [, , specifier = ""] of body.matchAll(inlineScriptPathPattern)) scripts.add(resolve(specifier));
    }
  }
  const inlineStyles = findInlineStyles(html);
  for (const [, attributeText = ""] of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = parseAttributes(attributeText);
    const rel = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
    const href = attributes.get("href");
    if (!href) continue;
    if (rel.includes("modulepreload")) scripts.add(resolve(href));
    if (rel.includes("stylesheet")) styles.add(resolve(href));
  }
  return { scripts, styles, inlineStyles };
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
async function measurePage(origin, pagePath, expectedStatus) {
  const pageUrl = `${origin}${pagePath}`;
  const response = await get(pageUrl);
  if (response.status !== expectedStatus) {
    throw new Error(`${pagePath} answered HTTP ${response.status}, expected ${expectedStatus}`);
  }
  const { scripts, styles, inlineStyles } = listPageAssets(response.body.toString("utf8"), pageUrl);
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
  return {
    js: sumSizes([...initial.loaded.values(), ...workerAssets]),
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
async function checkBrotli(origin) {
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

const formatKb = (/** @type {number} */ bytes) => (bytes / kB).toFixed(1);

const server = await startProductionServer();
let failed = false;
try {
  const pages = [
    ...server.routes.map((route) => ({ label: route, path: route, status: 200 })),
    { label: "404 page", path: notFoundPath, status: 404 },
  ];
  const rows = [];
  const notes = [];
  for (const page of pages) {
    const jsBudgetKb = jsBudgetsKb[page.path] ?? contentPageJsBudgetKb;
    let result;
    try {
      result = await measurePage(server.origin, page.path, page.status);
    } catch (error) {
      failed = true;
      rows.push([page.label, "-", "-", "-", "-", "-", "-", `JS ≤ ${jsBudgetKb}, CSS ≤ ${cssBudgetKb}`, "ERROR"]);
      notes.push(`${page.label}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const over = [];
    if (result.js.gzip > jsBudgetKb * kB) over.push("JS");
    if (result.css.gzip > cssBudgetKb * kB) over.push("CSS");
    failed ||= over.length > 0;
    rows.push([
      page.label,
      formatKb(result.js.raw),
      formatKb(result.js.gzip),
      formatKb(result.js.brotli),
      formatKb(result.css.raw),
      formatKb(result.css.gzip),
      formatKb(result.css.brotli),
      `JS ≤ ${jsBudgetKb}, CSS ≤ ${cssBudgetKb}`,
      over.length === 0 ? "ok" : `OVER (${over.join(", ")})`,
    ]);
    notes.push(
      `${page.label}: ${result.jsFiles} JS and ${result.cssFiles} CSS files, ${result.inlineStyles} inline ${result.inlineStyles === 1 ? "stylesheet" : "stylesheets"}; ` +
        (result.workerFiles === 0
          ? ""
          : `worker scripts (counted): ${result.workerFiles} ${result.workerFiles === 1 ? "file" : "files"}, ${formatKb(result.worker.gzip)} KB gzip; `) +
        "lazy chunks (not counted): " +
        (result.lazyFiles === 0 ? "none" : `${result.lazyFiles} files, ${formatKb(result.lazy.gzip)} KB gzip`) +
        (result.notPreloaded.length === 0
          ? ""
          : `; imported but not preloaded: ${result.notPreloaded.map((url) => new URL(url).pathname).join(", ")}`),
    );
  }

  console.log("\nJS and CSS loaded on a page's first visit (KB = 1,000 bytes; budgets are gzip)\n");
  console.log(
    formatTable(
      ["route", "JS raw", "JS gzip", "JS brotli", "CSS raw", "CSS gzip", "CSS brotli", "budget (KB gzip)", "status"],
      rows,
      { alignRight: [1, 2, 3, 4, 5, 6] },
    ),
  );
  console.log(
    "\ngzip = zlib level 9, brotli = quality 11, computed from the bytes the server sent.\n" +
      "Counted: module scripts, modulepreloads, the scripts the inline bootstrap preloads and imports and their static\n" +
      "imports, the scripts of the Web Workers they start, stylesheets (linked or inline).\n" +
      "Not counted: chunks loaded later (dynamic import(), other routes' modules on client-side navigation).\n",
  );
  for (const note of notes) console.log(`  ${note}`);

  const brotli = await checkBrotli(server.origin);
  failed ||= !brotli.ok;
  console.log(`\nServer compression with Accept-Encoding: br, gzip${brotli.ok ? "" : " (FAILED: expected br)"}`);
  for (const line of brotli.lines) console.log(line);

  console.log(failed ? "\nBudget check FAILED" : "\nEvery page is within budget");
} finally {
  await server.close();
}
process.exit(failed ? 1 : 0);
