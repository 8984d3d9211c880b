import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.mjs";
import { applyHttpLimits } from "./http-limits.mjs";
import { startVoteService, trustProxySetting } from "./vote-service.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(root, "build");

if (!existsSync(path.join(buildDir, "server", "index.js"))) {
  console.log("No production build yet: building…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const port = Number(process.env.PORT) || 3000;
const host = process.env.HOST || "127.0.0.1";
const votes = await startVoteService({ projectRoot: root }).catch((/** @type {Error} */ error) => {
  console.error(`The vote database could not be opened: ${error.message}`);
  process.exit(1);
});
console.log(`Votes are kept in ${votes.engine.location}`);
votes.api.ready.catch((/** @type {Error} */ error) => {
  console.error(`The vote database could not be prepared: ${error.message}`);
  process.exit(1);
});
const app = await createApp({ buildDir, api: votes.api.router });
app.set("trust proxy", trustProxySetting(process.env.TRUST_PROXY));
const server = app.listen(port, host, () => {
  console.log(`AI Decision Maker is running at http://${host}:${port}`);
});
applyHttpLimits(server);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    // Live-update streams end first, or the server would wait for them to close.
    await votes.api.close();
    server.close(() => votes.engine.close().finally(() => process.exit(0)));
    server.closeIdleConnections();
  });
}
