import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmbeddedEngine } from "./embedded-engine.mjs";
import { isUnavailableError } from "./engine.mjs";
import { copyEmbeddedTemplate } from "./test-databases.mjs";

describe("the embedded engine", () => {
  /** @type {ReturnType<typeof copyEmbeddedTemplate>} */
  let copy;
  /** @type {import("./engine.mjs").Engine} */
  let engine;
  beforeAll(async () => {
    copy = copyEmbeddedTemplate();
    engine = await openEmbeddedEngine({ dataDir: copy.dataDir });
  });
  afterAll(async () => {
    await engine?.close();
    copy?.remove();
  });

  it("keeps its files in DATA_DIR/votes-pglite and says so", () => {
    expect(engine.kind).toBe("embedded");
    expect(engine.location).toBe(`${path.join(copy.dataDir, "votes-pglite")} (embedded PostgreSQL: PGlite)`);
    expect(existsSync(path.join(copy.dataDir, "votes-pglite", "PG_VERSION"))).toBe(true);
  });

  it("speaks PostgreSQL, transactions included", async () => {
    const { rows } = await engine.query(
      "SELECT $1::int + 1 AS n, current_setting('server_version_num')::int >= 170000 AS recent",
      [41],
    );
    expect(rows[0]).toEqual({ n: 42, recent: true });
    await engine.exec("CREATE TEMP TABLE t (n int); INSERT INTO t VALUES (1)");
    await expect(
      engine.transaction(async (tx) => {
        await tx.query("INSERT INTO t VALUES (2)");
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect((await engine.query("SELECT count(*)::int AS n FROM t")).rows[0]).toEqual({ n: 1 });
  });

  it("delivers a notification once its transaction commits, and none for one rolled back", async () => {
    /** @type {string[]} */
    const heard = [];
    const stop = await engine.listen("engine_test", { onMessage: (payload) => heard.push(payload) });
    await engine.transaction(async (tx) => {
      await tx.query("SELECT pg_notify('engine_test', 'kept')");
    });
    await engine
      .transaction(async (tx) => {
        await tx.query("SELECT pg_notify('engine_test', 'dropped')");
        throw new Error("rolled back");
      })
      .catch(() => {});
    await engine.query("SELECT 1");
    await stop();
    expect(heard).toEqual(["kept"]);
  });

  it("vacuums when maintained, having no autovacuum of its own", async () => {
    await engine.exec("CREATE TABLE churn (n int); INSERT INTO churn SELECT generate_series(1, 100)");
    await engine.exec("DELETE FROM churn WHERE n > 10");
    await engine.maintain();
    const { rows } = await engine.query(
      "SELECT last_vacuum IS NOT NULL AS vacuumed FROM pg_stat_user_tables WHERE relname = 'churn'",
    );
    expect(rows[0]).toEqual({ vacuumed: true });
  });

  it("brings a statement's error back with its SQLSTATE, so a wrong query is not taken for an absent database", async () => {
    const error = await engine.query("SELECT * FROM no_such_table").catch((/** @type {unknown} */ failure) => failure);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "42P01", message: 'relation "no_such_table" does not exist' });
    expect(isUnavailableError(error)).toBe(false);
  });

  it("keeps a transaction whose first statement failed aborted, as PostgreSQL does, and then answers again", async () => {
    await expect(
      engine.transaction(async (tx) => {
        await tx.query("SELECT * FROM no_such_table").catch(() => {});
        await tx.query("SELECT 1");
      }),
    ).rejects.toMatchObject({ code: "25P02" });
    expect((await engine.query("SELECT 1 AS n")).rows).toEqual([{ n: 1 }]);
  });

  it("will not open a data folder another server holds", async () => {
    await expect(openEmbeddedEngine({ dataDir: copy.dataDir })).rejects.toThrow(
      /This server already uses the vote database/,
    );
  });
});

describe("the embedded engine's own thread", () => {
  /** @type {ReturnType<typeof copyEmbeddedTemplate>} */
  let copy;
  beforeAll(() => {
    copy = copyEmbeddedTemplate();
  });
  afterAll(() => copy?.remove());

  it("leaves this thread answering requests while a statement runs, and is replaced when it stops", async () => {
    /** @type {import("node:worker_threads").Worker[]} */
    const threads = [];
    /** @type {string[]} */
    const logged = [];
    const engine = await openEmbeddedEngine({
      dataDir: copy.dataDir,
      log: (message) => logged.push(message),
      onThread: (worker) => threads.push(worker),
    });
    const server = http.createServer((_req, res) => res.end("answered"));
    await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
    try {
      await engine.exec("CREATE TABLE kept (n int); INSERT INTO kept VALUES (1)");
      /** @type {string[]} */
      const reconnects = [];
      await engine.listen("thread_test", { onMessage: () => {}, onReconnect: () => reconnects.push("reconnected") });

      /** @type {string[]} */
      const events = [];
      // A statement that never ends by itself: on the server's thread, nothing else would ever run again.
      const endless = engine.exec("DO $$ BEGIN LOOP END LOOP; END $$").then(
        () => events.push("statement finished"),
        (/** @type {unknown} */ error) =>
          events.push(`statement failed, database ${isUnavailableError(error) ? "unavailable" : "wrong"}`),
      );
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      const response = await fetch(`http://127.0.0.1:${port}/`);
      events.push(`GET ${await response.text()}`);

      // Ending the thread as a crash of PGlite would: the statement fails as with a database that went away.
      const [first] = threads;
      await first?.terminate();
      await endless;
      expect(events).toEqual(["GET answered", "statement failed, database unavailable"]);
      expect(logged).toEqual([expect.stringMatching(/thread stopped \(exit code 1\): starting it again/)]);

      // A new thread opens the same files: what was committed is there, and listeners know they may have missed some.
      await expect.poll(() => reconnects, { timeout: 120_000 }).toEqual(["reconnected"]);
      expect(threads).toHaveLength(2);
      expect((await engine.query("SELECT n FROM kept")).rows).toEqual([{ n: 1 }]);
    } finally {
      server.close();
      await engine.close();
    }
  });

  it("closes the database and gives the folder's lock back when closed", async () => {
    const engine = await openEmbeddedEngine({ dataDir: copy.dataDir });
    await engine.close();
    const again = await openEmbeddedEngine({ dataDir: copy.dataDir });
    expect((await again.query("SELECT 1 AS n")).rows).toEqual([{ n: 1 }]);
    await again.close();
  });
});
