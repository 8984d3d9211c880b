import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";
import { listClientFiles } from "./client-files";
import { isOtherLanguageFile, precacheEntryFor } from "./precache-manifest";

const source = fileURLToPath(new URL("../app/features/site/service-worker/service-worker.ts", import.meta.url));
const serviceWorkerFile = "sw.js";

// Host configuration and the files for search engines are not content, and the worker must not cache itself.
const notPrecached = new Set([serviceWorkerFile, "_headers", "sitemap.xml", "robots.txt"]);

/**
 * Writes `<clientDir>/sw.js`: the Workbox service worker with every file of the client build in
 * its precache (pages under the URLs they are served at), but other languages' than English. Run last, once every file exists.
 */
export async function writeServiceWorker(
  clientDir: string,
  otherLanguageCodes: ReadonlySet<string>,
): Promise<{ count: number; size: number }> {
  const files = (await listClientFiles(clientDir)).filter(
    (file) => !notPrecached.has(file) && !isOtherLanguageFile(file, otherLanguageCodes),
  );
  const contents = await Promise.all(files.map((file) => readFile(path.join(clientDir, file))));
  const manifest = files.map((file, index) => precacheEntryFor(file, contents[index]!));

  const output = (await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    define: {
      // Workbox drops its development logging when this is "production".
      "process.env.NODE_ENV": JSON.stringify("production"),
      __PRECACHE_MANIFEST__: JSON.stringify(manifest),
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
  return { count: files.length, size: contents.reduce((sum, content) => sum + content.length, 0) };
}
