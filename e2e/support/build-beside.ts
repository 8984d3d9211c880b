import { execFile } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

/** The first deploy's build, told apart by when its server bundle was written. */
const firstDeployStamp = () => String(statSync(path.resolve("build", "server", "index.js")).mtimeMs);

/**
 * Builds the same code again into `directory` with other build-time settings, unless a build made for the current
 * first deploy is already there.
 */
export async function buildBeside(directory: string, settings: Record<string, string>, purpose: string) {
  const stampFile = path.join(directory, "built-after.txt");
  const stamp = firstDeployStamp();
  if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp) return;
  const started = Date.now();
  // The build's output is kept for its error only; 64 MB is far more than it ever prints (about 50 kB).
  await execFileAsync("npx", ["react-router", "build"], {
    env: { ...process.env, ...settings, BUILD_DIRECTORY: directory },
    maxBuffer: 64 * 1024 * 1024,
  });
  writeFileSync(stampFile, stamp);
  console.log(`${purpose} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
