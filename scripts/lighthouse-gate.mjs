// The Lighthouse gate's rules, apart from the runs themselves (scripts/lighthouse.mjs), so they can be tested.
//
// TBT and LCP are judged against a reference page of the same stack (scripts/lighthouse-reference/)
// measured in the same session, because on a busy or slow machine the pages' hydration grows while the
// limits of an absolute score do not. Why these limits: README.md, "Test it".

/** @typedef {{ excessMs: number, referenceShare: number }} TimingLimit */
/** @typedef {{ tbt: number, lcp: number }} Timings */
/** @typedef {{ page: "reference" | "blank" | "route", route?: string }} PlannedRun */

/** How much more than the reference a page may take, in milliseconds: the larger of the two allowances. */
export const timingLimits = {
  tbt: { excessMs: 700, referenceShare: 3 },
  lcp: { excessMs: 2000, referenceShare: 1 },
};

/**
 * A page's figures from several runs: the lowest TBT and LCP and the highest Performance score. Load from other
 * processes only ever adds time (they take the CPU in the middle of a task and never give any back), so the
 * fastest run is the nearest to what the page itself costs; a cost the page always has shows in every run.
 *
 * @param {{ performance: number, tbt: number, lcp: number }[]} timings
 */
export function bestOf(timings) {
  if (timings.length === 0) return { runs: 0, performance: Number.NaN, tbt: Number.NaN, lcp: Number.NaN };
  return {
    runs: timings.length,
    performance: Math.max(...timings.map((run) => run.performance)),
    tbt: Math.min(...timings.map((run) => run.tbt)),
    lcp: Math.min(...timings.map((run) => run.lcp)),
  };
}

/** The goal for every page: medians within this much of the blank page's, measured in the same session. */
export const blankPageGoals = { tbt: 50, lcp: 300 };

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  // The middle value of an odd count, the mean of the two middle ones of an even count; none without values.
  const [lower = Number.NaN, upper = Number.NaN] =
    sorted.length % 2 === 1 ? [sorted[middle], sorted[middle]] : [sorted[middle - 1], sorted[middle]];
  return (lower + upper) / 2;
}

/**
 * A page's typical figures from several runs: the median TBT and LCP, each taken on its own. Unlike the best run,
 * which the gate judges, the median is what a visitor would usually see, and it is what the goals are set in.
 *
 * @param {Timings[]} timings
 */
export function medianOf(timings) {
  return {
    runs: timings.length,
    tbt: median(timings.map((run) => run.tbt)),
    lcp: median(timings.map((run) => run.lcp)),
  };
}

/**
 * Each median's excess over the blank page's and whether it is within the goal.
 *
 * @param {Timings} page
 * @param {Timings} blank
 */
export function compareWithBlank(page, blank) {
  const compare = (/** @type {"tbt" | "lcp"} */ metric) => {
    const excess = page[metric] - blank[metric];
    return { excess, withinGoal: excess <= blankPageGoals[metric] };
  };
  return { tbt: compare("tbt"), lcp: compare("lcp") };
}

/**
 * The excess a page may have over a reference figure: a fixed floor, or a share of the reference when larger.
 *
 * @param {TimingLimit} limit
 * @param {number} referenceMs
 */
export function allowedExcess(limit, referenceMs) {
  return Math.max(limit.excessMs, limit.referenceShare * referenceMs);
}

/**
 * Each metric's excess over the reference, what it may be, and whether it stays within that.
 *
 * @param {Timings} page
 * @param {Timings} reference
 */
export function judgeTiming(page, reference) {
  const judge = (/** @type {"tbt" | "lcp"} */ metric) => {
    const excess = page[metric] - reference[metric];
    const allowed = allowedExcess(timingLimits[metric], reference[metric]);
    return { excess, allowed, passed: excess <= allowed };
  };
  return { tbt: judge("tbt"), lcp: judge("lcp") };
}

/**
 * The order of the runs: `rounds` passes over the routes, each run of the reference page bracketing a group
 * of `groupSize` routes, and the blank page once a round. A route is compared with the reference runs on
 * either side of its own, so both see the machine in the same state even when its load changes.
 *
 * @param {string[]} routes
 * @param {number} rounds
 * @param {number} groupSize
 */
export function planRuns(routes, rounds, groupSize) {
  /** @type {PlannedRun[]} */
  const runs = [{ page: "reference" }];
  for (let round = 0; round < rounds; round += 1) {
    runs.push({ page: "blank" });
    for (let start = 0; start < routes.length; start += groupSize) {
      for (const route of routes.slice(start, start + groupSize)) {
        runs.push({ page: "route", route });
      }
      runs.push({ page: "reference" });
    }
  }
  return runs;
}

/**
 * Indexes of the reference runs nearest before and after each run of `route` in the plan, without repeats.
 *
 * @param {PlannedRun[]} plan
 * @param {string} route
 */
export function referenceRunsAround(plan, route) {
  /** @type {Set<number>} */
  const indexes = new Set();
  plan.forEach((run, index) => {
    if (run.page !== "route" || run.route !== route) return;
    const before = plan.findLastIndex((other, at) => at < index && other.page === "reference");
    const after = plan.findIndex((other, at) => at > index && other.page === "reference");
    for (const at of [before, after]) if (at !== -1) indexes.add(at);
  });
  return [...indexes].sort((a, b) => a - b);
}
