import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEngine } from "./engine.mjs";
import { listMigrations, migrate } from "./migrations.mjs";
import { createPostgresDatabase, createTestDatabase, engineKinds } from "./test-databases.mjs";

describe("the migrations", () => {
  it("are numbered .sql files, run in order", () => {
    const names = listMigrations().map((migration) => migration.name);
    expect(names[0]).toBe("001-polls.sql");
    expect(names).toEqual([...names].sort());
  });
});

describe.each(engineKinds)("migrating the %s engine", (kind) => {
  /** @type {Awaited<ReturnType<typeof createTestDatabase>>} */
  let database;
  /** @type {import("./engine.mjs").Engine} */
  let engine;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    engine = await openEngine(database.options);
  });
  afterAll(async () => {
    await engine?.close();
    await database?.dispose();
  });

  it("records each migration once, so running again changes nothing", async () => {
    // The embedded template has them already; a new PostgreSQL database has none.
    const first = await migrate(engine);
    expect(first).toEqual(kind === "embedded" ? [] : listMigrations().map((migration) => migration.name));
    expect(await migrate(engine)).toEqual([]);
    const { rows } = await engine.query("SELECT name FROM schema_migrations ORDER BY name");
    expect(rows.map((row) => row.name)).toEqual(listMigrations().map((migration) => migration.name));
  });

  it("makes exactly the tables the vote service keeps", async () => {
    const { rows } = await engine.query(
      `SELECT table_name, column_name, data_type FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name IN ('polls', 'ballots') ORDER BY table_name, ordinal_position`,
    );
    expect(rows.map((row) => `${row.table_name}.${row.column_name}: ${row.data_type}`)).toEqual([
      "ballots.poll_id: text",
      "ballots.id: text",
      "ballots.token_hash: bytea",
      "ballots.ciphertext: text",
      "ballots.updated_at: timestamp with time zone",
      "ballots.revision: integer",
      "polls.id: text",
      "polls.ciphertext: text",
      "polls.organiser_token_hash: bytea",
      "polls.created_at: timestamp with time zone",
      "polls.closes_at: timestamp with time zone",
      "polls.closed_at: timestamp with time zone",
      "polls.keep_days: integer",
      "polls.expires_at: timestamp with time zone",
      "polls.ballot_count: integer",
      "polls.revision: integer",
      "polls.reveal: text",
      "polls.revealed_at: timestamp with time zone",
    ]);
  });
});

describe("several servers starting together on one PostgreSQL", () => {
  it("run each migration once between them", async () => {
    const { connectionString, drop } = await createPostgresDatabase();
    const engines = await Promise.all([1, 2, 3].map(() => openEngine({ kind: "postgres", connectionString })));
    try {
      const applied = await Promise.all(engines.map((engine) => migrate(engine)));
      expect(applied.flat().sort()).toEqual(listMigrations().map((migration) => migration.name));
    } finally {
      await Promise.all(engines.map((engine) => engine.close()));
      await drop();
    }
  });
});
