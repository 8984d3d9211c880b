// Brings a database's schema up to date: every `migrations/NNN-*.sql` not yet applied, in order, each in its own
// transaction with its name recorded. The same files run on both engines. Several servers starting together on one
// PostgreSQL take turns (an advisory lock), so each migration runs once.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** @typedef {import("./engine.mjs").Engine} Engine */

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
// Any fixed number: it names this lock among the database's advisory locks.
const migrationLock = 170_017;

/** The migration files, in the order they run. */
export function listMigrations() {
  return readdirSync(migrationsDir)
    .filter((name) => /^\d{3}-[a-z0-9-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(migrationsDir, name), "utf8") }));
}

/**
 * @param {Engine} engine
 * @returns {Promise<string[]>} the names of the migrations applied now
 */
export async function migrate(engine) {
  /** @type {string[]} */
  const applied = [];
  for (const { name, sql } of listMigrations()) {
    const ran = await engine.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [migrationLock]);
      await tx.query(
        "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
      );
      const done = await tx.query("SELECT 1 FROM schema_migrations WHERE name = $1", [name]);
      if (done.rows.length > 0) return false;
      await tx.exec(sql);
      await tx.query("INSERT INTO schema_migrations (name) VALUES ($1)", [name]);
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}
