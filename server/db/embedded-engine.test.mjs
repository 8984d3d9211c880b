import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmbeddedEngine } from "./embedded-engine.mjs";
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

  it("will not open a data folder another server holds", async () => {
    await expect(openEmbeddedEngine({ dataDir: copy.dataDir })).rejects.toThrow(
      /This server already uses the vote database/,
    );
  });
});
