// Checking the slowest split receipts of docs/vectors/teams.json (issue #31: every receipt decided in at most 2 s), on
// /verify's checker and with docs/verify-teams-receipt.mjs as anyone would run it (a Node process each, its start
// included). Each row checks one vector: a version 1 balancing without a budget, 20 blocks kept apart, and receipts
// refused as too much work once their counted work passes the bounds of section 10.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const teamsScript = fileURLToPath(new URL("../../docs/verify-teams-receipt.mjs", import.meta.url));
const vectorsFile = fileURLToPath(new URL("../../docs/vectors/teams.json", import.meta.url));
const measured = [
  "v1-no-budget",
  "v1-400-people-balanced",
  "v3-twenty-keep-apart-blocks",
  "v3-search-too-much-work",
  "v1-balancing-too-much-work",
];

/**
 * The script's exit code: 1 or 2 is a verdict here, not a failure of the run.
 *
 * @param {string[]} args
 */
function runScript(args) {
  try {
    execFileSync(process.execPath, args, { stdio: "pipe" });
    return 0;
  } catch (error) {
    return /** @type {{ status: number }} */ (error).status;
  }
}

/**
 * @param {import("./benchmark").LoadAppModule} load
 * @returns {Promise<import("./benchmark").BenchmarkSet>}
 */
export async function setUp(load) {
  const { verifyReceipt } = /** @type {typeof import("~/features/verify/domain/receipt-check")} */ (
    await load("features/verify/domain/receipt-check.ts")
  );
  /** @type {{ verifies: { name: string; receipt: unknown; listFile?: string }[]; fails: { name: string; receipt: unknown; listFile?: string }[] }} */
  const vectors = JSON.parse(readFileSync(vectorsFile, "utf8"));
  const folder = mkdtempSync(path.join(os.tmpdir(), "bench-teams-receipts-"));
  /** @type {import("./benchmark").Benchmark[]} */
  const benchmarks = [];
  for (const name of measured) {
    const vector = [...vectors.verifies, ...vectors.fails].find((each) => each.name === name);
    if (!vector) throw new Error(`docs/vectors/teams.json has no vector ${name}`);
    const receiptFile = path.join(folder, `${name}.json`);
    writeFileSync(receiptFile, JSON.stringify(vector.receipt));
    const args = [teamsScript, receiptFile];
    if (vector.listFile !== undefined) {
      args.push(path.join(folder, `${name}.txt`));
      writeFileSync(/** @type {string} */ (args[2]), vector.listFile);
    }
    benchmarks.push(
      [`teams receipt ${name}: /verify's checker`, () => verifyReceipt(vector.receipt, vector.listFile)],
      [`teams receipt ${name}: node docs/verify-teams-receipt.mjs`, () => runScript(args)],
    );
  }
  return { benchmarks, cleanUp: () => rmSync(folder, { recursive: true, force: true }) };
}
