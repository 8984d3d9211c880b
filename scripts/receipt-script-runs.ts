import { copyFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";

// Runs docs/verify-receipt.mjs (draws) and docs/verify-teams-receipt.mjs (teams), each copied alone into a folder of
// its own, as someone who took only that file would run it. Each check runs the script in a worker thread of its own,
// with its own arguments, exit code and output (the scripts print once, then exit): a thread starts in a fraction of a
// process's time, so the vector tests take 6 s rather than 18. Four run at once.
const folder = mkdtempSync(path.join(tmpdir(), "receipt-scripts-"));
function copiedAlone(script: string): string {
  const copy = path.join(mkdtempSync(path.join(folder, "alone-")), path.basename(script));
  copyFileSync(script, copy);
  return copy;
}
const scripts = { draw: copiedAlone("docs/verify-receipt.mjs"), teams: copiedAlone("docs/verify-teams-receipt.mjs") };

const atOnce = 4;
let running = 0;
const waiting: (() => void)[] = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  while (running >= atOnce) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

let runs = 0;

/**
 * The script's exit code and what it printed for `receipt` (written as JSON, or as it is when it is text: a receipt
 * that gives a key twice is only text), given `list` as the list file when there is one: lines (each followed by a
 * line feed, as the page writes the file), the file's text, or its bytes.
 */
export function runScript(
  kind: "draw" | "teams",
  receipt: unknown,
  list?: readonly string[] | string | Uint8Array,
): Promise<{ code: number; output: string }> {
  const run = ++runs;
  const args = [scripts[kind], path.join(folder, `receipt-${run}.json`)];
  writeFileSync(args[1] as string, typeof receipt === "string" ? receipt : JSON.stringify(receipt));
  if (list !== undefined) {
    args.push(path.join(folder, `list-${run}.txt`));
    const file =
      typeof list === "string" || list instanceof Uint8Array ? list : list.map((line) => `${line}\n`).join("");
    writeFileSync(args[2] as string, file);
  }
  return inTurn(
    () =>
      new Promise((resolve) => {
        const worker = new Worker(args[0] as string, { argv: args.slice(1), stdout: true });
        let stdout = "";
        worker.stdout.setEncoding("utf8");
        worker.stdout.on("data", (chunk: string) => (stdout += chunk));
        worker.on("error", () => {});
        worker.on("exit", (code) => resolve({ code, output: stdout.trim() }));
      }),
  );
}

/** Where the copies are: remove it when the tests are done. */
export const scriptFolder = folder;
