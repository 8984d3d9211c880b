import type { AddressInfo } from "node:net";
import { createApp } from "#server/app";
import { nextDeployDir, nextDeployOrigin } from "./next-deploy";
import { buildBeside } from "./support/build-beside";

// The site the suite runs is the default build: no analytics id, so nothing to consent to and no banner. A build with
// an id behaves otherwise (docs/product-rules.md, Consent), so the suite builds one too, beside the first, and serves
// it while the tests run. Journeys on it say so with `test.use({ baseURL: analyticsBuildURL() })`. The same build is
// the update-prompt journey's new deploy, whose pages must differ from the first deploy's, so it names another public
// origin too: the journeys on it read no canonical address, and the update prompt's visitor has declined analytics
// (the fixture's stored consent), so neither setting changes what the other's journeys see.
export const analyticsMeasurementId = "G-E2ETEST01";

const urlVariable = "E2E_ANALYTICS_BUILD_URL";

/** Where the build with analytics is served (set by the global setup below, which Playwright runs first). */
export const analyticsBuildURL = () => process.env[urlVariable];

/** Playwright's globalSetup: builds the site with an analytics id and serves it on a free port until the run ends. */
export default async function serveAnalyticsBuild() {
  await buildBeside(
    nextDeployDir,
    { VITE_ANALYTICS_ID: analyticsMeasurementId, VITE_PUBLIC_ORIGIN: nextDeployOrigin },
    "The build with analytics, which is also the update-prompt journey's new deploy,",
  );
  const app = await createApp({ buildDir: nextDeployDir });
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
