// `npm run lighthouse [-- --runs N]`: the Lighthouse gate on every prerendered page of the production build.
//
// Serves the build in-process (building it first if there is none), builds and serves the reference page
// (scripts/lighthouse-reference/: the same stack without the site, built only for this measurement), then
// runs Lighthouse (mobile, simulated throttling) N times per page (default 3) in one headless Chromium
// (CHROME_PATH, else /usr/bin/chromium), with runs of the reference page spread among them:
//   - Accessibility, Best Practices and SEO, from each page's first run, must score 1.00;
//   - the best TBT and LCP of its runs must stay within the limits of scripts/lighthouse-gate.mjs over the
//     best of the reference runs around the page's own, which met the machine in the same state.
// A blank HTML page is measured too: a second table gives each page's median TBT and LCP and their excess over the
// blank page's medians, against the goal of blankPageGoals (for information; the gate above decides the exit code). The 404 page is skipped: Lighthouse refuses 404 URLs.
// Exits 1 when a page fails, listing the audits that cost the points. Every run is time-bound (Chromium is
// killed when it overruns), and so is the whole script.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromiumPath } from "./chromium.mjs";
import { handFigures } from "./bench/figures.mjs";
import { formatTable } from "./format-table.mjs";
import {
  bestOf,
  blankPageGoals,
  compareWithBlank,
  judgeTiming,
  medianOf,
  planRuns,
  referenceRunsAround,
  timingLimits,
} from "./lighthouse-gate.mjs";
import { attemptsPerRun, createLighthouseRunner, strictCategories } from "./lighthouse-runner.mjs";
import { serveBuild, startProductionServer } from "./production-server.mjs";

/** @typedef {import("./lighthouse-gate.mjs").PlannedRun} PlannedRun */
/** @typedef {Awaited<ReturnType<ReturnType<typeof createLighthouseRunner>["run"]>>} RunResult */

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const referenceProject = path.join(projectRoot, "scripts", "lighthouse-reference");
// The buildDirectory of scripts/lighthouse-reference/react-router.config.ts.
const referenceBuild = path.join(projectRoot, "build", "lighthouse-reference");
const runTimeoutMs = 120_000;
// Reference runs before, between and after two groups of routes a round: every route run has one a few runs away.
const routeGroupsPerRound = 2;

/** @param {string[]} args */
function readRunCount(args) {
  const index = args.findIndex((arg) => arg === "--runs" || arg.startsWith("--runs="));
  if (index === -1) return 3;
  const value = args[index]?.includes("=") ? args[index]?.split("=")[1] : args[index + 1];
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`--runs needs a whole number of at least 1, got ${value}`);
    process.exit(2);
  }
  return runs;
}

/** Built on every run (a few seconds), so it always matches the installed packages and the site's rendering. */
function buildReference() {
  console.log("Building the reference page…");
  // Run from its folder: given the folder as an argument instead, React Router 7.18 cannot find the server
  // build in Vite's manifest (its key is then relative to the working directory).
  const result = spawnSync("npx", ["react-router", "build", "--logLevel", "warn"], {
    cwd: referenceProject,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`the reference page's build failed (exit ${result.status})`);
}

const formatScore = (/** @type {number} */ score) => (Number.isNaN(score) ? "-" : score.toFixed(2));
const formatMs = (/** @type {number} */ ms) => (Number.isNaN(ms) ? "-" : `${Math.round(ms)} ms`);
const formatExcess = (/** @type {number} */ ms) =>
  Number.isNaN(ms) ? "-" : `${ms < 0 ? "−" : "+"}${Math.abs(Math.round(ms))} ms`;
const describeLimit = (/** @type {import("./lighthouse-gate.mjs").TimingLimit} */ { excessMs, referenceShare }) =>
  `${excessMs} ms or ${Math.round(referenceShare * 100)} % of the reference's, whichever is more`;

const startedAt = Date.now();
const runCount = readRunCount(process.argv.slice(2));
const site = await startProductionServer();
buildReference();
const reference = await serveBuild(referenceBuild);
const runner = createLighthouseRunner({ runTimeoutMs });
const routes = site.routes;
const plan = planRuns(routes, runCount, Math.ceil(routes.length / routeGroupsPerRound));

// Generous: every attempt of every run at the time limit.
const scriptTimeoutMs = plan.length * attemptsPerRun * runTimeoutMs;
const scriptTimer = setTimeout(() => {
  console.error(`\nLighthouse did not finish within ${scriptTimeoutMs / 60_000} minutes: stopping`);
  runner.close();
  process.exit(1);
}, scriptTimeoutMs);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    runner.close();
    process.exit(1);
  });
}

