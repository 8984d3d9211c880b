// Shared by the measurement scripts: the production build, served in-process on a free port.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createApp } from "#server/app";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(projectRoot, "build");
const serverEntry = path.join(buildDir, "server", "index.js");

/** Builds once when there is no production build yet, so the scripts also work in a fresh clone. */
function ensureBuild() {
  if (existsSync(serverEntry)) return;
  console.log("No production build yet: building…");
  const result = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

/**
 * Starts the same express app `npm start` serves, on 127.0.0.1 and a port the OS picks,
 * so it never collides with a server someone else is running.
 */
export async function startProductionServer() {
  ensureBuild();
  return serveBuild(buildDir);
}

/**
 * Serves any React Router build directory the way the production server serves the site's.
 * @param {string} directory
 */
export async function serveBuild(directory) {
  const build = await import(pathToFileURL(path.join(directory, "server", "index.js")).href);
  const app = await createApp({ buildDir: directory });
  /** @type {import("node:http").Server} */
  const server = await new Promise((resolve, reject) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    listening.once("error", reject);
  });
  // A TCP server's address is an AddressInfo (a string only for a pipe or socket file).
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Every prerendered path, as the server build lists them. */
    routes: [...(build.prerender ?? [])],
    close() {
      server.closeAllConnections();
      return /** @type {Promise<void>} */ (new Promise((resolve) => server.close(() => resolve())));
    },
  };
}
