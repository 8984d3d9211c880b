import { mkdtempSync } from "node:fs";
import { register } from "node:module";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium.mjs";

// Journeys that build real receipts run the app's domain code, whose messages are Lingui macros (see the loader).
register("./e2e/support/lingui-macro-loader.mjs", import.meta.url);

// The test server keeps its votes in a folder of its own, new for each run, which the vote journeys read afterwards
// to show that none of their words are stored. Made once, where the run starts: its test workers load this file
// again and inherit the variable.
process.env.E2E_VOTE_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "e2e-votes-"));
export const voteDataDir = process.env.E2E_VOTE_DATA_DIR;

const port = Number(process.env.E2E_PORT) || 4173;
/** The production build, served as `npm start` serves it. */
export const productionServer = {
  // Started with node directly so the PID Playwright stops is the server's own.
  command: "node server/start.mjs",
  // TRUST_PROXY: the vote journeys give their browsers addresses of their own (X-Forwarded-For), so the per-address
  // limits one of them runs into never touch the others.
  env: { PORT: String(port), DATA_DIR: voteDataDir, TRUST_PROXY: "loopback" },
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: false,
  timeout: 120_000,
};
export const baseURL = `http://127.0.0.1:${port}`;
export const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // One worker, with its browser and the server, keeps about 1.2 cores busy (the history, consent, navigation and
  // list-input specs: 79 s of CPU in 67 s with one worker), so two workers fill a 2-core machine.
  workers: 2,
  // Limits on a hang, not on speed (decision D24): sized for a 2-core machine kept busy by other work (load average 16)
  // beside the server and two browsers. A step that waits on the page gets 20 s, a whole journey two minutes; journeys
  // that do more say so themselves.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // A second build of the site, made before the tests start: with an analytics id (consent), served for the tests
  // that use it, and another public origin, as the update prompt's new deploy.
  globalSetup: "./e2e/analytics-build.ts",
  globalTeardown: "./e2e/support/remove-vote-data.ts",
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL,
    // Not traced: recording every step of every test (screenshots and DOM snapshots, kept only for a failure) took
    // some 20% of the suite's CPU. A failure leaves its screenshot and the page's accessibility tree
    // (error-context.md); `--trace on` records a rerun.
    trace: "off",
    screenshot: "only-on-failure",
    // The page's drifting background animates forever; without a GPU, compositing it costs some 40% of a core per
    // open page, which every test would pay and race against. Journeys run as for visitors who ask for reduced
    // motion (the CSS then stops every animation); the ones that pick and battle run with motion too.
    reducedMotion: "reduce",
    // A service worker would answer requests that page.route() should see; the offline and
    // update specs allow it where it is what they test.
    serviceWorkers: "block",
  },
  // Journeys only: what takes how long is measured by `npm run bench` (playwright.bench.config.ts, decision D24).
  projects: [{ name: "chromium", use: chromium }],
  webServer: productionServer,
});
