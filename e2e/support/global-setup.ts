import { serveAnalyticsBuild } from "#e2e/analytics-build";
import { buildNextDeploy } from "#e2e/next-deploy";

/**
 * Playwright's globalSetup: the suite's two other builds of the site, a new deploy (update prompt) and a build with an
 * analytics id (consent), made at the same time: a build keeps little more than one core busy, so one after the other
 * left a core of a 2-core machine idle for most of a minute. Returns the teardown, which stops serving the analytics
 * build.
 */
export default async function buildTheOtherDeploys() {
  const [, stopServingAnalyticsBuild] = await Promise.all([buildNextDeploy(), serveAnalyticsBuild()]);
  return stopServingAnalyticsBuild;
}
