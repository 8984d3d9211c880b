import { existsSync } from "node:fs";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { findPostgresBin, startThrowawayPostgres } from "./throwaway-postgres.mjs";

describe("a throwaway PostgreSQL", () => {
  it("starts from Debian's package on a free loopback port, and leaves nothing once stopped", async () => {
    expect(findPostgresBin()).toMatch(/\/bin$/);
    const server = await startThrowawayPostgres();
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    const { rows } = await client.query(
      "SELECT current_setting('fsync') AS fsync, inet_server_addr()::text AS address",
    );
    await client.end();
    expect(rows[0]).toEqual({ fsync: "off", address: "127.0.0.1/32" });
    expect(existsSync(server.folder)).toBe(true);

    await server.stop();
    expect(existsSync(server.folder)).toBe(false);
    const after = new pg.Client({ connectionString: server.url, connectionTimeoutMillis: 2000 });
    await expect(after.connect()).rejects.toThrow();
  }, 120_000);
});
