import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { writeAppIcons } from "./app-icons";
import { writeHostHeaderFiles } from "./host-header-files";
import { writeServiceWorker } from "./service-worker-build";
import { buildRobotsTxt, buildSitemap, type SiteLanguages } from "./sitemap";

interface WebAppManifestEntry {
  webAppManifest: typeof import("../app/i18n/web-app-manifest.server").webAppManifest;
}

/**
 * Runs after `react-router build`: records what the server must allow, renders the 404 page
 * once per language as `404.html` and `{code}/404.html` for static hosts (prerendering cannot emit a 404), writes
 * `sitemap.xml`, `robots.txt` and each language's web app manifest, renders the app icons, then, once every file exists, the service worker that
 * precaches them and the static hosts' header files.
 */
export async function finishBuild(
  buildDirectory: string,
  analytics: boolean,
  siteLanguages: SiteLanguages & { pathWithoutLanguage(pathname: string): string },
): Promise<void> {
  const { languages, localizedPath, pathWithoutLanguage } = siteLanguages;
  const [english] = languages;
  await writeFile(path.join(buildDirectory, "site-config.json"), `${JSON.stringify({ analytics })}\n`);

  const serverEntry = pathToFileURL(path.join(buildDirectory, "server", "index.js")).href;
  const build = (await import(/* @vite-ignore */ serverEntry)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const clientDir = path.join(buildDirectory, "client");
  for (const { code } of languages) {
    const response = await handle(new Request(`http://localhost${localizedPath("/404-page-for-static-hosts", code)}`));
    if (response.status !== 404) throw new Error(`Expected the ${code} 404 page to answer 404, got ${response.status}`);
    const file = code === english?.code ? "404.html" : path.join(code, "404.html");
    await writeFile(path.join(clientDir, file), await response.text());
  }

  // The origin the pages name as canonical (VITE_PUBLIC_ORIGIN, or its default), read from the home page's head.
  const home = await readFile(path.join(clientDir, "index.html"), "utf8");
  const origin = /<link rel="canonical" href="([^"]+?)\/?"/.exec(home)?.[1];
  if (!origin) throw new Error("The home page names no canonical address");
  const unprefixedPages = build.prerender.filter((page) => pathWithoutLanguage(page) === page);
  await writeFile(path.join(clientDir, "sitemap.xml"), buildSitemap(origin, unprefixedPages, siteLanguages));
  await writeFile(path.join(clientDir, "robots.txt"), buildRobotsTxt(origin));

  // Each language's web app manifest beside its pages; the English one is public/manifest.webmanifest.
  const { webAppManifest } = build.entry.module as unknown as WebAppManifestEntry;
  const englishManifest = JSON.parse(await readFile(path.join(clientDir, "manifest.webmanifest"), "utf8"));
  for (const { code } of languages.slice(1)) {
    await writeFile(
      path.join(clientDir, code, "manifest.webmanifest"),
      `${JSON.stringify(webAppManifest(englishManifest, code), null, 2)}\n`,
    );
  }

  await writeAppIcons(clientDir);
  const precache = await writeServiceWorker(
    clientDir,
    languages.map(({ code }) => code),
  );
  const kB = (size: number) => `${(size / 1000).toFixed(1)} kB`;
  const englishPages = precache.languages[english?.code ?? ""];
  console.log(
    `Service worker: ${precache.count} files precached, ${kB(precache.size)}; ` +
      `and one language's pages, e.g. English ${englishPages?.count ?? 0} files, ${kB(englishPages?.size ?? 0)}`,
  );
  await writeHostHeaderFiles(buildDirectory, build.prerender, analytics);
}
