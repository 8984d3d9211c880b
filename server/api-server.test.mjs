// The vote API in processes of its own: two on one PostgreSQL behave as one, and a server killed outright (SIGKILL)
// in the middle of a stream of ballots loses none it acknowledged and leaves no poll half-written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, createTestDatabase, engineKinds } from "#server/db/test-databases";
import {
  castBallot,
  createPoll,
  newBallotId,
  newToken,
  openEventStream,
  request,
  spawnApiServer,
  waitFor,
} from "#server/polls/test-http";

describe("two servers on one PostgreSQL", () => {
  /** @type {Awaited<ReturnType<typeof createPostgresDatabase>>} */
  let database;
  /** @type {Awaited<ReturnType<typeof spawnApiServer>>[]} */
  let servers = [];
  beforeAll(async () => {
    database = await createPostgresDatabase();
    servers = await Promise.all([1, 2].map(() => spawnApiServer({ DATABASE_URL: database.connectionString })));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  it("show a ballot cast on one live on the other, and closing and deletion on either", async () => {
    const [one, two] =
      /** @type {[Awaited<ReturnType<typeof spawnApiServer>>, Awaited<ReturnType<typeof spawnApiServer>>]} */ (servers);
    const { id, organiserToken } = await createPoll(one.origin);
    const onOne = await openEventStream(`${one.origin}/api/polls/${id}/events`);
    const onTwo = await openEventStream(`${two.origin}/api/polls/${id}/events`);
    try {
      await onTwo.nextPoll(() => true);
      await onOne.nextPoll(() => true);
      expect((await castBallot(one.origin, id)).response.status).toBe(201);
      await onTwo.nextPoll((event) => event.ballotCount === 1);
      expect((await request(two.origin, "GET", `/api/polls/${id}`)).body.poll.ballotCount).toBe(1);

      const authorization = { Authorization: `Bearer ${organiserToken}` };
      expect((await request(two.origin, "POST", `/api/polls/${id}/close`, { headers: authorization })).status).toBe(
        200,
      );
      await onOne.nextPoll((event) => event.closedAt !== null);
      // Closed on the second, so the first refuses ballots too.
      expect((await castBallot(one.origin, id)).response.status).toBe(409);

      expect((await request(one.origin, "DELETE", `/api/polls/${id}`, { headers: authorization })).status).toBe(204);
      await onTwo.nextPoll((event) => event.deleted);
      expect((await request(two.origin, "GET", `/api/polls/${id}`)).status).toBe(404);
    } finally {
      await Promise.all([onOne.close(), onTwo.close()]);
    }
  });
});

describe.each(engineKinds)("a server on the %s engine killed with SIGKILL", (kind) => {
  /** @type {Awaited<ReturnType<typeof createTestDatabase>>} */
  let database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("keeps every ballot and poll it acknowledged, whole", async () => {
    const first = await spawnApiServer(database.env);
    const { id: pollId } = await createPoll(first.origin);
    /** @type {Map<string, { token: string, acknowledged: string | null, inFlight: string | null }>} */
    const voters = new Map(
      Array.from({ length: 12 }, () => [newBallotId(), { token: newToken(), acknowledged: null, inFlight: null }]),
    );
    /** @type {string[]} polls whose creation was acknowledged */
    const acknowledgedPolls = [];
    let acknowledgements = 0;
    let stopped = false;

    const vote = async (/** @type {string} */ ballotId) => {
      const voter = /** @type {{ token: string, acknowledged: string | null, inFlight: string | null }} */ (
        voters.get(ballotId)
      );
      for (let n = 0; !stopped; n++) {
        const ciphertext = Buffer.from(`${ballotId}:${n}`).toString("base64url");
        voter.inFlight = ciphertext;
        const { response } = await castBallot(first.origin, pollId, { ballotId, token: voter.token, ciphertext }).catch(
          () => ({
            response: { status: 0 },
          }),
        );
        if (response.status === 200 || response.status === 201) {
          voter.acknowledged = ciphertext;
          acknowledgements += 1;
        } else return;
      }
    };
    const makePolls = async () => {
      while (!stopped) {
        const made = await createPoll(first.origin).catch(() => null);
        if (!made) return;
        acknowledgedPolls.push(made.id);
      }
    };
    const load = [...[...voters.keys()].map(vote), makePolls()];
    // Killed in the middle of the writes: once some have been acknowledged, with more on the way.
    await waitFor(() => acknowledgements >= 50 && acknowledgedPolls.length >= 3, {
      timeoutMs: 120_000,
      what: "writes to be acknowledged",
    });
    const killed = await first.kill();
    stopped = true;
    await Promise.all(load);
    expect(killed).toEqual({ code: null, signal: "SIGKILL" });

    const second = await spawnApiServer(database.env);
    try {
      const poll = (await request(second.origin, "GET", `/api/polls/${pollId}`)).body.poll;
      for (const [ballotId, voter] of voters) {
        const stored = poll.ballots.find((/** @type {{ id: string }} */ ballot) => ballot.id === ballotId);
        // The last acknowledged ballot, or the one being sent when the server died, which it may have committed.
        expect([voter.acknowledged, voter.inFlight]).toContain(stored?.ciphertext ?? null);
        expect(voter.acknowledged).not.toBeNull();
      }
      expect(poll.ballotCount).toBe(poll.ballots.length);
      expect(poll.ballotCount).toBe(voters.size);
      for (const id of acknowledgedPolls) {
        expect((await request(second.origin, "GET", `/api/polls/${id}`)).status).toBe(200);
      }
      // The server still takes ballots after the restart.
      expect((await castBallot(second.origin, pollId)).response.status).toBe(201);
    } finally {
      await second.stop();
    }
    // Two starts of a server (the embedded engine's take a few seconds each on a busy machine) and the writes.
  }, 300_000);
});
