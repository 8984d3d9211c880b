// The vote service as `npm start` and server/api-server.mjs run it: the engine the environment chooses (DATABASE_URL
// for PostgreSQL, otherwise the embedded one in DATA_DIR), and the API on it.
import { existsSync } from "node:fs";
import path from "node:path";
import { engineOptionsFromEnv, openEngine } from "./db/engine.mjs";
import { createPollsApi } from "./polls/api.mjs";

/**
 * `TRUST_PROXY` for Express's "trust proxy": how many proxies, or which addresses, stand in front of the server, so
 * that limits apply to each visitor's address rather than the proxy's. Unset: the connection's own address.
 *
 * @param {string | undefined} value
 * @returns {number | string | false}
 */
export function trustProxySetting(value) {
  if (!value) return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * @param {{ projectRoot: string, env?: NodeJS.ProcessEnv, log?: (message: string) => void }} options
 */
export async function startVoteService({ projectRoot, env = process.env, log = (message) => console.log(message) }) {
  const options = engineOptionsFromEnv(env, projectRoot);
  if (options.kind === "embedded" && !existsSync(path.join(options.dataDir, "votes-pglite"))) {
    log(`Creating the vote database in ${options.dataDir} (the first start takes a few seconds)…`);
  }
  const engine = await openEngine(options);
  const api = createPollsApi({ engine });
  return {
    engine,
    api,
    /** Ends the API's streams, then closes the database. */
    async close() {
      await api.close();
      await engine.close();
    },
  };
}