const pageUrls = { reference: `${reference.origin}/`, blank: `${reference.origin}/blank.html` };
const urlOf = (/** @type {PlannedRun} */ run) =>
  run.page === "route" ? `${site.origin}${run.route}` : pageUrls[run.page];
const nameOf = (/** @type {PlannedRun} */ run) => (run.page === "route" ? run.route : `${run.page} page`);

// Every index comes from plan.keys(), so each names a run.
const indexesWhere = (/** @type {(run: PlannedRun) => boolean} */ test) =>
  [...plan.keys()].filter((index) => test(/** @type {PlannedRun} */ (plan[index])));

/** Run by run, so the noise and the machine's state stay visible. */
async function runPlan() {
  /** @type {(RunResult | undefined)[]} */
  const results = [];
  // Accessibility, Best Practices and SEO do not depend on the machine's speed: one run of each route takes
  // them, its first that succeeds.
  /** @type {Set<string | undefined>} */
  const strictMeasured = new Set();
  for (const [index, run] of plan.entries()) {
    const label = `  [${index + 1}/${plan.length}] ${nameOf(run)}`;
    try {
      const runStartedAt = Date.now();
      const withStrictCategories = run.page === "route" && !strictMeasured.has(run.route);
      const result = await runner.run(urlOf(run), { withStrictCategories });
      results[index] = result;
      if (result.strict) strictMeasured.add(run.route);
      const { tbt, lcp, cpuIndex } = result.timings;
      const { strict } = result;
      const scores = strict && strictCategories.map((id) => formatScore(strict.scores[id])).join(" / ");
      console.log(
        `${label}: TBT ${formatMs(tbt)}, LCP ${formatMs(lcp)}, CPU benchmark index ${Math.round(cpuIndex)}` +
          (scores ? `; A11y / BP / SEO ${scores}` : "") +
          ` (${((Date.now() - runStartedAt) / 1000).toFixed(1)} s)`,
      );
      for (const warning of result.warnings) console.log(`    warning: ${warning}`);
    } catch (error) {
      console.log(`${label}: ${error instanceof Error ? error.message : error}`);
    }
  }
  return results;
}

/**
 * The best figures of the runs at `indexes` that produced some.
 *
 * @param {(RunResult | undefined)[]} results
 * @param {number[]} indexes
 */
function bestAt(results, indexes) {
  return bestOf(indexes.flatMap((index) => results[index]?.timings ?? []));
}

/**
 * The table row of one route, and what fails it.
 *
 * @param {(RunResult | undefined)[]} results
 * @param {string} route
 */
function judgeRoute(results, route) {
  const problems = [];
  const indexes = indexesWhere((run) => run.route === route);
  const strict = indexes.map((index) => results[index]?.strict).find(Boolean);
  const page = bestAt(results, indexes);
  const around = bestAt(results, referenceRunsAround(plan, route));
  const timing = page.runs > 0 && around.runs > 0 ? judgeTiming(page, around) : null;

  if (!strict) problems.push(`${route}: Accessibility, Best Practices and SEO not measured (the run failed)`);
  for (const audit of strict?.failingAudits ?? []) {
    problems.push(`${route}: ${audit.category} audit "${audit.id}" failed: ${audit.title}`);
    for (const item of audit.items) problems.push(`    ${item}`);
  }
  if (!timing) problems.push(`${route}: no TBT and LCP to compare (its runs or the reference runs around them failed)`);
  for (const [metric, label] of /** @type {const} */ ([
    ["tbt", "TBT"],
    ["lcp", "LCP"],
  ])) {
    const verdict = timing?.[metric];
    if (verdict && !verdict.passed) {
      problems.push(
        `${route}: ${label} ${formatMs(page[metric])} is ${formatExcess(verdict.excess)} over the reference's` +
          ` ${formatMs(around[metric])}, more than the +${Math.round(verdict.allowed)} ms allowed`,
      );
    }
  }
  const passed = problems.length === 0;
  const row = [
    route,
    formatScore(page.performance),
    ...strictCategories.map((id) => formatScore(strict?.scores[id] ?? Number.NaN)),
    ...timingCells(page, around, timing),
    page.runs,
    passed ? "ok" : "FAIL",
  ];
  return { row, problems };
}

