import path from "node:path";
import { describe, expect, it } from "vitest";
import { engineOptionsFromEnv, isUnavailableError } from "./engine.mjs";

describe("choosing the engine", () => {
  it("uses PostgreSQL when DATABASE_URL is set, and otherwise the embedded engine in DATA_DIR or data/", () => {
    expect(engineOptionsFromEnv({ DATABASE_URL: "postgresql://db/votes" }, "/srv/app")).toEqual({
      kind: "postgres",
      connectionString: "postgresql://db/votes",
    });
    expect(engineOptionsFromEnv({}, "/srv/app")).toEqual({ kind: "embedded", dataDir: path.resolve("/srv/app/data") });
    expect(engineOptionsFromEnv({ DATA_DIR: "/var/lib/votes" }, "/srv/app")).toEqual({
      kind: "embedded",
      dataDir: "/var/lib/votes",
    });
    expect(engineOptionsFromEnv({ DATA_DIR: "state" }, "/srv/app")).toEqual({
      kind: "embedded",
      dataDir: path.resolve("/srv/app/state"),
    });
  });
});

describe("telling an unreachable database from a wrong query", () => {
  /**
   * @param {string} message
   * @param {string} [code]
   */
  const error = (message, code) => Object.assign(new Error(message), code ? { code } : {});

  it("counts connection failures and a server shutting down as unreachable", () => {
    expect(isUnavailableError(error("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(isUnavailableError(error("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(isUnavailableError(error("the database system is starting up", "57P03"))).toBe(true);
    expect(isUnavailableError(error("sorry, too many clients already", "53300"))).toBe(true);
    expect(isUnavailableError(error("connection failure", "08006"))).toBe(true);
    expect(isUnavailableError(error("canceling statement due to statement timeout", "57014"))).toBe(true);
    expect(isUnavailableError(error("Connection terminated unexpectedly"))).toBe(true);
    expect(isUnavailableError(error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("does not count a query's own error", () => {
    expect(isUnavailableError(error('relation "polls" does not exist', "42P01"))).toBe(false);
    expect(isUnavailableError(error("duplicate key value violates unique constraint", "23505"))).toBe(false);
    expect(isUnavailableError("ECONNREFUSED")).toBe(false);
  });
});
