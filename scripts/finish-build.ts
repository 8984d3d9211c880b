import { writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { writeAppIcons } from "./app-icons";
import { writeHostHeaderFiles } from "./host-header-files";
import { writeServiceWorker } from "./service-worker-build";

/**
 * Runs after `react-router build`: records what the server must allow, renders the 404 page
 * once as `404.html` for static hosts (prerendering cannot emit a 404), renders the app icons,
 * then, once every file exists, the service worker that precaches them and the static hosts'
 * header files.
 */
export async function finishBuild(buildDirectory: string, analytics: boolean): Promise<void> {
  await writeFile(path.join(buildDirectory, "site-config.json"), `${JSON.stringify({ analytics })}\n`);

  const serverEntry = pathToFileURL(path.join(buildDirectory, "server", "index.js")).href;
  const build = (await import(/* @vite-ignore */ serverEntry)) as ServerBuild;
  const response = await createRequestHandler(
    build,
    "production",
  )(new Request("http://localhost/404-page-for-static-hosts"));
  if (response.status !== 404) throw new Error(`Expected the 404 page to answer 404, got ${response.status}`);
  const clientDir = path.join(buildDirectory, "client");
  await writeFile(path.join(clientDir, "404.html"), await response.text());

  await writeAppIcons(clientDir);
  const precache = await writeServiceWorker(clientDir);
  console.log(`Service worker: ${precache.count} files precached, ${(precache.size / 1000).toFixed(1)} kB`);
  await writeHostHeaderFiles(buildDirectory, build.prerender, analytics);
}