/**
 * A page's TBT and then its LCP, each beside the same figure of the page it is measured against and how far over that
 * it is.
 *
 * @param {{ tbt: number, lcp: number }} page
 * @param {{ tbt: number, lcp: number }} against
 * @param {{ tbt: { excess: number }, lcp: { excess: number } } | null | undefined} comparison
 */
function timingCells(page, against, comparison) {
  return /** @type {const} */ (["tbt", "lcp"]).flatMap((metric) => [
    formatMs(page[metric]),
    formatMs(against[metric]),
    formatExcess(comparison?.[metric].excess ?? Number.NaN),
  ]);
}

/**
 * The row of the reference or blank page, whose figures are only shown.
 *
 * @param {(RunResult | undefined)[]} results
 * @param {string} name
 * @param {"reference" | "blank"} page
 */
function referenceRow(results, name, page) {
  const indexes = indexesWhere((run) => run.page === page);
  const figures = bestAt(results, indexes);
  const [tbt, lcp] = [formatMs(figures.tbt), formatMs(figures.lcp)];
  return [name, formatScore(figures.performance), "", "", "", tbt, "", "", lcp, "", "", figures.runs, ""];
}

/**
 * The row of a page's median figures against the blank page's, and whether they meet the goal.
 *
 * @param {(RunResult | undefined)[]} results
 * @param {string} name
 * @param {number[]} indexes
 * @param {ReturnType<typeof medianOf>} blank
 */
function medianRow(results, name, indexes, blank) {
  const page = medianOf(indexes.flatMap((index) => results[index]?.timings ?? []));
  const comparison = page.runs > 0 && blank.runs > 0 ? compareWithBlank(page, blank) : null;
  const goal = comparison ? (comparison.tbt.withinGoal && comparison.lcp.withinGoal ? "met" : "missed") : "-";
  const row = [name, ...timingCells(page, blank, comparison), page.runs, goal];
  return { row, met: goal === "met" };
}

/**
 * A page's figures for `npm run bench`: its best TBT and LCP beside the reference runs around its own, judged as the
 * gate judges them, and the lowest of its Accessibility, Best Practices and SEO scores.
 *
 * @param {(RunResult | undefined)[]} results
 * @param {string} route
 * @returns {import("./bench/figures.mjs").Figure[]}
 */
function routeFigures(results, route) {
  const indexes = indexesWhere((run) => run.route === route);
  const page = bestAt(results, indexes);
  const around = bestAt(results, referenceRunsAround(plan, route));
  const timing = page.runs > 0 && around.runs > 0 ? judgeTiming(page, around) : null;
  const strict = indexes.map((index) => results[index]?.strict).find(Boolean);
  const scores = strictCategories.map((id) => strict?.scores[id] ?? Number.NaN);
  return [
    .../** @type {const} */ ([
      ["tbt", "TBT"],
      ["lcp", "LCP"],
    ]).map(([metric, label]) => ({
      name: `Lighthouse ${route}: ${label}, best of ${page.runs}`,
      unit: "ms",
      value: page[metric],
      reference: { name: "same-stack reference page", value: around[metric] },
      goal: { text: `excess ≤ ${describeLimit(timingLimits[metric])}`, met: timing?.[metric].passed ?? false },
    })),
    {
      name: `Lighthouse ${route}: lowest of Accessibility, Best Practices, SEO`,
      unit: "score",
      value: Math.min(...scores),
      goal: { text: "1.00", met: scores.every((score) => score === 1) },
    },
  ];
}

