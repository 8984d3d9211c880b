import path from "node:path";
import { buildBeside } from "./support/build-beside";

// The update-prompt journey needs a second deploy of the same code whose pages differ: its own public origin.
// A production build takes the better part of a minute on a busy 2-core machine, so it is made before any test
// starts (e2e/support/global-setup.ts), rather than inside a test that the other worker's tests would race against.
// It lives inside build/, where its server files find node_modules and where `npm run build` wipes it with the first
// deploy.
export const nextDeployDir = path.resolve("build", "next-deploy");
export const nextDeployOrigin = "https://next-deploy.example";

/** Builds the second deploy. */
export function buildNextDeploy() {
  return buildBeside(
    nextDeployDir,
    { VITE_PUBLIC_ORIGIN: nextDeployOrigin },
    "Second deploy for the update-prompt journey",
  );
}
