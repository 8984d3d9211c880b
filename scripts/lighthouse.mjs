// `npm run lighthouse [-- --runs N]`: Lighthouse on every prerendered page of the production build.
//
// Serves the build in-process (building it first if there is none) and audits each page with
// Lighthouse's defaults (mobile, simulated throttling) in a fresh headless Chromium per run
// (CHROME_PATH, else /usr/bin/chromium). With --runs N (default 1) a page's figures are those of
// its median run by Performance score. The 404 page is skipped: Lighthouse refuses 404 URLs.
//
// Gate: exits 1 when a page scores Performance < 0.90, or Accessibility, Best Practices or
// SEO < 1.00, and then lists the audits that cost the points. Performance varies from run to
// run, so a page that fails on Performance alone is run again until it has 3 runs, and judged
// on their median. Every run is time-bound (Chromium is killed when it overruns), and so is
// the whole script.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";
import { formatTable } from "./format-table.mjs";
import { startProductionServer } from "./production-server.mjs";

// chrome-launcher is Lighthouse's own dependency, so it is resolved from Lighthouse's location.
const chromeLauncherPath = createRequire(import.meta.resolve("lighthouse")).resolve("chrome-launcher");
const { launch } = await import(pathToFileURL(chromeLauncherPath).href);

const chromeFlags = ["--headless=new", ...chromiumFlags];
/** @typedef {"performance" | "accessibility" | "best-practices" | "seo"} Category */
/** @type {Category[]} */
const categories = ["performance", "accessibility", "best-practices", "seo"];
const strictCategories = categories.slice(1);
const minimumPerformance = 0.9;
const runsToSettlePerformance = 3;
const runTimeoutMs = 120_000;

/** @param {string[]} args */
function readRunCount(args) {
  const index = args.findIndex((arg) => arg === "--runs" || arg.startsWith("--runs="));
  if (index === -1) return 1;
  const value = args[index]?.includes("=") ? args[index]?.split("=")[1] : args[index + 1];
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`--runs needs a whole number of at least 1, got ${value}`);
    process.exit(2);
  }
  return runs;
}

/** @typedef {{ port: number, kill(): void }} RunningChrome */
/** @type {RunningChrome | null} */
let runningChrome = null;

function killChrome() {
  runningChrome?.kill();
  runningChrome = null;
}

/**
 * Rejects after `ms`, so a hung Chromium cannot stall the script.
 *
 * @param {number} ms
 * @param {string} message
 */
function rejectAfter(ms, message) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<never>} */
  const promise = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/** @typedef {import("lighthouse").Result} LighthouseResult */

/**
 * Nodes, URLs or messages an audit points at, so the cause is visible without opening a report.
 *
 * @param {LighthouseResult["audits"][string]} audit
 */
function describeAuditItems(audit) {
  /** @typedef {{ selector?: string, snippet?: string }} ItemNode */
  /** @typedef {{ node?: ItemNode, relatedNode?: ItemNode, sourceLocation?: { url?: string }, source?: { url?: string }, url?: string, description?: string }} Item */
  const items = /** @type {Item[]} */ (audit.details && "items" in audit.details ? audit.details.items : []);
  return items.slice(0, 5).map((item) => {
    const node = item.node ?? item.relatedNode;
    if (node) return `${node.selector ?? ""} ${node.snippet ?? ""}`.trim();
    const url = item.sourceLocation?.url ?? item.source?.url ?? item.url;
    if (item.description) return url ? `${item.description} (${url})` : item.description;
    return url ?? JSON.stringify(item).slice(0, 200);
  });
}

/** @param {LighthouseResult} lhr */
function summarizeRun(lhr) {
  const scores = /** @type {Record<Category, number>} */ (
    Object.fromEntries(categories.map((id) => [id, lhr.categories[id]?.score ?? 0]))
  );
  const failingAudits = [];
  for (const id of strictCategories) {
    if (scores[id] >= 1) continue;
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failingAudits.push({ category: id, id: audit.id, title: audit.title, items: describeAuditItems(audit) });
      }
    }
  }
  const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores,
    metrics: {
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
    },
    failingAudits,
    warnings: lhr.runWarnings ?? [],
    // Lighthouse's own CPU speed probe: a busy machine scores low and inflates TBT.
    cpuIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/** @typedef {ReturnType<typeof summarizeRun>} Run */

/** @param {string} url */
async function runOnce(url) {
  const timeout = rejectAfter(runTimeoutMs, `Lighthouse took longer than ${runTimeoutMs / 1000} s on ${url}`);
  try {
    /** @type {RunningChrome} */
    const chrome = await Promise.race([
      launch({ chromePath: chromiumPath, chromeFlags, logLevel: "silent" }),
      timeout.promise,
    ]);
    runningChrome = chrome;
    const result = await Promise.race([
      lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories }),
      timeout.promise,
    ]);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    return summarizeRun(result.lhr);
  } finally {
    timeout.cancel();
    killChrome();
  }
}

/**
 * One run; a run that breaks (Chromium crash, timeout) is tried once more before the page counts as broken.
 *
 * @param {string} url
 */
async function runWithRetry(url) {
  try {
    return await runOnce(url);
  } catch (error) {
    console.log(`  run failed (${error instanceof Error ? error.message : error}); trying once more`);
    return runOnce(url);
  }
}

