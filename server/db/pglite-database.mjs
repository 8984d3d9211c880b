// PGlite, PostgreSQL compiled to WebAssembly, as an engine: the database of the embedded engine, opened in the thread
// that runs it (server/db/embedded-worker.mjs; the test set-up makes its template with it too). Nothing to install
// beyond `npm ci`, and the same SQL as a PostgreSQL server (decision 017).
import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

/** @typedef {import("./engine.mjs").Engine} Engine */

// PGlite's own start parameters, with a smaller buffer pool: 16 MB holds many thousands of polls, and the default
// 128 MB only makes the process larger (about 170 MB resident rather than 300 MB once started).
// wal_recycle=off: a journal segment no longer needed is deleted rather than renamed for reuse with its old contents,
// so that erasing deleted polls (below) leaves none of them in the journal either.
// wal_init_zero=off: without recycling, every 16 MB segment is a new file, and filling it with zeros first held the
// database's thread every few seconds under a busy vote, delaying every ballot in flight by up to half a second (npm
// run load on a quiet machine: 160 ballots at 150–550 ms at each new segment). A new file holds no old contents either.
export const embeddedStartParams = [
  ...PGlite.defaultStartParams,
  "-c",
  "shared_buffers=16MB",
  "-c",
  "wal_recycle=off",
  "-c",
  "wal_init_zero=off",
];

/** @param {string} directory */
function syncDirectory(directory) {
  const fd = openSync(directory, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Creates the database beside its final place and renames it there once complete, so a process killed while
 * creating it (a few seconds, the first time only) leaves no half-made database behind.
 *
 * @param {string} clusterDir
 */
async function createCluster(clusterDir) {
  const staging = `${clusterDir}.creating`;
  rmSync(staging, { recursive: true, force: true });
  const db = await PGlite.create(staging, { startParams: embeddedStartParams });
  await db.close();
  renameSync(staging, clusterDir);
  syncDirectory(path.dirname(clusterDir));
}

/**
 * An open PGlite database as an engine.
 *
 * @param {PGlite} db
 * @param {string} [location]
 * @returns {Engine}
 */
export function wrapPGlite(db, location = db.dataDir ?? "memory") {
  return {
    kind: "embedded",
    location,
    query: (sql, params) => db.query(sql, params),
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: (sql, params) => tx.query(sql, params),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    async listen(channel, { onMessage }) {
      // In the same process: nothing to lose or reconnect.
      const unlisten = await db.listen(channel, onMessage);
      return () => unlisten();
    },
    // PGlite runs PostgreSQL as a single process, without autovacuum: every replaced ballot and every count update
    // leaves a dead row version until VACUUM reclaims it.
    async maintain() {
      await db.exec("VACUUM");
    },
    // VACUUM FULL writes the tables' live rows to new files and removes the old ones; the journal still holds the
    // deleted rows as they were written, so it moves to a new segment and a checkpoint deletes the old ones.
    async erase() {
      await db.exec("VACUUM FULL polls, ballots");
      await db.exec("CHECKPOINT");
      await db.query("SELECT pg_switch_wal()");
      await db.exec("CHECKPOINT");
    },
    async close() {
      if (!db.closed) await db.close();
    },
  };
}

/**
 * Opens the database in `clusterDir`, creating it the first time.
 *
 * @param {string} clusterDir
 * @returns {Promise<Engine>}
 */
export async function openPGliteDatabase(clusterDir) {
  if (!existsSync(clusterDir)) await createCluster(clusterDir);
  const db = await PGlite.create(clusterDir, { startParams: embeddedStartParams });
  return wrapPGlite(db, clusterDir);
}
