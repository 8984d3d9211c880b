// The default engine: PGlite (pglite-database.mjs) with its files in DATA_DIR/votes-pglite, run in a thread of its
// own (embedded-worker.mjs). PGlite's WebAssembly holds the thread it runs on for the whole of each statement: on the
// thread that accepts connections, a busy vote left new visitors waiting seconds for their first byte (issue #35).
// Here the server's thread keeps HTTP, streams and limits, and sends each statement to the database's thread; a
// transaction stays open there, statement by statement, while the work deciding it runs here (decision 017).
//
// Should the thread die (PGlite aborting, say), what was asked of it fails as a database that went away does (503,
// tried again by the browser), its listeners are told they may have missed notifications, and a new thread opens
// the database again, recovering it from its journal as after a kill; the process holds the folder's lock meanwhile.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { acquireDataDirLock } from "./data-dir-lock.mjs";

/** @typedef {import("./engine.mjs").Engine} Engine */
/** @typedef {import("./engine.mjs").Queryable} Queryable */
/** @typedef {import("./engine.mjs").ListenHandlers} ListenHandlers */

const workerFile = new URL("./embedded-worker.mjs", import.meta.url);

/**
 * An error the database's thread sent as fields (embedded-worker.mjs), as an Error again with its SQLSTATE.
 *
 * @param {Record<string, string | number>} fields
 */
function toError(fields) {
  return Object.assign(new Error(String(fields.message)), fields);
}

// 57P02 "crash shutdown": what PostgreSQL says to its clients when one of its processes crashed, and what
// isUnavailableError counts as the database being away for now.
const threadStopped = () =>
  Object.assign(new Error("The embedded database's thread stopped; it is being started again."), { code: "57P02" });

/** @typedef {{ result?: any, error?: Record<string, string | number>, tx?: number }} Reply */

/**
 * @typedef {object} DatabaseThread
 * @property {Worker} worker
 * @property {Promise<void>} ready settles once the database is open in it
 * @property {(request: Record<string, unknown>) => Promise<Reply>} exchange one request of embedded-worker.mjs's
 *   protocol, and its reply as it came
 * @property {(request: Record<string, unknown>) => Promise<any>} call the same, for its result (or its error thrown)
 */

/** @param {Reply} reply */
function resultOf(reply) {
  if (reply.error) throw toError(reply.error);
  return reply.result;
}

/**
 * @param {string} clusterDir
 * @param {{ onNotification: (thread: DatabaseThread, listenId: number, payload: string) => void,
 *   onExit: (thread: DatabaseThread, code: number) => void, log: (message: string) => void }} handlers
 * @returns {DatabaseThread}
 */
function startThread(clusterDir, { onNotification, onExit, log }) {
  const worker = new Worker(workerFile, { workerData: { clusterDir } });
  /** @type {Map<number, { resolve: (reply: Reply) => void, reject: (error: Error) => void }>} */
  const pending = new Map();
  let lastId = 0;
  let exited = false;
  /** @type {(error: Error) => void} */
  let failStart = () => {};
  /** @type {DatabaseThread} */
  const thread = {
    worker,
    ready: new Promise((resolve, reject) => {
      failStart = reject;
      worker.on("message", (/** @type {Record<string, any>} */ message) => {
        if (message.notification !== undefined) onNotification(thread, message.notification, message.payload);
        else if (message.ready) resolve();
        else if (message.failed) reject(toError(message.failed));
        else {
          pending.get(message.id)?.resolve(message);
          pending.delete(message.id);
        }
      });
    }),
    exchange(request) {
      if (exited) return Promise.reject(threadStopped());
      return new Promise((resolve, reject) => {
        const id = ++lastId;
        pending.set(id, { resolve, reject });
        worker.postMessage({ ...request, id });
      });
    },
    call: async (request) => resultOf(await thread.exchange(request)),
  };
  // An exception nothing caught ends the thread ('exit' follows); without this listener it would end the process.
  worker.on("error", (error) => log(`The embedded vote database's thread failed: ${error.message}`));
  worker.on("exit", (code) => {
    exited = true;
    for (const waiting of pending.values()) waiting.reject(threadStopped());
    pending.clear();
    failStart(threadStopped());
    onExit(thread, code);
  });
  return thread;
}

/**
 * @param {{
 *   dataDir: string,
 *   log?: (message: string) => void,
 *   restartDelaysMs?: number[],
 *   onThread?: (worker: Worker) => void,
 * }} options
 *   `log`: where a stopped thread is reported. `restartDelaysMs`: the waits before each new attempt to start a
 *   thread whose database would not open. `onThread`: sees each thread started (a test ends one, as a crash would).
 * @returns {Promise<Engine>}
 */
