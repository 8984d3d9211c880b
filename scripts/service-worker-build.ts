import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";
import { getManifest } from "workbox-build";
import { hashedFilePattern, precacheUrlFor } from "./precache-urls";

const source = fileURLToPath(new URL("../app/service-worker/service-worker.ts", import.meta.url));
export const serviceWorkerFile = "sw.js";

/**
 * Writes `<clientDir>/sw.js`: the Workbox service worker with every file of the client build in
 * its precache (pages under the URLs they are served at). Run last, once every file exists.
 */
export async function writeServiceWorker(clientDir: string): Promise<{ count: number; size: number }> {
  const { manifestEntries, count, size, warnings } = await getManifest({
    globDirectory: clientDir,
    globPatterns: ["**/*"],
    // Host configuration is not content; the worker must not cache itself.
    globIgnores: [serviceWorkerFile, "_headers", ".vite/**"],
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) => {
          const url = precacheUrlFor(entry.url);
          // A hashed file's URL changes with its content, so it needs no revision of its own.
          return { ...entry, url, revision: hashedFilePattern.test(url) ? null : entry.revision };
        }),
      }),
    ],
  });
  if (warnings.length > 0) throw new Error(`Precache: ${warnings.join("; ")}`);

  const output = (await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    define: {
      // Workbox drops its development logging when this is "production".
      "process.env.NODE_ENV": JSON.stringify("production"),
      __PRECACHE_MANIFEST__: JSON.stringify(manifestEntries ?? []),
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
  return { count, size };
}
