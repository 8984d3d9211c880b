// What a source of figures hands to `npm run bench` (scripts/bench.mjs), which runs it as a child process: its figures
// as JSON, in the file that BENCH_FIGURES names. Run on its own, a source only prints its tables.

/**
 * One figure, in the shape of e2e/bench/figures.ts: beside a reference measured in the same run, with its goal.
 *
 * @typedef {{
 *   name: string,
 *   unit: string,
 *   value: number,
 *   reference?: { name: string, value: number },
 *   goal?: { text: string, met: boolean },
 * }} Figure
 */

import { writeFileSync } from "node:fs";

/** @param {Figure[]} figures */
export function handFigures(figures) {
  const file = process.env.BENCH_FIGURES;
  if (file) writeFileSync(file, JSON.stringify(figures));
}
