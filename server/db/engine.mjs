// What the repository and the migrations need from a database, whichever engine runs it: PGlite (PostgreSQL
// compiled to WebAssembly, in this process, data in a folder) by default, or a PostgreSQL server when DATABASE_URL
// is set. Both speak the same SQL, so one set of migrations and queries serves both (decision 017).
import path from "node:path";

/** @typedef {{ rows: Record<string, any>[] }} QueryResult */

/**
 * @typedef {object} Queryable
 * @property {(sql: string, params?: unknown[]) => Promise<QueryResult>} query one statement, with $1… parameters
 * @property {(sql: string) => Promise<void>} exec several statements, without parameters (a migration)
 */

/**
 * @typedef {object} ListenHandlers
 * @property {(payload: string) => void} onMessage a notification on the channel
 * @property {() => void} [onReconnect] the listening connection was lost and is back: notifications sent while it
 *   was away are gone, so whoever listens should read the state again
 */

/**
 * @typedef {Queryable & {
 *   kind: "embedded" | "postgres",
 *   location: string,
 *   transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>,
 *   listen: (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>,
 *   maintain: () => Promise<void>,
 *   erase: () => Promise<void>,
 *   close: () => Promise<void>,
 * }} Engine
 *   `location` says where the data lives, for the start-up line (a folder, or a server without its password).
 *   `maintain` reclaims the space of deleted and replaced rows, where the database does not do it by itself.
 *   `erase` rewrites the poll tables so that no file of theirs holds a deleted row any more (a DELETE only marks
 *   rows dead, and VACUUM only frees their space); the embedded engine also retires the journal that held them.
 */

/**
 * @typedef {{ kind: "embedded", dataDir: string } | { kind: "postgres", connectionString: string }} EngineOptions
 */

/**
 * DATABASE_URL chooses PostgreSQL; otherwise the embedded engine keeps its files in DATA_DIR (default `data/` in
 * the project).
 *
 * @param {NodeJS.ProcessEnv} env
 * @param {string} projectRoot
 * @returns {EngineOptions}
 */
export function engineOptionsFromEnv(env, projectRoot) {
  if (env.DATABASE_URL) return { kind: "postgres", connectionString: env.DATABASE_URL };
  return { kind: "embedded", dataDir: path.resolve(projectRoot, env.DATA_DIR || "data") };
}

/**
 * @param {EngineOptions} options
 * @returns {Promise<Engine>}
 */
export async function openEngine(options) {
  if (options.kind === "postgres") {
    const { openPostgresEngine } = await import("./postgres-engine.mjs");
    return openPostgresEngine(options);
  }
  const { openEmbeddedEngine } = await import("./embedded-engine.mjs");
  return openEmbeddedEngine(options);
}

// SQLSTATE classes and Node socket errors that mean "the database is not there just now", not "this query is wrong":
// 08 connection exception, 53 insufficient resources, 57P0x the server shutting down or starting, 57014 a statement
// cancelled by statement_timeout (the database too busy to answer in time).
const unavailableSqlStates = /^(08|53|57P0[1-4]|57014)/;
const unavailableSocketErrors = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/**
 * Whether an error means the database cannot be reached, so the request should get 503 and be tried again.
 *
 * @param {unknown} error
 */
export function isUnavailableError(error) {
  if (!(error instanceof Error)) return false;
  const code = /** @type {{ code?: unknown }} */ (error).code;
  if (typeof code === "string" && (unavailableSqlStates.test(code) || unavailableSocketErrors.has(code))) return true;
  // node-postgres says these in words, without a code.
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|Query read timeout/i.test(
    error.message,
  );
}
