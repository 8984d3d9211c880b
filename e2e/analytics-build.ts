import type { AddressInfo } from "node:net";
import path from "node:path";
import { createApp } from "#server/app";
import { buildBeside } from "./support/build-beside";

// The site the suite runs is the default build: no analytics id, so nothing to consent to and no banner. A build with
// an id behaves otherwise (docs/product-rules.md, Consent), so the suite builds one too, beside the first as the
// update-prompt journey's second deploy is (e2e/support/global-setup.ts), and serves it while the tests run. Journeys on it say so with
// `test.use({ baseURL: analyticsBuildURL() })`.
export const analyticsBuildDir = path.resolve("build", "analytics");
export const analyticsMeasurementId = "G-E2ETEST01";

const urlVariable = "E2E_ANALYTICS_BUILD_URL";

/** Where the build with analytics is served (set by serveAnalyticsBuild in Playwright's global setup, which runs first). */
export const analyticsBuildURL = () => process.env[urlVariable];

/** Builds the site with an analytics id and serves it on a free port until the returned function stops it. */
export async function serveAnalyticsBuild() {
  await buildBeside(analyticsBuildDir, { VITE_ANALYTICS_ID: analyticsMeasurementId }, "The build with analytics");
  const app = await createApp({ buildDir: analyticsBuildDir });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  // Playwright hands what the global setup sets in the environment to the test workers.
  process.env[urlVariable] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
}