let passed = false;
try {
  const referenceRuns = plan.filter((run) => run.page !== "route").length;
  console.log(
    `Lighthouse, ${runCount} runs on each of ${routes.length} pages and ${referenceRuns} on the reference and` +
      ` blank pages, in ${chromiumPath}`,
  );
  const results = await runPlan();
  const judged = routes.map((route) => judgeRoute(results, route));
  const problems = judged.flatMap((route) => route.problems);
  const headers = ["page", "Perf", "A11y", "BP", "SEO", "TBT", "ref TBT", "TBT excess", "LCP", "ref LCP"];
  const rows = [
    referenceRow(results, "reference page", "reference"),
    referenceRow(results, "blank HTML page", "blank"),
    ...judged.map((route) => route.row),
  ];

  console.log(
    `\nLighthouse (mobile, simulated throttling): best of ${runCount} runs (lowest TBT and LCP, highest Perf);` +
      " a page's reference figures are the best of the reference page's runs just before and after its own.",
  );
  console.log(
    `Gate: A11y, BP and SEO = 1.00; TBT excess at most ${describeLimit(timingLimits.tbt)};` +
      ` LCP excess at most ${describeLimit(timingLimits.lcp)}. Perf is for information.\n`,
  );
  console.log(
    formatTable([...headers, "LCP excess", "runs", "status"], rows, {
      alignRight: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    }),
  );
  const blankIndexes = indexesWhere((run) => run.page === "blank");
  const blank = medianOf(blankIndexes.flatMap((index) => results[index]?.timings ?? []));
  const medianRows = [
    medianRow(results, "blank HTML page", blankIndexes, blank),
    medianRow(
      results,
      "reference page",
      indexesWhere((run) => run.page === "reference"),
      blank,
    ),
  ];
  const routeMedians = routes.map((route) =>
    medianRow(
      results,
      route,
      indexesWhere((run) => run.route === route),
      blank,
    ),
  );
  console.log(
    `\nMedians of the runs against the blank HTML page's (${blank.runs} runs in this session). Goal: TBT within` +
      ` ${blankPageGoals.tbt} ms and LCP within ${blankPageGoals.lcp} ms of the blank page's; for information.\n`,
  );
  console.log(
    formatTable(
      ["page", "TBT", "blank TBT", "TBT over blank", "LCP", "blank LCP", "LCP over blank", "runs", "goal"],
      [...medianRows, ...routeMedians].map(({ row }) => row),
      { alignRight: [1, 2, 3, 4, 5, 6, 7] },
    ),
  );
  const metCount = routeMedians.filter(({ met }) => met).length;
  console.log(`${metCount} of ${routes.length} pages meet the goal.`);
  console.log("\n404 page skipped: Lighthouse refuses to audit a URL that answers 404.");
  const cpuIndexes = results.flatMap((result) => result?.timings.cpuIndex ?? []);
  if (cpuIndexes.length > 0) {
    const [lowest, highest] = [Math.min(...cpuIndexes), Math.max(...cpuIndexes)].map(Math.round);
    console.log(`Lighthouse CPU benchmark index: ${lowest}–${highest} (lower means a busier or slower machine).`);
  }
  passed = problems.length === 0;
  const blankMedians = /** @type {const} */ (["tbt", "lcp"]).map((metric) => ({
    name: `Lighthouse blank HTML page: ${metric.toUpperCase()}, median of ${blank.runs}`,
    unit: "ms",
    value: blank[metric],
  }));
  handFigures([
    ...blankMedians,
    ...routes.flatMap((route) => routeFigures(results, route)),
    ...(cpuIndexes.length > 0
      ? [{ name: "Lighthouse CPU benchmark index, lowest of the run", unit: "", value: Math.min(...cpuIndexes) }]
      : []),
  ]);
  if (passed) console.log("\nEvery page passes the Lighthouse gate");
  else {
    console.log("\nLighthouse gate FAILED:");
    for (const problem of problems) console.log(`  ${problem}`);
  }
} finally {
  clearTimeout(scriptTimer);
  runner.close();
  await Promise.all([site.close(), reference.close()]);
  console.log(`Lighthouse step: ${Math.round((Date.now() - startedAt) / 1000)} s wall time`);
}
// Lighthouse can leave sockets open; the report is complete, so end here.
process.exit(passed ? 0 : 1);
