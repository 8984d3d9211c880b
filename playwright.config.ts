import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT) || 4173;
const measuredSpec = /(scale|timing)\.spec\.ts$/;
const chromium = {
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
  // Sized for a 2-core machine busy with the server, two browsers and anything else running: a step that
  // waits on the page gets 10 s, a whole journey a minute. Journeys that do more say so themselves.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Second builds of the site, made before the tests start: a new deploy (update prompt), and a build with an analytics
  // id (consent), which is served for the tests that use it.
  globalSetup: ["./e2e/next-deploy.ts", "./e2e/analytics-build.ts"],
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    // The page's drifting background animates forever; without a GPU, compositing it costs some 40% of a core per
    // open page, which every test would pay and race against. Journeys run as for visitors who ask for reduced
    // motion (the CSS then stops every animation); the ones that pick and battle run with motion too.
    reducedMotion: "reduce",
    // A service worker would answer requests that page.route() should see; the offline and
    // update specs allow it where it is what they test.
    serviceWorkers: "block",
  },
  projects: [
    { name: "chromium", testIgnore: measuredSpec, use: chromium },
    // Timing figures are only worth reporting from a machine that runs nothing else: these tests run after
    // all others, one at a time, in one worker (two would measure each other). (`--no-deps` runs them without
    // the rest first.)
    {
      name: "measurements",
      testMatch: measuredSpec,
      dependencies: ["chromium"],
      fullyParallel: false,
      workers: 1,
      use: chromium,
    },
  ],
  webServer: {
    // Started with node directly so the PID Playwright stops is the server's own.
    command: "node server/start.mjs",
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
