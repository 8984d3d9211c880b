// `npm test`: every check in order, then one plain "N passed, N failed" line for CI.
// After the production build, the bundle budget (scripts/budget.mjs) counts as one check. Nothing here asserts a time
// (decision D24): Lighthouse and every other speed figure are `npm run bench`'s.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { formatTable } from "./format-table.mjs";

const vitestReport = "test-results/unit.json";
const playwrightReport = "test-results/e2e.json";
let passed = 0;
let failed = 0;
/**
 * What failed, listed just above the last line: CI may keep only the end of the output.
 *
 * @type {string[]}
 */
const failures = [];
/**
 * How long each step took, printed at the end so a slow phase is easy to spot.
 *
 * @type {[step: string, seconds: string][]}
 */
const phaseTimes = [];

/**
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 */
function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit" });
  phaseTimes.push([label, ((performance.now() - started) / 1000).toFixed(1)]);
  return result.status === 0;
}

/**
 * As `run`, without blocking, so that a step run quietly can go beside it.
 *
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<boolean>}
 */
function runBesideOthers(label, command, args) {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  return new Promise((resolve) => {
    spawn(command, args, { stdio: "inherit" }).on("close", (code) => {
      phaseTimes.push([label, ((performance.now() - started) / 1000).toFixed(1)]);
      resolve(code === 0);
    });
  });
}

/**
 * A step with no test report of its own counts as one check.
 *
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 */
function check(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

/**
 * Runs a step with its output kept, to be printed once it is over: beside another step, its lines would interleave.
 *
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<{ label: string, ok: boolean, output: string, seconds: string }>}
 */
function runQuietly(label, command, args) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) =>
      resolve({ label, ok: code === 0, output, seconds: ((performance.now() - started) / 1000).toFixed(1) }),
    );
  });
}

/**
 * Prints a step run quietly beside others and counts it as one check.
 *
 * @param {{ label: string, ok: boolean, output: string, seconds: string }} result
 * @param {string} beside what it ran beside
 */
function reportQuietStep({ label, ok, output, seconds }, beside) {
  console.log(`\n▶ ${label} (run beside ${beside})`);
  process.stdout.write(output);
  phaseTimes.push([label, seconds]);
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

/**
 * Steps that only read the code run at the same time (each single-threaded, on a machine of two cores or more); their
 * output is printed step by step once all have finished. Each counts as one check.
 *
 * @param {[label: string, command: string, args: string[]][]} steps
 */
async function checkTogether(steps) {
  const results = await Promise.all(steps.map(([label, command, args]) => runQuietly(label, command, args)));
  for (const result of results) reportQuietStep(result, `the other ${steps.length - 1}`);
}

/**
 * @typedef {{
 *   numPassedTests: number,
 *   numFailedTests: number,
 *   testResults: { name: string, assertionResults: { fullName: string, status: string }[] }[],
 * }} VitestReport
 */
/**
 * @typedef {{ title: string, specs?: { title: string, line: number, tests: { projectName: string, status: string }[] }[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @typedef {{ stats: { expected: number, flaky: number, unexpected: number, skipped: number }, suites: PlaywrightSuite[] }} PlaywrightReport
 */

/**
 * @param {VitestReport} report
 * @returns {string[]}
 */
function failedUnitTests(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${file.name.replace(`${process.cwd()}/`, "")} › ${test.fullName}`),
  );
}

/**
 * @param {PlaywrightSuite[]} suites
 * @param {string[]} titles
 * @returns {string[]}
 */
function failedEndToEndTests(suites, titles = []) {
  return suites.flatMap((suite) => {
    const path = [...titles, suite.title];
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === "unexpected")
        .map((test) => `[${test.projectName}] ${path.join(" › ")}:${spec.line} › ${spec.title}`),
    );
    return [...own, ...failedEndToEndTests(suite.suites ?? [], path)];
  });
}

/**
 * @param {string} file
 * @returns {unknown}
 */
function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

rmSync("test-results", { recursive: true, force: true });
check("Chromium present", "node", ["scripts/ensure-chromium.mjs"]);
check("Fonts for every script present", "node", ["scripts/ensure-fonts.mjs"]);
check("PostgreSQL present", "node", ["scripts/ensure-postgres.mjs"]);
await checkTogether([
  ["Type check", "npm", ["run", "--silent", "typecheck"]],
  ["Lint", "npm", ["run", "--silent", "lint"]],
  ["Format", "npx", ["prettier", "--check", "."]],
]);

const unitOk = run("Unit and component tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${vitestReport}`,
]);
const unit = /** @type {VitestReport | null} */ (readJson(vitestReport));
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  failures.push(...failedUnitTests(unit));
}
if (!unitOk && !((unit?.numFailedTests ?? 0) > 0)) {
  failed += 1;
  failures.push("Unit and component tests (no report)");
}

if (run("Production build", "npm", ["run", "--silent", "build"])) {
  passed += 1;
  // The budget serves the build on a port of its own and measures it in one thread; the end-to-end run starts with
  // two more builds (its global setup), which leave part of a core idle, and the budget fills it.
  const [budget, e2eOk] = await Promise.all([
    runQuietly("Bundle budget", "node", ["scripts/budget.mjs"]),
    runBesideOthers("End-to-end tests", "npx", ["playwright", "test"]),
  ]);
  reportQuietStep(budget, "the end-to-end tests");
  const e2e = /** @type {PlaywrightReport | null} */ (readJson(playwrightReport));
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    failures.push(...failedEndToEndTests(e2e.suites));
    if (e2e.stats.skipped > 0) console.log(`${e2e.stats.skipped} end-to-end tests skipped`);
  }
  if (!e2eOk && !((e2e?.stats.unexpected ?? 0) > 0)) {
    failed += 1;
    failures.push("End-to-end tests (no report)");
  }
} else {
  failed += 1;
  failures.push("Production build");
}

console.log("\nTime per step:");
console.log(formatTable(["step", "seconds"], phaseTimes, { alignRight: [1] }));
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `  ✘ ${failure}`).join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