export async function openEmbeddedEngine({
  dataDir,
  log = (message) => console.error(message),
  restartDelaysMs = [250, 1000, 2000, 5000],
  onThread = () => {},
}) {
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(path.join(dataDir, "votes.lock"));
  const clusterDir = path.join(dataDir, "votes-pglite");
  let closed = false;
  /** @type {Set<{ channel: string, handlers: ListenHandlers, listenId: number }>} */
  const listeners = new Set();
  /** @type {DatabaseThread | null} the thread answering; null while a new one starts */
  let current = null;
  /** @type {Promise<void>} */
  let restarting = Promise.resolve();

  const start = () => {
    const thread = startThread(clusterDir, {
      onNotification(from, listenId, payload) {
        if (from !== current) return;
        for (const listener of listeners) if (listener.listenId === listenId) listener.handlers.onMessage(payload);
      },
      onExit(from, code) {
        if (from !== current || closed) return;
        current = null;
        log(`The embedded vote database's thread stopped (exit code ${code}): starting it again.`);
        restarting = restart();
      },
      log,
    });
    onThread(thread.worker);
    return thread;
  };

  /** A new thread on the same files, listening where the last one did; tried again until it opens. */
  async function restart() {
    for (let attempt = 0; !closed; attempt++) {
      const thread = start();
      try {
        await thread.ready;
        for (const listener of listeners) {
          listener.listenId = await thread.call({ op: "listen", channel: listener.channel });
        }
      } catch (error) {
        await thread.worker.terminate();
        log(`The embedded vote database could not be opened again: ${error instanceof Error ? error.message : error}`);
        const delay = restartDelaysMs[Math.min(attempt, restartDelaysMs.length - 1)] ?? 1000;
        await new Promise((resolve) => setTimeout(resolve, delay));
        continue;
      }
      if (closed) {
        await thread.call({ op: "close" }).catch(() => {});
        await thread.worker.terminate();
        return;
      }
      current = thread;
      for (const listener of listeners) listener.handlers.onReconnect?.();
      return;
    }
  }

  const answering = () => {
    if (!current) throw threadStopped();
    return current;
  };

  /**
   * @param {(request: Record<string, unknown>) => Promise<any>} send
   * @returns {Queryable}
   */
  const queryable = (send) => ({
    query: (sql, params) => send({ op: "query", sql, params }),
    exec: async (sql) => {
      await send({ op: "exec", sql });
    },
  });

  const first = start();
  try {
    await first.ready;
  } catch (error) {
    await first.worker.terminate();
    releaseLock();
    throw error;
  }
  current = first;

  /** @type {Engine} */
  const engine = {
    kind: "embedded",
    location: `${clusterDir} (embedded PostgreSQL: PGlite)`,
    query: async (sql, params) => queryable((request) => answering().call(request)).query(sql, params),
    exec: async (sql) => queryable((request) => answering().call(request)).exec(sql),
    async transaction(work) {
      // Every statement of a transaction goes to the thread that began it: should that one stop, they fail.
      const thread = answering();
      /** @type {Promise<number> | undefined} the transaction's number, once its first statement has begun it */
      let begun;
      /** @param {Record<string, unknown>} request */
      const send = async (request) => {
        if (begun) return thread.call({ ...request, tx: await begun });
        const reply = thread.exchange({ ...request, begin: true });
        begun = reply.then(({ tx, error }) => tx ?? Promise.reject(toError(error ?? { message: "No transaction." })));
        // Told to whoever sends the next statement or ends the transaction; none may.
        begun.catch(() => {});
        return resultOf(await reply);
      };
      let result;
      try {
        result = await work(queryable(send));
      } catch (error) {
        const tx = await begun?.catch(() => undefined);
        if (tx !== undefined) await thread.call({ op: "end", tx, commit: false }).catch(() => {});
        throw error;
      }
      if (begun) await thread.call({ op: "end", tx: await begun, commit: true });
      return result;
    },
    async listen(channel, handlers) {
      const thread = answering();
      const listener = { channel, handlers, listenId: await thread.call({ op: "listen", channel }) };
      // A thread that stopped meanwhile took this listening with it, and its successor listens for those it knew.
      if (thread !== current) throw threadStopped();
      listeners.add(listener);
      return async () => {
        if (!listeners.delete(listener)) return;
        await current?.call({ op: "unlisten", listenId: listener.listenId }).catch(() => {});
      };
    },
    maintain: async () => answering().call({ op: "maintain" }),
    erase: async () => answering().call({ op: "erase" }),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await restarting;
        const thread = current;
        current = null;
        // PGlite closes its files before the thread ends; a thread that stopped by itself has nothing to close.
        await thread?.call({ op: "close" }).finally(() => thread.worker.terminate());
      } finally {
        releaseLock();
      }
    },
  };
  return engine;
}
