// Lighthouse runs for scripts/lighthouse.mjs, in one headless Chromium kept for the whole session.
//
// Lighthouse opens a new tab for each run and, before it navigates, clears the origin's storage (every
// type: local storage, IndexedDB, cookies, service workers, caches) and the browser's HTTP cache, so each
// run starts as a first visit, as it would in a fresh browser, without the second or so a launch costs.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import lighthouse, { defaultConfig } from "lighthouse";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";

// chrome-launcher is Lighthouse's own dependency, so it is resolved from Lighthouse's location.
const chromeLauncherPath = createRequire(import.meta.resolve("lighthouse")).resolve("chrome-launcher");
const { launch } = await import(pathToFileURL(chromeLauncherPath).href);

const chromeFlags = ["--headless=new", ...chromiumFlags];
/** @typedef {"accessibility" | "best-practices" | "seo"} StrictCategory */
/** @type {StrictCategory[]} */
export const strictCategories = ["accessibility", "best-practices", "seo"];

/** Now and then, more often on a busy machine, Chromium records a trace Lighthouse cannot read (NO_NAVSTART). */
export const attemptsPerRun = 3;

// The metrics that make up the whole Performance score, and their weights in it. Asking for these audits
// alone skips the others and their gatherers (JS coverage, bfcache, images…); the score stays the real one.
// Lighthouse's default config always has the Performance category; its types leave every category optional.
const performanceCategory = /** @type {import("lighthouse").Config.CategoryJson} */ (
  /** @type {NonNullable<typeof defaultConfig.categories>} */ (defaultConfig.categories).performance
);
const performanceMetrics = performanceCategory.auditRefs.filter((ref) => ref.weight > 0);

/** @param {boolean} withStrictCategories */
function settingsFor(withStrictCategories) {
  return {
    onlyAudits: performanceMetrics.map((ref) => ref.id),
    // Accessibility, Best Practices and SEO do not depend on the machine's speed, so one run per page tells;
    // their audits run after the trace is recorded, so they leave the timings alone.
    ...(withStrictCategories ? { onlyCategories: strictCategories } : {}),
    // About 2 s a run, for the HTML report only.
    disableFullPageScreenshot: true,
  };
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
  // Each kind of details shapes its items differently; only the fields read below matter.
  const items = /** @type {{ items?: Item[] } | undefined} */ (audit.details)?.items ?? [];
  return items.slice(0, 5).map((item) => {
    const node = item.node ?? item.relatedNode;
    if (node) return `${node.selector ?? ""} ${node.snippet ?? ""}`.trim();
    const url = item.sourceLocation?.url ?? item.source?.url ?? item.url;
    if (item.description) return url ? `${item.description} (${url})` : item.description;
    return url ?? JSON.stringify(item).slice(0, 200);
  });
}

/** @param {LighthouseResult} lhr */
function summarizeStrictCategories(lhr) {
  const scores = /** @type {Record<StrictCategory, number>} */ (
    Object.fromEntries(strictCategories.map((id) => [id, lhr.categories[id]?.score ?? 0]))
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
  return { scores, failingAudits };
}

/** @param {LighthouseResult} lhr */
function summarizeTimings(lhr) {
  // A trace Lighthouse could not read (NO_NAVSTART, NO_LCP…) fails the audits, not the run: retry it as one.
  for (const { id } of performanceMetrics) {
    const audit = lhr.audits[id];
    if (typeof audit?.score !== "number") throw new Error(`${id}: ${audit?.errorMessage ?? "not measured"}`);
  }
  // The loop above has checked that each of these audits is there, with a score.
  const scoreOf = (/** @type {string} */ id) => /** @type {number} */ (lhr.audits[id]?.score);
  const weighted = performanceMetrics.map(({ id, weight }) => weight * scoreOf(id));
  const totalWeight = performanceMetrics.reduce((sum, { weight }) => sum + weight, 0);
  return {
    performance: weighted.reduce((sum, value) => sum + value, 0) / totalWeight,
    // Both are Performance metrics, checked above; a scored timing audit has its numeric value.
    tbt: /** @type {number} */ (lhr.audits["total-blocking-time"]?.numericValue),
    lcp: /** @type {number} */ (lhr.audits["largest-contentful-paint"]?.numericValue),
    // Lighthouse's own CPU speed probe: a busy machine scores low and inflates TBT.
    cpuIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/**
 * Runs Lighthouse (mobile, simulated throttling) in one Chromium, launched on first use. A run that breaks
 * (Chromium crash, timeout, an unreadable trace) kills that Chromium and is tried again in a new one, up to
 * `attemptsPerRun` times in all.
 *
 * @param {{ runTimeoutMs: number }} options
 */
export function createLighthouseRunner({ runTimeoutMs }) {
  /** @typedef {{ port: number, kill(): void }} RunningChrome */
  /** @type {RunningChrome | null} */
  let chrome = null;

  function close() {
    chrome?.kill();
    chrome = null;
  }

  /**
   * @param {string} url
   * @param {boolean} withStrictCategories
   */
  async function runOnce(url, withStrictCategories) {
    const timeout = rejectAfter(runTimeoutMs, `Lighthouse took longer than ${runTimeoutMs / 1000} s on ${url}`);
    try {
      // chrome-launcher is loaded by path (above), so its `launch` comes untyped.
      chrome ??= /** @type {RunningChrome} */ (
        await Promise.race([launch({ chromePath: chromiumPath, chromeFlags, logLevel: "silent" }), timeout.promise])
      );
      /** @type {import("lighthouse").Flags} */
      const flags = { port: chrome.port, output: "json", logLevel: "error", clearStorageTypes: ["all"] };
      const settings = settingsFor(withStrictCategories);
      const result = await Promise.race([lighthouse(url, { ...flags, ...settings }), timeout.promise]);
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      return {
        timings: summarizeTimings(lhr),
        strict: withStrictCategories ? summarizeStrictCategories(lhr) : null,
        warnings: lhr.runWarnings ?? [],
      };
    } catch (error) {
      close();
      throw error;
    } finally {
      timeout.cancel();
    }
  }

  /**
   * The Performance metrics of one run of `url`, and Accessibility, Best Practices and SEO when asked.
   *
   * @param {string} url
   * @param {{ withStrictCategories?: boolean }} [options]
   */
  async function run(url, { withStrictCategories = false } = {}) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await runOnce(url, withStrictCategories);
      } catch (error) {
        if (attempt === attemptsPerRun) throw error;
        console.log(`  run failed (${error instanceof Error ? error.message : error}); trying again`);
      }
    }
  }

  return { run, close };
}
