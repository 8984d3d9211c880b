// The domain figures of `npm run bench` (scripts/bench.mjs): how long the domain logic takes at the sizes the site promises to stay responsive at (10,000
// choices or stored decisions, 1,024-contestant brackets, 100,000 giveaway entrants, 200 people balanced into teams, a
// ranking of 100 options, a group vote of 10,000 ranked ballots). Prints figures only: no assertions, no timing gates
// (the unit tests check behaviour, not time). Each figure is the median of 5 timed runs after 2 warm-ups.
// `node scripts/bench-domain.mjs vote` runs only the measurements whose label holds "vote" (any text, any case).
//
// Each feature's benchmarks are a module in scripts/bench/, listed in `benchmarkModules` below; a new feature's
// benchmarks are a new module added to that list. A module's `setUp` loads the domain modules it measures (TypeScript,
// through Vite's SSR module loader: scripts/app-modules.mjs) and builds its inputs, untimed.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { openAppModules } from "./app-modules.mjs";
import * as battle from "./bench/battle.mjs";
import * as draw from "./bench/draw.mjs";
import * as feed from "./bench/feed.mjs";
import * as history from "./bench/history.mjs";
import * as matrix from "./bench/matrix.mjs";
import * as random from "./bench/random.mjs";
import * as teams from "./bench/teams.mjs";
import * as teamsReceipts from "./bench/teams-receipts.mjs";
import * as thisOrThat from "./bench/this-or-that.mjs";
import * as vote from "./bench/vote.mjs";
import { formatTable } from "./format-table.mjs";
import { handFigures } from "./bench/figures.mjs";

// In the order their rows print.
/** @type {import("./bench/benchmark").BenchmarkModule[]} */
const benchmarkModules = [matrix, draw, teams, teamsReceipts, random, feed, history, battle, thisOrThat, vote];

const warmups = 2;
const timedRuns = 5;

// Every result is kept here, so no measured work can be optimised away as unused.
let lastResult;

/**
 * Median and range (ms) of `timedRuns` runs of `work`, after `warmups` untimed ones, and the median CPU time the
 * process spent on a run (all its threads: Web Crypto's work included). On a machine other processes keep busy, wall
 * time counts the waits for a core as well; CPU time is nearer to what the work itself costs. Asynchronous work is
 * timed until its promise settles.
 *
 * @param {() => unknown} work
 */
async function measure(work) {
  for (let i = 0; i < warmups; i++) lastResult = await work();
  /** @type {number[]} */
  const times = [];
  /** @type {number[]} */
  const cpuTimes = [];
  for (let i = 0; i < timedRuns; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    lastResult = await work();
    const cpu = process.cpuUsage(cpuStart);
    times.push(performance.now() - start);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const at = (/** @type {number} */ index) => /** @type {number} */ (times.at(index));
  const cpu = /** @type {number} */ (cpuTimes[Math.floor(cpuTimes.length / 2)]);
  return { median: at(Math.floor(times.length / 2)), min: at(0), max: at(-1), cpu };
}

const appModules = await openAppModules();
/** @type {import("./bench/benchmark").BenchmarkSet[]} */
const benchmarkSets = [];
for (const benchmarkModule of benchmarkModules) benchmarkSets.push(await benchmarkModule.setUp(appModules.load));

const cpus = os.cpus();
console.log(`Machine: ${cpus[0]?.model ?? "unknown CPU"}, ${cpus.length} cores, ${os.platform()} ${os.arch()}`);
console.log(`Node ${process.version}; load average ${os.loadavg()[0]?.toFixed(2)} when the benchmark started`);
console.log(`Each figure: median of ${timedRuns} runs after ${warmups} warm-ups (ms)\n`);

const only = process.argv[2]?.toLowerCase() ?? "";
/** @type {string[][]} */
const rows = [];
/** @type {import("./bench/figures.mjs").Figure[]} */
const figures = [];
for (const [label, work] of benchmarkSets.flatMap((set) => set.benchmarks)) {
  if (!label.toLowerCase().includes(only)) continue;
  const { median, min, max, cpu } = await measure(work);
  rows.push([label, median.toFixed(2), `${min.toFixed(2)}–${max.toFixed(2)}`, cpu.toFixed(2)]);
  figures.push({ name: label, unit: "ms", value: median });
}
handFigures(figures);
console.log(formatTable(["measurement", "median ms", "range ms", "CPU ms"], rows, { alignRight: [1, 2, 3] }));

await appModules.close();
for (const set of benchmarkSets) set.cleanUp?.();
void lastResult;
