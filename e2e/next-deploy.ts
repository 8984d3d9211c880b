import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

// The update-prompt journey needs a second deploy of the same code whose pages differ: its own public origin.
// A production build takes the better part of a minute on a busy 2-core machine, so it is made here, before any
// test starts, rather than inside a test that the other worker's tests would race against. It lives inside
// build/, where its server files find node_modules and where `npm run build` wipes it with the first deploy.
export const nextDeployDir = path.resolve("build", "next-deploy");
export const nextDeployOrigin = "https://next-deploy.example";

const stampFile = path.join(nextDeployDir, "built-after.txt");

/** The first deploy's build, told apart by when its server bundle was written. */
const firstDeployStamp = () => String(statSync(path.resolve("build", "server", "index.js")).mtimeMs);

/** Playwright's globalSetup: builds the second deploy unless one made for the current first deploy is there. */
export default function buildNextDeploy() {
  const stamp = firstDeployStamp();
  if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp) return;
  const started = Date.now();
  execFileSync("npx", ["react-router", "build"], {
    env: { ...process.env, BUILD_DIRECTORY: nextDeployDir, VITE_PUBLIC_ORIGIN: nextDeployOrigin },
    stdio: "pipe",
  });
  writeFileSync(stampFile, stamp);
  console.log(`Second deploy for the update-prompt journey built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
