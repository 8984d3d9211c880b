// The embedded database's own thread (a worker_threads Worker started by embedded-engine.mjs): PGlite runs here, so
// that its WebAssembly, which holds the thread it runs on for the whole of each statement, never holds the thread
// that accepts connections and answers requests (issue #35). It answers the messages of the protocol below, one
// reply each, in the order PGlite's own queue runs them.
//
// Requests, each with an `id` that its reply repeats:
//   { op: "query", sql, params, tx? }  { op: "exec", sql, tx? }  → { id, result: { rows } }
//   …with `begin: true` instead of `tx`: a transaction begins, the statement runs in it, and the reply says its
//   number, `tx`, whether the statement succeeded or failed (one message rather than two: a transaction holds
//   PGlite's lock while its messages cross). Statements naming `tx` run in it until
//   { op: "end", tx, commit } commits it (or rolls it back) → { id, result: null }
//   { op: "maintain" } { op: "erase" } { op: "close" } → { id, result: null }
//   { op: "listen", channel } → { id, result: listenId }, then { notification: listenId, payload } for each one
//   { op: "unlisten", listenId } → { id, result: null }
// A failure replies { id, error: { message, name, code, … } }: the error's own fields, so that its SQLSTATE reaches
// the main thread (structured cloning would keep only the message).
import { parentPort, workerData } from "node:worker_threads";
import { openPGliteDatabase } from "./pglite-database.mjs";

/** @typedef {import("./engine.mjs").Queryable} Queryable */

const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);
const { clusterDir } = /** @type {{ clusterDir: string }} */ (workerData);

/**
 * An error as plain fields that survive postMessage: its message, name and every own field of text or number.
 *
 * @param {unknown} error
 */
function errorFields(error) {
  if (!(error instanceof Error)) return { message: String(error), name: "Error" };
  /** @type {Record<string, string | number>} */
  const fields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  }
  return fields;
}

try {
  const engine = await openPGliteDatabase(clusterDir);

  /** @type {Map<number, { tx: Queryable, end: (commit: boolean) => void, done: Promise<unknown> }>} */
  const transactions = new Map();
  /** @type {Map<number, () => Promise<void>>} */
  const listening = new Map();
  let lastId = 0;
  // Thrown inside a transaction to roll it back when the main thread's work failed; never reaches the main thread.
  const rollback = Symbol("rollback");

  /** @param {number} txId */
  const transactionOf = (txId) => {
    const open = transactions.get(txId);
    if (!open) throw new Error(`No open transaction ${txId} in the embedded database.`);
    return open;
  };

  /**
   * Opens a transaction that stays open, holding PGlite's transaction lock, until its "end" message.
   *
   * @returns {Promise<number>}
   */
  const begin = () =>
    new Promise((resolve, reject) => {
      const txId = ++lastId;
      /** @type {(commit: boolean) => void} */
      let end = () => {};
      const ended = new Promise((settle) => {
        end = settle;
      });
      const done = engine.transaction(async (tx) => {
        transactions.set(txId, { tx, end, done });
        resolve(txId);
        if (!(await ended)) throw rollback;
      });
      // Before the transaction began (BEGIN failed), its promise is the only one told.
      done.catch(reject);
    });

  /** @param {Record<string, any>} message */
  const run = async (message) => {
    switch (message.op) {
      case "query": {
        const db = message.tx ? transactionOf(message.tx).tx : engine;
        const { rows } = await db.query(message.sql, message.params);
        return { rows };
      }
      case "exec":
        await (message.tx ? transactionOf(message.tx).tx : engine).exec(message.sql);
        return null;
      case "end": {
        const { end, done } = transactionOf(message.tx);
        end(message.commit);
        try {
          await done;
        } catch (error) {
          if (error !== rollback) throw error;
        } finally {
          transactions.delete(message.tx);
        }
        return null;
      }
      case "listen": {
        const listenId = ++lastId;
        const stop = await engine.listen(message.channel, {
          onMessage: (payload) => port.postMessage({ notification: listenId, payload }),
        });
        listening.set(listenId, stop);
        return listenId;
      }
      case "unlisten":
        await listening.get(message.listenId)?.();
        listening.delete(message.listenId);
        return null;
      case "maintain":
        await engine.maintain();
        return null;
      case "erase":
        await engine.erase();
        return null;
      case "close":
        await engine.close();
        return null;
      default:
        throw new Error(`The embedded database does not know the request ${JSON.stringify(message.op)}.`);
    }
  };

  port.on("message", async (/** @type {Record<string, any>} */ message) => {
    /** @type {number | undefined} */
    let tx = message.tx;
    try {
      if (message.begin) tx = await begin();
      port.postMessage({ id: message.id, result: await run({ ...message, tx }), tx });
    } catch (error) {
      port.postMessage({ id: message.id, error: errorFields(error), tx });
    }
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ failed: errorFields(error) });
}
