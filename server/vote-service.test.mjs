import { existsSync } from "node:fs";
import path from "node:path";
import express from "express";
import { describe, expect, it } from "vitest";
import { copyEmbeddedTemplate } from "#server/db/test-databases";
import { request } from "#server/polls/test-http";
import { startVoteService, trustProxySetting } from "./vote-service.mjs";

describe("the vote service as npm start runs it", () => {
  it("keeps its data in DATA_DIR with the embedded engine, answers, and lets go of the folder when closed", async () => {
    const { dataDir, remove } = copyEmbeddedTemplate();
    /** @type {string[]} */
    const said = [];
    try {
      const votes = await startVoteService({
        projectRoot: "/nowhere",
        env: { DATA_DIR: dataDir },
        log: (line) => said.push(line),
      });
      expect(votes.engine.location).toBe(`${path.join(dataDir, "votes-pglite")} (embedded PostgreSQL: PGlite)`);
      expect(existsSync(path.join(dataDir, "votes.lock"))).toBe(true);
      // The database exists already, so there is nothing to say about creating it.
      expect(said).toEqual([]);

      const app = express();
      app.use("/api", votes.api.router);
      await votes.api.ready;
      const server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      expect((await request(`http://127.0.0.1:${port}`, "GET", "/api/polls/AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
      server.close();

      await votes.close();
      expect(existsSync(path.join(dataDir, "votes.lock"))).toBe(false);
    } finally {
      remove();
    }
  });

  it("reads TRUST_PROXY as a number of proxies, or as addresses, and trusts none by default", () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting("")).toBe(false);
    expect(trustProxySetting("1")).toBe(1);
    expect(trustProxySetting("loopback")).toBe("loopback");
    expect(trustProxySetting("10.0.0.0/8, 192.168.1.2")).toBe("10.0.0.0/8, 192.168.1.2");
  });
});
