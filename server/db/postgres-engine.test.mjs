import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "#server/polls/test-http";
import { isUnavailableError } from "./engine.mjs";
import { openPostgresEngine } from "./postgres-engine.mjs";
import { createPostgresDatabase } from "./test-databases.mjs";

describe("the PostgreSQL engine", () => {
  /** @type {Awaited<ReturnType<typeof createPostgresDatabase>>} */
  let database;
  /** @type {import("./engine.mjs").Engine} */
  let engine;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    engine = await openPostgresEngine({ connectionString: database.connectionString, reconnectDelaysMs: [50] });
  });
  afterAll(async () => {
    await engine?.close();
    await database?.drop();
  });

  it("names the server without the user or password", async () => {
    const other = await openPostgresEngine({ connectionString: "postgresql://votes:secret@db.internal:5433/votes" });
    expect(other.location).toBe("PostgreSQL at db.internal:5433/votes");
    await other.close();
  });

  it("rolls a failed transaction back and keeps serving", async () => {
    await engine.exec("CREATE TABLE t (n int)");
    await expect(
      engine.transaction(async (tx) => {
        await tx.query("INSERT INTO t VALUES (1)");
        await tx.query("SELECT * FROM no_such_table");
      }),
    ).rejects.toThrow(/no_such_table/);
    expect((await engine.query("SELECT count(*)::int AS n FROM t")).rows[0]).toEqual({ n: 0 });
  });

  it("survives its connection being cut inside a transaction, which fails as unavailable", async () => {
    const failure = await engine
      .transaction(async (tx) => {
        const { rows } = await tx.query("SELECT pg_backend_pid() AS pid");
        // What pg_terminate_backend, a database restart or a network cut does to a connection between two queries
        // of a transaction: the client hears of it as an 'error' event while it is checked out of the pool.
        const cut = await engine.query("SELECT pg_terminate_backend($1) AS cut", [rows[0]?.pid]);
        expect(cut.rows).toEqual([{ cut: true }]);
        await waitFor(
          async () =>
            (await engine.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = $1", [rows[0]?.pid]))
              .rows[0]?.n === 0,
          { what: "the backend to end" },
        );
        await tx.query("SELECT 1");
      })
      .catch((/** @type {unknown} */ error) => error);
    expect(isUnavailableError(failure)).toBe(true);
    // The pool drops the broken connection and keeps serving.
    expect((await engine.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
  });

  it("listens again when its listening connection is cut, and says so", async () => {
    /** @type {string[]} */
    const heard = [];
    let reconnects = 0;
    const stop = await engine.listen("engine_test", {
      onMessage: (payload) => heard.push(payload),
      onReconnect: () => (reconnects += 1),
    });
    try {
      await engine.query("SELECT pg_notify('engine_test', 'before')");
      await waitFor(() => heard.includes("before"), { what: "the first notification" });
      // What a database restart or a network cut does to that connection.
      const { rows } = await engine.query(
        `SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
      );
      expect(rows).toEqual([{ cut: true }]);
      await waitFor(() => reconnects === 1, { what: "the listener to reconnect" });
      await engine.query("SELECT pg_notify('engine_test', 'after')");
      await waitFor(() => heard.includes("after"), { what: "a notification after reconnecting" });
    } finally {
      await stop();
    }
  });

  it("fails fast, as unreachable, when nothing answers at its address", async () => {
    const port = await new Promise((resolve) => {
      const server = createServer();
      server.listen(0, "127.0.0.1", () => {
        const { port: free } = /** @type {import("node:net").AddressInfo} */ (server.address());
        server.close(() => resolve(free));
      });
    });
    const away = await openPostgresEngine({ connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres` });
    try {
      const error = await away.query("SELECT 1").catch((/** @type {unknown} */ caught) => caught);
      expect(isUnavailableError(error)).toBe(true);
    } finally {
      await away.close();
    }
  });
});
