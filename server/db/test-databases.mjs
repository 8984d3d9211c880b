// Real databases for tests, never stand-ins: a copy of the embedded template, or a new database on the test
// PostgreSQL server, each with the schema applied and removed afterwards.
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openEngine } from "./engine.mjs";
import { migrate } from "./migrations.mjs";

/** @typedef {"embedded" | "postgres"} EngineKind */

/** Both engines, for `describe.each`. */
export const engineKinds = /** @type {const} */ (["embedded", "postgres"]);

/**
 * A new folder holding a copy of the embedded template (the schema applied).
 *
 * @returns {{ dataDir: string, remove: () => void }}
 */
export function copyEmbeddedTemplate() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vote-embedded-"));
  cpSync(inject("embeddedTemplate"), dataDir, { recursive: true });
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * A new, empty database on the test PostgreSQL server.
 *
 * @returns {Promise<{ connectionString: string, drop: () => Promise<void> }>}
 */
export async function createPostgresDatabase() {
  const adminUrl = inject("postgresUrl");
  const name = `vote_test_${randomBytes(6).toString("hex")}`;
  /** @param {string} sql */
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { connectionString: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Where a test database lives, as the environment of a server process would say it.
 *
 * @param {EngineKind} kind
 * @returns {Promise<{ env: Record<string, string>, options: import("./engine.mjs").EngineOptions, dispose: () => Promise<void> }>}
 */
export async function createTestDatabase(kind) {
  if (kind === "embedded") {
    const { dataDir, remove } = copyEmbeddedTemplate();
    return { env: { DATA_DIR: dataDir }, options: { kind, dataDir }, dispose: async () => remove() };
  }
  const { connectionString, drop } = await createPostgresDatabase();
  return { env: { DATABASE_URL: connectionString }, options: { kind, connectionString }, dispose: drop };
}

/**
 * An open engine on a new test database, with the schema applied.
 *
 * @param {EngineKind} kind
 */
export async function openTestEngine(kind) {
  const database = await createTestDatabase(kind);
  const engine = await openEngine(database.options);
  await migrate(engine);
  return {
    engine,
    database,
    async dispose() {
      await engine.close();
      await database.dispose();
    },
  };
}
