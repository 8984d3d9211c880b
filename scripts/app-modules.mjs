// Shared by the scripts that run the app's own TypeScript modules in Node (`npm run bench`, `npm run budget`).
//
// The modules are TypeScript with `~/` imports. Vite (already a dev dependency, and what builds them for the site)
// loads them through its SSR module loader: TypeScript is stripped, `~/` resolves through tsconfig paths as in
// vite.config.ts, and the code then runs as ordinary functions in this process. No tsx, vite-node or other extra tool
// is needed.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A loader of modules under app/ (`load("kernel/lists/domain/list-text.ts")`); `close()` when done. */
export async function openAppModules() {
  const vite = await createServer({
    root: projectRoot,
    configFile: false,
    logLevel: "error",
    appType: "custom",
    resolve: { tsconfigPaths: true },
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  return {
    /** @param {string} file */
    load: (file) => vite.ssrLoadModule(`/app/${file}`),
    close: () => vite.close(),
  };
}
