import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";
import { listClientFiles } from "./client-files";
import { languageOfFile, precacheEntryFor, type PrecacheEntry } from "./precache-manifest";

const source = fileURLToPath(new URL("../app/features/site/service-worker/service-worker.ts", import.meta.url));
const serviceWorkerFile = "sw.js";

// Host configuration and the files for search engines are not content, and the worker must not cache itself.
const notPrecached = new Set([serviceWorkerFile, "_headers", "sitemap.xml", "robots.txt"]);

/**
 * Writes `<clientDir>/sw.js`: the Workbox service worker with every language-less file of the client build in its
 * precache, and each language's pages (under the URLs they are served at) in a list of its own, which the worker caches
 * for the visitor's language only. Run last, once every file exists.
 */
export async function writeServiceWorker(
  clientDir: string,
  languageCodes: readonly string[],
): Promise<{ count: number; size: number; languages: Record<string, { count: number; size: number }> }> {
  const files = (await listClientFiles(clientDir)).filter((file) => !notPrecached.has(file));
  const contents = await Promise.all(files.map((file) => readFile(path.join(clientDir, file))));
  const manifest: PrecacheEntry[] = [];
  const languagePages: Record<string, PrecacheEntry[]> = Object.fromEntries(languageCodes.map((code) => [code, []]));
  const stamp = createHash("md5");
  const languageSizes: Record<string, { count: number; size: number }> = {};
  let size = 0;
  files.forEach((file, index) => {
    const content = contents[index]!;
    const language = languageOfFile(file, languageCodes);
    if (language === undefined) {
      manifest.push(precacheEntryFor(file, content));
      size += content.length;
      return;
    }
    const entry = precacheEntryFor(file, content);
    languagePages[language]!.push(entry);
    stamp.update(`${entry.url} ${entry.revision}\n`);
    const counted = (languageSizes[language] ??= { count: 0, size: 0 });
    counted.count += 1;
    counted.size += content.length;
  });

  const output = (await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    define: {
      // Workbox drops its development logging when this is "production".
      "process.env.NODE_ENV": JSON.stringify("production"),
      __PRECACHE_MANIFEST__: JSON.stringify(manifest),
      __LANGUAGE_PAGES__: JSON.stringify(
        Object.fromEntries(Object.entries(languagePages).map(([code, pages]) => [code, pages.map(({ url }) => url)])),
      ),
      __LANGUAGE_PAGES_STAMP__: JSON.stringify(stamp.digest("hex").slice(0, 12)),
    },
    build: {
      write: false,
      minify: true,
      // A classic script: every browser with service workers runs it, module workers are newer.
      lib: { entry: source, formats: ["iife"], name: "serviceWorker" },
    },
  })) as Rolldown.RolldownOutput[];
  const chunk = output.flatMap((result) => result.output).find((item) => item.type === "chunk");
  if (!chunk) throw new Error("The service worker bundle produced no script");
  await writeFile(path.join(clientDir, serviceWorkerFile), chunk.code);
  return { count: manifest.length, size, languages: languageSizes };
}
