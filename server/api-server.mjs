// Serves the vote API alone, without the site's pages, in a process of its own: the load script
// (scripts/vote-load.mjs) and the durability test start it, load it and kill it. `npm start` serves the API with
// the site. Prints one line of JSON, `{"listening":"http://…"}`, once it answers.
import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import { applyHttpLimits } from "./http-limits.mjs";
import { startVoteService, trustProxySetting } from "./vote-service.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const votes = await startVoteService({ projectRoot: root, log: (message) => console.error(message) });
await votes.api.ready;

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxySetting(process.env.TRUST_PROXY));
app.use("/api", votes.api.router);

const server = app.listen(Number(process.env.PORT) || 0, process.env.HOST || "127.0.0.1", () => {
  const { address, port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  console.log(JSON.stringify({ listening: `http://${address}:${port}`, database: votes.engine.location }));
});
applyHttpLimits(server);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await votes.api.close();
    server.close();
    server.closeAllConnections();
    await votes.engine.close();
    process.exit(0);
  });
}
