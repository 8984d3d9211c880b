// `npm run bench`: every speed figure of the project in one table, each beside a reference measured in the same run,
// with its goal and whether this run met it (decision D24: `npm test` asserts no time; speed goals live here).
//
//   npm run bench                 every source below, in order
//   npm run bench -- wheel vote   only the sources whose name holds one of the words
//   npm run bench -- --check      exits 1 when a figure misses its goal
//   npm run bench -- --baseline   also writes the table as the baseline (docs/bench-baseline.json), from a quiet run
//
// Each source is a child process that hands its figures back as JSON (scripts/bench/figures.mjs); the pages' figures
// come from Playwright's report of e2e/bench/ (e2e/bench/figures.ts). The table is also written to
// bench-results/bench.json and bench-results/bench.md. Each figure is also shown beside its value in the baseline, the
// figures of the last run made on a quiet machine.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatTable } from "./format-table.mjs";

const resultsDir = "bench-results";
const browserReport = path.join(resultsDir, "browser.json");
const figureAnnotation = "bench-figure";
const baselineFile = "docs/bench-baseline.json";

/** @typedef {import("./bench/figures.mjs").Figure} Figure */
/** @typedef {{ figures: Figure[], ok: boolean }} Handed */
/** @typedef {{ name: string, needsBuild: boolean, run: () => Handed }} Source */

/**
 * Runs `command` with the output shown, and returns the figures it handed over, and whether it ended well.
 *
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @returns {Handed}
 */
function runSource(name, command, args) {
  const file = path.join(resultsDir, `${name}.figures.json`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, BENCH_FIGURES: file } });
  const figures = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : [];
  return { figures, ok: result.status === 0 && figures.length > 0 };
}

/**
 * @typedef {{ annotations: { type: string, description?: string }[] }} PlaywrightResult
 * @typedef {{ specs?: { tests: { results: PlaywrightResult[] }[] }[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 */

/**
 * The figures every bench test recorded, in the order they ran.
 *
 * @param {PlaywrightSuite[]} suites
 * @returns {Figure[]}
 */
function figuresOf(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) =>
        test.results.flatMap((result) =>
          result.annotations
            .filter((annotation) => annotation.type === figureAnnotation && annotation.description)
            .map((annotation) => JSON.parse(/** @type {string} */ (annotation.description))),
        ),
      ),
    ),
    ...figuresOf(suite.suites ?? []),
  ]);
}

/** @param {string} file */
function browserSource(file) {
  const name = file.replace(/\.bench\.ts$/, "");
  return {
    name,
    needsBuild: true,
    run: () => {
      const result = spawnSync("npx", ["playwright", "test", "-c", "playwright.bench.config.ts", `e2e/bench/${file}`], {
        stdio: "inherit",
      });
      if (!existsSync(browserReport)) return { figures: [], ok: false };
      const figures = figuresOf(JSON.parse(readFileSync(browserReport, "utf8")).suites);
      rmSync(browserReport);
      return { figures, ok: result.status === 0 && figures.length > 0 };
    },
  };
}

/** @type {Source[]} */
const sources = [
  { name: "domain", needsBuild: false, run: () => runSource("domain", "node", ["scripts/bench-domain.mjs"]) },
  ...readdirSync("e2e/bench")
    .filter((file) => file.endsWith(".bench.ts"))
    .sort()
    .map(browserSource),
  {
    name: "vote-load",
    needsBuild: false,
    run: () => runSource("vote-load", "node", ["scripts/vote-load.mjs", "--busy"]),
  },
  { name: "lighthouse", needsBuild: true, run: () => runSource("lighthouse", "node", ["scripts/lighthouse.mjs"]) },
];

const args = process.argv.slice(2);
const check = args.includes("--check");
const saveBaseline = args.includes("--baseline");
const words = args.filter((arg) => !arg.startsWith("--")).map((word) => word.toLowerCase());
const chosen = sources.filter(({ name }) => words.length === 0 || words.some((word) => name.includes(word)));
if (chosen.length === 0) {
  console.error(`No source matches ${words.join(", ")}. Sources: ${sources.map(({ name }) => name).join(", ")}`);
  process.exit(2);
}

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const cpus = os.cpus();
const machine =
  `${cpus[0]?.model ?? "unknown CPU"}, ${cpus.length} cores, Node ${process.version}; ` +
  `load average ${os.loadavg()[0]?.toFixed(2)} at the start`;
console.log(`npm run bench: ${chosen.map(({ name }) => name).join(", ")}\n${machine}`);
if (chosen.some(({ needsBuild }) => needsBuild)) {
  const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

/** @type {(Figure & { source: string })[]} */
const figures = [];
/** Sources that failed, or measured nothing: their figures are missing from the table. */
/** @type {string[]} */
const failed = [];
for (const source of chosen) {
  console.log(`\n▶ ${source.name}`);
  const handed = source.run();
  if (!handed.ok) failed.push(source.name);
  figures.push(...handed.figures.map((figure) => ({ source: source.name, ...figure })));
}

/** @type {{ at: string, machine: string, figures: (Figure & { source: string })[] } | null} */
const baseline = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, "utf8")) : null;
const baselineOf = (/** @type {Figure & { source: string }} */ figure) =>
  baseline?.figures.find(({ source, name }) => source === figure.source && name === figure.name);
const number = (/** @type {number} */ value) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : "-");
const rows = figures.map((figure) => {
  const ratio = figure.reference && figure.reference.value > 0 ? figure.value / figure.reference.value : Number.NaN;
  return [
    figure.source,
    figure.name,
    `${number(figure.value)} ${figure.unit}`,
    figure.reference ? `${number(figure.reference.value)} (${figure.reference.name})` : "",
    Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : "",
    figure.goal?.text ?? "",
    figure.goal ? (figure.goal.met ? "met" : "MISSED") : "",
    number(baselineOf(figure)?.value ?? Number.NaN),
  ];
});
const headers = ["source", "figure", "value", "reference", "ratio", "goal", "met", "baseline"];
console.log(`\nnpm run bench, ${new Date().toISOString()}: ${machine}`);
console.log(baseline ? `Baseline: ${baseline.at}, ${baseline.machine}\n` : "No baseline yet\n");
console.log(formatTable(headers, rows, { alignRight: [2, 4, 7] }));

const missed = figures.filter((figure) => figure.goal && !figure.goal.met);
const summary =
  `${figures.length} figures; ${figures.filter((figure) => figure.goal?.met).length} goals met, ` +
  `${missed.length} missed` +
  (failed.length > 0 ? `; FAILED (figures missing): ${failed.join(", ")}` : "");
console.log(`\n${summary}`);
const table = JSON.stringify({ at: new Date().toISOString(), machine, figures }, null, 2);
writeFileSync(path.join(resultsDir, "bench.json"), table);
if (saveBaseline) writeFileSync(baselineFile, `${table}\n`);
const markdownRow = (/** @type {string[]} */ cells) =>
  `| ${cells.map((cell) => cell.replace(/\|/g, "\\|")).join(" | ")} |`;
writeFileSync(
  path.join(resultsDir, "bench.md"),
  [
    `# npm run bench, ${new Date().toISOString()}`,
    "",
    machine,
    "",
    markdownRow(headers),
    markdownRow(headers.map(() => "---")),
    ...rows.map(markdownRow),
    "",
    summary,
    "",
  ].join("\n"),
);
console.log(`Written to ${resultsDir}/bench.json and ${resultsDir}/bench.md`);
if (check && (missed.length > 0 || failed.length > 0)) process.exit(1);
