// `npm run budget`: the JS and CSS each page loads on its first visit, against its gzip budget.
//
// Serves the production build in-process (building it first if there is none), measures every prerendered page in
// every language plus the 404 page in every language as a browser loads them (scripts/page-weight.mjs says what
// counts), and reports each against its page's budget (`/es/draw` has `/draw`'s). Exits 1 when a page is over budget,
// cannot be read, loads a third-party file, loads other scripts than the same page in English (a page's messages are
// its data, never its scripts), or when the server does not answer `Accept-Encoding: br` with brotli.
import { openAppModules } from "./app-modules.mjs";
import { formatTable } from "./format-table.mjs";
import { checkBrotli, measurePage } from "./page-weight.mjs";
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

const formatKb = (/** @type {number} */ bytes) => (bytes / kB).toFixed(1);

const appModules = await openAppModules();
const { languages, localizedPath, pathWithoutLanguage } = /** @type {typeof import("~/i18n/languages")} */ (
  await appModules.load("i18n/languages.ts")
);
await appModules.close();

const server = await startProductionServer();
let failed = false;
try {
  const pages = [
    ...server.routes.map((route) => ({
      label: route,
      path: route,
      status: 200,
      englishPath: pathWithoutLanguage(route),
    })),
    ...languages.map(({ code }) => ({
      label: code === languages[0].code ? "404 page" : `404 page (${code})`,
      path: localizedPath(notFoundPath, code),
      status: 404,
      englishPath: notFoundPath,
    })),
  ];
  const rows = [];
  const notes = [];
  /** @type {Map<string, string[]>} */
  const englishScripts = new Map();
  for (const page of pages) {
    const jsBudgetKb = jsBudgetsKb[page.englishPath] ?? contentPageJsBudgetKb;
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
    // English comes first in both lists: each other language's page is compared with it.
    const english = englishScripts.get(page.englishPath);
    if (english === undefined) englishScripts.set(page.englishPath, result.scriptPaths);
    else if (english.join("\n") !== result.scriptPaths.join("\n")) {
      over.push("scripts differ from English");
      notes.push(
        `${page.label}: loads ${result.scriptPaths.join(", ")}; in English, ${page.englishPath} loads ${english.join(", ")}`,
      );
    }
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
        `early-press script (in the HTML, not counted): ${formatKb(result.inlineJs.gzip)} KB gzip; ` +
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
      "Not counted: chunks loaded later (dynamic import(), other routes' modules on client-side navigation), and the\n" +
      "inline script that keeps presses made before the page runs (part of the page's HTML).\n",
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
