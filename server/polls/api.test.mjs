import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEngine } from "#server/db/engine";
import { createPostgresDatabase } from "#server/db/test-databases";
import {
  castBallot,
  createPoll,
  newToken,
  openEventStream,
  randomCiphertext,
  request,
  serveApi,
  waitFor,
} from "./test-http.mjs";

/**
 * A TCP hop in front of the test PostgreSQL that can be cut and mended: the database becoming unreachable, as a
 * network failure or a restart makes it, and coming back.
 *
 * @param {number} targetPort
 */
async function createOutage(targetPort) {
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  /** @type {net.Server | null} */
  let server = null;
  const port = await new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(free));
    });
  });
  return {
    port: /** @type {number} */ (port),
    /** The database answers again. */
    async mend() {
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, "127.0.0.1");
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise((resolve) =>
        /** @type {net.Server} */ (server).listen(port, "127.0.0.1", () => resolve(undefined)),
      );
    },
    /** Every connection drops, and no new one is accepted. */
    async cut() {
      const closing = server ? new Promise((resolve) => /** @type {net.Server} */ (server).close(resolve)) : undefined;
      for (const socket of sockets) socket.destroy();
      await closing;
      server = null;
    },
  };
}

describe("the vote API when its PostgreSQL is unreachable", () => {
  /** @type {Awaited<ReturnType<typeof createPostgresDatabase>>} */
  let database;
  /** @type {Awaited<ReturnType<typeof createOutage>>} */
  let outage;
  /** @type {import("#server/db/engine").Engine} */
  let engine;
  /** @type {Awaited<ReturnType<typeof serveApi>>} */
  let served;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    const url = new URL(database.connectionString);
    outage = await createOutage(Number(url.port));
    url.port = String(outage.port);
    engine = await openEngine({ kind: "postgres", connectionString: url.toString() });
  });
  afterAll(async () => {
    await served?.close();
    await engine?.close();
    await outage?.cut();
    await database?.drop();
  });

  it("answers 503 'starting' until the database first answers, then serves", async () => {
    served = await serveApi(engine, { startRetryMs: 50 });
    const early = await request(served.origin, "GET", "/api/polls/AAAAAAAAAAAAAAAAAAAAAA");
    expect(early.status).toBe(503);
    expect(early.headers.get("retry-after")).toBe("2");
    expect(early.body.error).toEqual({
      code: "starting",
      message: "The vote service is starting. Try again in a few seconds.",
    });
    await outage.mend();
    await served.api.ready;
    expect((await request(served.origin, "GET", "/api/polls/AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
  });

  it("answers 503 while the database is away, keeps running, and recovers, live updates included", async () => {
    const { origin } = served;
    const { id } = await createPoll(origin);
    const stream = await openEventStream(`${origin}/api/polls/${id}/events`);
    try {
      await stream.nextPoll(() => true);
      await outage.cut();
      const attempts = [
        request(origin, "GET", `/api/polls/${id}`),
        castBallot(origin, id).then((attempt) => attempt.response),
        request(origin, "POST", "/api/polls", { json: { ciphertext: randomCiphertext(), organiserToken: newToken() } }),
      ];
      for (const answer of await Promise.all(attempts)) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get("retry-after")).toBe("5");
        expect(answer.body.error).toEqual({
          code: "unavailable",
          message: "Votes cannot be reached just now (the server cannot reach its database). Try again in a moment.",
        });
      }
      await outage.mend();
      const ballot = await waitFor(
        async () => {
          const attempt = await castBallot(origin, id);
          return attempt.response.status === 201 ? attempt : null;
        },
        { everyMs: 200, what: "ballots to be accepted again" },
      );
      expect(ballot.response.body.ballotCount).toBe(1);
      // The stream opened before the outage hears of it, through the listener's new connection.
      await stream.nextPoll((event) => event.ballotCount === 1);
      // Said once while it started, and nothing since: an outage is no error of the server's.
      expect(served.logged).toEqual(["The vote database cannot be reached yet: trying again every few seconds."]);
    } finally {
      await stream.close();
    }
  });

  it("purges expired polls on its own, every purgeEveryMs", async () => {
    const purging = await serveApi(engine, { purgeEveryMs: 100 });
    try {
      await purging.api.ready;
      const { id } = await createPoll(purging.origin);
      await engine.query("UPDATE polls SET expires_at = now() - interval '1 second' WHERE id = $1", [id]);
      await waitFor(async () => (await engine.query("SELECT 1 FROM polls WHERE id = $1", [id])).rows.length === 0, {
        what: "the expired poll to be purged",
      });
    } finally {
      await purging.close();
    }
  });
});
