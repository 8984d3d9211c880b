import { defineConfig } from "@playwright/test";
import { baseURL, chromium, productionServer } from "./playwright.config";

// The browser figures of `npm run bench` (scripts/bench.mjs runs this config): pages measured in Chromium against the
// production build. Figures only: each bench records what it measured beside its reference (e2e/bench/figures.ts) and
// scripts/bench.mjs judges them. One worker, one test at a time, so that no measurement measures another.
export default defineConfig({
  testDir: "e2e/bench",
  testMatch: /\.bench\.ts$/,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  workers: 1,
  timeout: 180_000,
  expect: { timeout: 30_000 },
  globalTeardown: "./e2e/support/remove-vote-data.ts",
  reporter: [["list"], ["json", { outputFile: "bench-results/browser.json" }]],
  // Tracing snapshots the whole DOM at every step, which would dominate the measurements.
  use: { baseURL, trace: "off", screenshot: "only-on-failure", reducedMotion: "reduce", serviceWorkers: "block" },
  projects: [{ name: "bench", use: chromium }],
  webServer: productionServer,
});
