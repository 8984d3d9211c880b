// The vote API inside the production app (server/app.mjs): answered before any page, with the site's security
// headers (its Content-Security-Policy allows fetch and EventSource to the same origin), and live updates arriving
// through the compression the pages use, not held back by it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestEngine } from "#server/db/test-databases";
import { createPollsApi } from "#server/polls/api";
import { castBallot, createPoll, openEventStream, request } from "#server/polls/test-http";
import { createApp } from "./app.mjs";

// The smallest React Router server build createApp will load: no pages, which the API never needs.
const stubServerBuild = `
export const routes = {};
export const prerender = [];
export const assets = { entry: { module: "", imports: [] }, routes: {}, url: "", version: "1" };
export const entry = { module: {} };
export const publicPath = "/";
export const assetsBuildDirectory = "";
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const basename = "/";
`;

describe("the vote API in the site's server", () => {
  /** @type {string} */
  let buildDir;
  /** @type {Awaited<ReturnType<typeof openTestEngine>>} */
  let test;
  /** @type {ReturnType<typeof createPollsApi>} */
  let api;
  /** @type {import("node:http").Server} */
  let server;
  /** @type {string} */
  let origin;
  beforeAll(async () => {
    buildDir = mkdtempSync(path.join(os.tmpdir(), "vote-site-"));
    mkdirSync(path.join(buildDir, "server"));
    mkdirSync(path.join(buildDir, "client"));
    writeFileSync(path.join(buildDir, "server", "index.js"), stubServerBuild);
    test = await openTestEngine("postgres");
    api = createPollsApi({ engine: test.engine, log: () => {} });
    await api.ready;
    const app = await createApp({ buildDir, api: api.router });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`;
  });
  afterAll(async () => {
    await api?.close();
    server?.closeAllConnections();
    server?.close();
    await test?.dispose();
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  });

  it("answers at /api with no-store and the site's security headers", async () => {
    const { id } = await createPoll(origin);
    const answer = await request(origin, "GET", `/api/polls/${id}`, { headers: { "Accept-Encoding": "br" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("content-security-policy")).toContain("connect-src 'self'");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("x-frame-options")).toBe("DENY");
    // Cross-origin pages cannot read it: the API sends no CORS headers.
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
    const unknown = await request(origin, "GET", "/api/anything");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("not_found");
  });

  it("streams live updates through the compression, unbuffered", async () => {
    const { id } = await createPoll(origin);
    const stream = await openEventStream(`${origin}/api/polls/${id}/events`);
    try {
      expect(stream.response.headers.get("content-encoding")).toBeNull();
      expect(stream.response.headers.get("content-security-policy")).toContain("connect-src 'self'");
      await stream.nextPoll(() => true);
      await castBallot(origin, id);
      await stream.nextPoll((event) => event.ballotCount === 1);
    } finally {
      await stream.close();
    }
  });
});
