// PostgreSQL, when DATABASE_URL is set: a pool of connections for queries and one connection that LISTENs, so
// every server instance on the same database hears every change (decision 017). A database that goes away makes
// requests fail quickly (503 upstream) rather than hang, and both the pool and the listener come back by themselves.
import pg from "pg";

/** @typedef {import("./engine.mjs").Engine} Engine */
/** @typedef {import("./engine.mjs").ListenHandlers} ListenHandlers */

/**
 * The server and database, without user name or password, for the start-up line.
 *
 * @param {string} connectionString
 */
function describe(connectionString) {
  try {
    const url = new URL(connectionString);
    return `PostgreSQL at ${url.hostname || "localhost"}:${url.port || 5432}${url.pathname}`;
  } catch {
    return "PostgreSQL (DATABASE_URL)";
  }
}

/** @param {unknown} value */
const quoteIdentifier = (value) => `"${String(value).replaceAll('"', '""')}"`;

/**
 * @param {{ connectionString: string, poolSize?: number, reconnectDelaysMs?: number[] }} options
 * @returns {Promise<Engine>}
 */
export async function openPostgresEngine({
  connectionString,
  poolSize = 10,
  reconnectDelaysMs = [250, 1000, 2000, 5000],
}) {
  const connection = {
    connectionString,
    // A request waits at most this long for a connection when the database is away, then answers 503.
    connectionTimeoutMillis: 5_000,
    // No query of this service should take long; one that does is stuck, not slow.
    statement_timeout: 15_000,
    // …and one whose answer never comes (the network dropped without a word) fails here rather than hanging.
    query_timeout: 20_000,
    keepAlive: true,
    application_name: "ai-decision-maker",
  };
  const pool = new pg.Pool({ ...connection, max: poolSize, idleTimeoutMillis: 30_000 });
  // An idle connection that breaks (the database restarted) is dropped from the pool; the next query opens another.
  pool.on("error", () => {});

  /** @type {Set<() => Promise<void>>} */
  const listeners = new Set();
  let closed = false;

  /**
   * One connection per channel that LISTENs, opened again (after a short wait that grows) whenever it breaks.
   *
   * @param {string} channel
   * @param {ListenHandlers} handlers
   */
  async function listen(channel, { onMessage, onReconnect }) {
    /** @type {pg.Client | null} */
    let client = null;
    let stopped = false;
    /** @type {NodeJS.Timeout | undefined} */
    let retryTimer;
    let failures = 0;

    /** @param {boolean} isReconnect */
    const connect = async (isReconnect) => {
      const next = new pg.Client(connection);
      next.on("notification", (message) => {
        if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
      });
      next.on("error", () => scheduleReconnect(next));
      next.on("end", () => scheduleReconnect(next));
      try {
        await next.connect();
        await next.query(`LISTEN ${quoteIdentifier(channel)}`);
      } catch (error) {
        next.removeAllListeners("end");
        next.end().catch(() => {});
        throw error;
      }
      if (stopped) {
        await next.end().catch(() => {});
        return;
      }
      client = next;
      failures = 0;
      if (isReconnect) onReconnect?.();
    };

    /** @param {pg.Client} broken */
    const scheduleReconnect = (broken) => {
      if (stopped || client !== broken || retryTimer) return;
      client = null;
      broken.removeAllListeners("end");
      broken.end().catch(() => {});
      const retry = () => {
        const delay = reconnectDelaysMs[Math.min(failures, reconnectDelaysMs.length - 1)] ?? 1000;
        failures += 1;
        retryTimer = setTimeout(() => {
          retryTimer = undefined;
          if (stopped) return;
          connect(true).catch(() => retry());
        }, delay);
        retryTimer.unref();
      };
      retry();
    };

    await connect(false);
    const stop = async () => {
      stopped = true;
      clearTimeout(retryTimer);
      listeners.delete(stop);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners("end");
        await current.end().catch(() => {});
      }
    };
    listeners.add(stop);
    return stop;
  }

  /** @type {Engine} */
  const engine = {
    kind: "postgres",
    location: describe(connectionString),
    query: (sql, params) => pool.query(sql, /** @type {unknown[]} */ (params)),
    // Without parameters node-postgres sends the simple protocol, which runs several statements.
    exec: async (sql) => {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      let broken = false;
      // While checked out, a client's connection error (the backend terminated, the database stopped) is emitted as
      // an 'error' event that the pool no longer listens for: without a listener it would end the process. The
      // query in progress, or the next one, fails with it, and the connection is not given back to the pool.
      const markBroken = () => {
        broken = true;
      };
      client.on("error", markBroken);
      try {
        await client.query("BEGIN");
        const result = await work({
          query: (sql, params) => client.query(sql, /** @type {unknown[]} */ (params)),
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        try {
          await client.query("ROLLBACK");
        } catch {
          // The connection itself failed: the database rolls the transaction back; do not reuse the connection.
          broken = true;
        }
        throw error;
      } finally {
        client.removeListener("error", markBroken);
        client.release(broken);
      }
    },
    listen,
    // The server's autovacuum does it.
    maintain: async () => {},
    // The tables' files are rewritten without the deleted rows. The server's journal (WAL), its replicas and backups
    // are its operator's, kept as they configure them: docs/vote-api.md says so.
    async erase() {
      await pool.query("VACUUM FULL polls, ballots");
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
  return engine;
}
