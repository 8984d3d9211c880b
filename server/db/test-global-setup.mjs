// Vitest's global set-up for the tests that use a database (the "database" project in vitest.config.ts), run once
// before them: a throwaway PostgreSQL cluster (or the server TEST_DATABASE_URL names, where each test file makes a
// database of its own), and an embedded database with the schema applied, which test files copy rather than each
// creating one (a few seconds apiece). Both are removed afterwards.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { embeddedStartParams, wrapPGlite } from "./pglite-database.mjs";
import { migrate } from "./migrations.mjs";
import { startThrowawayPostgres } from "./throwaway-postgres.mjs";

/** @param {import("vitest/node").TestProject} project */
export default async function setup(project) {
  const folder = mkdtempSync(path.join(os.tmpdir(), "vote-tests-"));
  const template = path.join(folder, "template");

  // Made in place, without the engine's create-then-move (which costs a second start): nothing is at risk here.
  const makeTemplate = async () => {
    mkdirSync(template);
    const db = await PGlite.create(path.join(template, "votes-pglite"), { startParams: embeddedStartParams });
    await migrate(wrapPGlite(db));
    await db.close();
  };
  const [postgres] = await Promise.all([
    process.env.TEST_DATABASE_URL ? null : startThrowawayPostgres(),
    makeTemplate(),
  ]);
  project.provide("postgresUrl", postgres?.url ?? /** @type {string} */ (process.env.TEST_DATABASE_URL));
  project.provide("embeddedTemplate", template);

  return async () => {
    await postgres?.stop();
    rmSync(folder, { recursive: true, force: true });
  };
}