/**
 * The run with the median Performance score; with an even count the lower one, so noise never flatters.
 *
 * @param {Run[]} runs at least one
 */
function pickMedianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return /** @type {Run} */ (sorted[Math.floor((sorted.length - 1) / 2)]);
}

const formatScore = (/** @type {number} */ score) => score.toFixed(2);
const formatSeconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
const failsPerformance = (/** @type {Run} */ run) => run.scores.performance < minimumPerformance;
const failsStrictCategory = (/** @type {Run} */ run) => strictCategories.some((id) => run.scores[id] < 1);

/**
 * Adds runs until there are `count`, printing each so the run-to-run noise is visible.
 *
 * @param {Run[]} runs
 * @param {string} url
 * @param {number} count
 */
async function addRuns(runs, url, count) {
  while (runs.length < count) {
    const run = await runWithRetry(url);
    runs.push(run);
    console.log(
      `  run ${runs.length}: Perf ${formatScore(run.scores.performance)}, TBT ${Math.round(run.metrics.tbt)} ms,` +
        ` CPU benchmark index ${Math.round(run.cpuIndex)}`,
    );
  }
}

/**
 * @param {string} url
 * @param {number} runCount
 */
async function auditRoute(url, runCount) {
  /** @type {Run[]} */
  const runs = [];
  await addRuns(runs, url, runCount);
  let median = pickMedianRun(runs);
  if (failsPerformance(median) && !failsStrictCategory(median) && runs.length < runsToSettlePerformance) {
    console.log(`  Performance below ${formatScore(minimumPerformance)}: running again to settle the noise`);
    await addRuns(runs, url, runsToSettlePerformance);
    median = pickMedianRun(runs);
  }
  return { ...median, runCount: runs.length };
}

const runCount = readRunCount(process.argv.slice(2));
const server = await startProductionServer();
const routes = server.routes;
// Generous: every run at its time limit, the Performance re-runs included.
const scriptTimeoutMs = routes.length * Math.max(runCount, runsToSettlePerformance) * runTimeoutMs;
const scriptTimer = setTimeout(() => {
  console.error(`\nLighthouse did not finish within ${scriptTimeoutMs / 60_000} minutes: stopping`);
  killChrome();
  process.exit(1);
}, scriptTimeoutMs);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    killChrome();
    process.exit(1);
  });
}

const rows = [];
const problems = [];
const cpuIndexes = [];
try {
  console.log(`Lighthouse ${runCount} run(s) per page on ${routes.length} pages, ${chromiumPath}`);
  for (const route of routes) {
    console.log(`▶ ${route}`);
    let result;
    try {
      result = await auditRoute(`${server.origin}${route}`, runCount);
    } catch (error) {
      rows.push([route, "-", "-", "-", "-", "-", "-", "-", "-", "-", "ERROR"]);
      problems.push(`${route}: ${error instanceof Error ? error.message : error}`);
      continue;
    }
    const { scores, metrics } = result;
    cpuIndexes.push(result.cpuIndex);
    const passed = !failsPerformance(result) && !failsStrictCategory(result);
    rows.push([
      route,
      formatScore(scores.performance),
      formatScore(scores.accessibility),
      formatScore(scores["best-practices"]),
      formatScore(scores.seo),
      formatSeconds(metrics.fcp),
      formatSeconds(metrics.lcp),
      `${Math.round(metrics.tbt)} ms`,
      metrics.cls.toFixed(3),
      result.runCount,
      passed ? "ok" : "FAIL",
    ]);
    if (failsPerformance(result)) {
      problems.push(`${route}: Performance ${formatScore(scores.performance)} < ${formatScore(minimumPerformance)}`);
    }
    for (const audit of result.failingAudits) {
      problems.push(`${route}: ${audit.category} audit "${audit.id}" failed: ${audit.title}`);
      for (const item of audit.items) problems.push(`    ${item}`);
    }
    for (const warning of result.warnings) console.log(`  warning: ${warning}`);
  }

  console.log(
    "\nLighthouse (mobile, simulated throttling); figures of the median run by Performance" +
      `; gate: Perf ≥ ${formatScore(minimumPerformance)}, A11y, BP and SEO = 1.00\n`,
  );
  console.log(
    formatTable(["route", "Perf", "A11y", "BP", "SEO", "FCP", "LCP", "TBT", "CLS", "runs", "status"], rows, {
      alignRight: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    }),
  );
  console.log("\n404 page skipped: Lighthouse refuses to audit a URL that answers 404.");
  if (cpuIndexes.length > 0) {
    const [lowest, highest] = [Math.min(...cpuIndexes), Math.max(...cpuIndexes)].map(Math.round);
    console.log(
      `Lighthouse CPU benchmark index of the reported runs: ${lowest === highest ? lowest : `${lowest}–${highest}`}` +
        " (lower means a busier or slower machine, which inflates TBT).",
    );
  }
  if (problems.length > 0) {
    console.log("\nLighthouse gate FAILED:");
    for (const problem of problems) console.log(`  ${problem}`);
  } else {
    console.log("\nEvery page passes the Lighthouse gate");
  }
} finally {
  clearTimeout(scriptTimer);
  killChrome();
  await server.close();
}
// Lighthouse can leave sockets open; the report is complete, so end here.
process.exit(problems.length === 0 ? 0 : 1);
