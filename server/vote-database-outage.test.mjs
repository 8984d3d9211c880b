// The vote API in a process of its own, under load, while its PostgreSQL misbehaves as production's does: backends
// terminated inside transactions (pg_terminate_backend, a failover, an administrator), and the database stopped and
// started again. The server stays up, answers 503 with Retry-After while the database is away, comes back by
// itself, and keeps every ballot it acknowledged.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startThrowawayPostgres } from "#server/db/throwaway-postgres";
import {
  castBallot,
  createPoll,
  newBallotId,
  newToken,
  request,
  spawnApiServer,
  waitFor,
} from "#server/polls/test-http";

/** @typedef {{ token: string, acknowledged: string | null, unacknowledged: string[] }} Voter */

describe("a server whose PostgreSQL connection is lost under load", () => {
  /** @type {import("#server/db/throwaway-postgres").ThrowawayPostgres} */
  let database;
  /** @type {Awaited<ReturnType<typeof spawnApiServer>>} */
  let server;
  /** @type {pg.Client} */
  let admin;
  beforeAll(async () => {
    // A cluster of its own: this test stops it, which the shared one must never be.
    database = await startThrowawayPostgres();
    server = await spawnApiServer({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await admin?.end().catch(() => {});
    await server?.stop();
    await database?.stop();
  });

  it("stays up, answers 503 with Retry-After, recovers alone and keeps every acknowledged ballot", async () => {
    const { id: pollId } = await createPoll(server.origin);
    /** @type {Map<string, Voter>} */
    const voters = new Map(
      Array.from({ length: 12 }, () => [newBallotId(), { token: newToken(), acknowledged: null, unacknowledged: [] }]),
    );
    let acknowledgements = 0;
    /** @type {{ status: number, retryAfter: string | null }[]} */
    const refusals = [];
    let stopped = false;

    const vote = async (/** @type {string} */ ballotId) => {
      const voter = /** @type {Voter} */ (voters.get(ballotId));
      for (let n = 0; !stopped; n++) {
        const ciphertext = Buffer.from(`${ballotId}:${n}`).toString("base64url");
        // Sent but not acknowledged: it may or may not have been committed.
        voter.unacknowledged.push(ciphertext);
        const { response } = await castBallot(server.origin, pollId, {
          ballotId,
          token: voter.token,
          ciphertext,
        }).catch(
          // No answer at all: the server is down (which the test then reports).
          () => ({ response: { status: 0, headers: new Headers() } }),
        );
        if (response.status === 200 || response.status === 201) {
          voter.acknowledged = ciphertext;
          voter.unacknowledged = [];
          acknowledgements += 1;
        } else {
          refusals.push({ status: response.status, retryAfter: response.headers.get("retry-after") });
          // A client waits before it tries again; a short wait keeps the test quick.
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    };
    const load = [...voters.keys()].map(vote);
    const alive = () => server.child.exitCode === null && server.child.signalCode === null;

    try {
      await waitFor(() => acknowledgements >= 30, { timeoutMs: 60_000, what: "ballots to be acknowledged" });

      // 1. Backends terminated in the middle of the server's transactions.
      admin = new pg.Client({ connectionString: database.url, application_name: "outage-test" });
      await admin.connect();
      let terminated = 0;
      await waitFor(
        async () => {
          if (!alive()) throw new Error(`The server exited: ${server.output}`);
          const { rows } = await admin.query(
            `SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
              WHERE application_name = 'ai-decision-maker' AND xact_start IS NOT NULL AND pid <> pg_backend_pid()`,
          );
          terminated += rows.filter((row) => row.cut).length;
          return terminated >= 3;
        },
        { timeoutMs: 60_000, everyMs: 5, what: "three backends to be terminated inside a transaction" },
      );
      await admin.end();
      const afterCuts = acknowledgements;
      await waitFor(() => acknowledgements >= afterCuts + 30, {
        timeoutMs: 60_000,
        what: "ballots to be acknowledged after the cuts",
      });
      expect(alive()).toBe(true);

      // 2. The database stopped under load, then started again.
      await database.halt();
      await waitFor(() => !alive() || refusals.some((refusal) => refusal.status === 503), {
        timeoutMs: 60_000,
        what: "a 503 while the database is away",
      });
      expect(alive()).toBe(true);
      await database.resume();
      const afterRestart = acknowledgements;
      // Nobody restarts the server: it reconnects by itself.
      await waitFor(() => acknowledgements >= afterRestart + 30, {
        timeoutMs: 60_000,
        what: "ballots to be acknowledged after the database came back",
      });
    } finally {
      stopped = true;
      await Promise.all(load);
    }
    expect(alive()).toBe(true);
    expect(server.output).not.toMatch(/Unhandled|Vote API error/);

    // Every refusal was the documented one: 503 with Retry-After.
    expect(refusals.length).toBeGreaterThan(0);
    for (const refusal of refusals)
      expect(refusal).toEqual({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });

    const poll = (await request(server.origin, "GET", `/api/polls/${pollId}`)).body.poll;
    for (const [ballotId, voter] of voters) {
      const stored = poll.ballots.find((/** @type {{ id: string }} */ ballot) => ballot.id === ballotId);
      expect(voter.acknowledged).not.toBeNull();
      // The last acknowledged ballot, or one sent after it that the database committed before its answer was lost.
      expect([voter.acknowledged, ...voter.unacknowledged]).toContain(stored?.ciphertext);
    }
    expect(poll.ballotCount).toBe(voters.size);
  }, 300_000);
});
