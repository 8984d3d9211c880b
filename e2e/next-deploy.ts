import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

// The update-prompt journey needs a second deploy of the same code whose pages differ: its own public origin.
// A production build takes the better part of a minute on a busy 2-core machine, so it is made here, before any
// test starts, rather than inside a test that the other worker's tests would race against. It lives inside
// build/, where its server files find node_modules and where `npm run build` wipes it with the first deploy.
export const nextDeployDir = path.resolve("build", "next-deploy");
export const nextDeployOrigin = "https://next-deploy.example";

/** The first deploy's build, told apart by when its server bundle was written. */
const firstDeployStamp = () => String(statSync(path.resolve("build", "server", "index.js")).mtimeMs);

/**
 * Builds the same code again into `directory` with other build-time settings, unless a build made for the current
 * first deploy is already there.
 */
export function buildBeside(directory: string, settings: Record<string, string>, purpose: string) {
  const stampFile = path.join(directory, "built-after.txt");
  const stamp = firstDeployStamp();
  if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp) return;
  const started = Date.now();
  execFileSync("npx", ["react-router", "build"], {
    env: { ...process.env, ...settings, BUILD_DIRECTORY: directory },
    stdio: "pipe",
  });
  writeFileSync(stampFile, stamp);
  console.log(`${purpose} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Playwright's globalSetup: builds the second deploy. */
export default function buildNextDeploy() {
  buildBeside(nextDeployDir, { VITE_PUBLIC_ORIGIN: nextDeployOrigin }, "Second deploy for the update-prompt journey");
}
