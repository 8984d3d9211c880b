import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestEngine } from "#server/db/test-databases";
import { createPollEvents } from "./poll-events.mjs";
import {
  castBallot,
  createPoll,
  newBallotId,
  openEventStream,
  randomCiphertext,
  request,
  serveApi,
  waitFor,
} from "./test-http.mjs";

describe("live updates on the embedded engine", () => {
  /** @type {Awaited<ReturnType<typeof openTestEngine>>} */
  let test;
  /** @type {Awaited<ReturnType<typeof serveApi>>} */
  let served;
  /** @type {string} */
  let origin;
  beforeAll(async () => {
    test = await openTestEngine("embedded");
    served = await serveApi(test.engine, { events: { throttleMs: 200, heartbeatMs: 300 } });
    await served.api.ready;
    origin = served.origin;
  });
  afterAll(async () => {
    await served?.close();
    await test?.dispose();
  });

  it("streams a poll's state at once, then each change, with nothing but counts, times and ciphertext", async () => {
    const { id, organiserToken } = await createPoll(origin);
    const stream = await openEventStream(`${origin}/api/polls/${id}/events`);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      expect(stream.response.headers.get("cache-control")).toBe("no-store, no-transform");
      expect(await stream.nextPoll(() => true)).toEqual({
        ballotCount: 0,
        revision: 0,
        closedAt: null,
        revealedAt: null,
        deleted: false,
      });

      await castBallot(origin, id);
      await stream.nextPoll((event) => event.ballotCount === 1);
      const authorization = { Authorization: `Bearer ${organiserToken}` };
      await request(origin, "POST", `/api/polls/${id}/close`, { headers: authorization });
      const closed = await stream.nextPoll((event) => event.closedAt !== null);
      expect(closed).toEqual({
        ballotCount: 1,
        revision: 2,
        closedAt: expect.any(String),
        revealedAt: null,
        deleted: false,
        since: 1,
        ballots: [],
      });
      await request(origin, "POST", `/api/polls/${id}/reveal`, {
        json: { ciphertext: "cmV2ZWFs" },
        headers: authorization,
      });
      await stream.nextPoll((event) => event.revealedAt !== null);
      await request(origin, "DELETE", `/api/polls/${id}`, { headers: authorization });
      expect(await stream.nextPoll((event) => event.deleted)).toMatchObject({ deleted: true, ballotCount: 1 });
      await waitFor(() => stream.ended, { what: "the stream to end after deletion" });
    } finally {
      await stream.close();
    }
  });

  it("merges a burst of ballots into fewer events, ending on the true count", async () => {
    const { id } = await createPoll(origin);
    const stream = await openEventStream(`${origin}/api/polls/${id}/events`);
    try {
      await stream.nextPoll(() => true);
      await Promise.all(Array.from({ length: 20 }, () => castBallot(origin, id)));
      await stream.nextPoll((event) => event.ballotCount === 20);
      // One event at opening, then at most one per 200 ms while the 20 ballots came in.
      expect(stream.pollEvents.length).toBeLessThan(20);
    } finally {
      await stream.close();
    }
  });

  it("carries the ballots written since the event before, so a browser that follows the stream reads nothing", async () => {
    const { id } = await createPoll(origin);
    const stream = await openEventStream(`${origin}/api/polls/${id}/events`);
    try {
      const first = await stream.nextPoll(() => true);
      const cast = await Promise.all(Array.from({ length: 12 }, () => castBallot(origin, id)));
      await Promise.all(
        cast.slice(0, 4).map(({ ballotId, token }) => castBallot(origin, id, { ballotId, token, ciphertext: "bmV3" })),
      );
      await stream.nextPoll((event) => event.revision === 16);
      // As a browser follows it: each event's ballots replace those of the same id, from the revision it had.
      const followed = new Map();
      let revision = first.revision;
      for (const event of stream.pollEvents.slice(1)) {
        expect(event.since).toBe(revision);
        for (const ballot of event.ballots) followed.set(ballot.id, ballot.ciphertext);
        revision = event.revision;
      }
      const { body } = await request(origin, "GET", `/api/polls/${id}`);
      expect(Object.fromEntries(followed)).toEqual(
        Object.fromEntries(body.poll.ballots.map((/** @type {any} */ ballot) => [ballot.id, ballot.ciphertext])),
      );
      expect(followed.size).toBe(12);
    } finally {
      await stream.close();
    }
  });

  it("sends an event without its ballots when they would make it too long", async () => {
    const small = await serveApi(test.engine, { events: { throttleMs: 200, maxEventBytes: 1000 } });
    await small.api.ready;
    const { id } = await createPoll(small.origin);
    const stream = await openEventStream(`${small.origin}/api/polls/${id}/events`);
    try {
      await stream.nextPoll(() => true);
      await castBallot(small.origin, id, { ciphertext: randomCiphertext(100) });
      expect((await stream.nextPoll((event) => event.revision === 1)).ballots).toHaveLength(1);
      await castBallot(small.origin, id, { ciphertext: randomCiphertext(2000) });
      const long = await stream.nextPoll((event) => event.revision === 2);
      expect(long).toEqual({ ballotCount: 2, revision: 2, closedAt: null, revealedAt: null, deleted: false });
    } finally {
      await stream.close();
      await small.close();
    }
  });

  it("tells open streams that the poll closed when its closing time comes", async () => {
    const closesAt = new Date(Date.now() + 1500).toISOString();
    const { id } = await createPoll(origin, { closesAt });
    const stream = await openEventStream(`${origin}/api/polls/${id}/events`);
    try {
      expect((await stream.nextPoll(() => true)).closedAt).toBeNull();
      const closed = await stream.nextPoll((event) => event.closedAt !== null);
      expect(closed.closedAt).toBe(closesAt);
      expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(closesAt));
      expect((await castBallot(origin, id)).response.status).toBe(409);
    } finally {
      await stream.close();
    }
  });

  it("sends heartbeats between changes", async () => {
    const { id } = await createPoll(origin);
    const stream = await openEventStream(`${origin}/api/polls/${id}/events`);
    try {
      await waitFor(() => stream.events.some((event) => event.event === "heartbeat"), { what: "a heartbeat" });
    } finally {
      await stream.close();
    }
  });

  it("reads every streamed poll again when told notifications may have been lost", async () => {
    const { id } = await createPoll(origin);
    const stream = await openEventStream(`${origin}/api/polls/${id}/events`);
    try {
      await stream.nextPoll(() => true);
      // Gone without an announcement, as when a server missed it while its listening connection was down.
      await test.engine.query("DELETE FROM polls WHERE id = $1", [id]);
      await served.api.events.resync();
      await stream.nextPoll((event) => event.deleted);
    } finally {
      await stream.close();
    }
  });

  it("answers 404 in JSON, not a stream, for an unknown poll", async () => {
    const answer = await request(origin, "GET", `/api/polls/${newBallotId()}/events`);
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe("poll_not_found");
    // The streams of the tests before have all ended.
    await waitFor(() => served.api.events.streamCount === 0, { what: "no stream left open" });
  });
});

describe("live updates to a stream that is behind", () => {
  it("sends the ballots only to streams that have sent all they were given; the others get the state alone", async () => {
    const state = (/** @type {number} */ revision) => ({
      pollId: "poll",
      ballotCount: revision,
      revision,
      closesAt: null,
      closedAt: null,
      revealedAt: null,
      deleted: false,
    });
    const events = createPollEvents({
      readState: async () => state(1),
      // A poll as the API shows one; the page's tests write theirs alike (poll-api.test.ts), each side its own data.
      readChanges: async () => ({
        id: "poll",
        ciphertext: "cG9sbA",
        createdAt: "2026-11-27T09:00:00.000Z",
        closesAt: null,
        closedAt: null,
        revealedAt: null,
        expiresAt: "2027-11-27T09:00:00.000Z",
        keepDays: 30,
        ballotCount: 2,
        revision: 2,
        ballots: [{ id: "b", ciphertext: "Yg" }],
        reveal: null,
      }),
      throttleMs: 0,
    });
    /** A response as the events module uses one, holding `pending` bytes not yet sent. */
    const response = (/** @type {number} */ pending) => {
      const written = /** @type {string[]} */ ([]);
      const res = {
        written,
        writableLength: pending,
        writableEnded: false,
        destroyed: false,
        writeHead: () => {},
        write: (/** @type {string} */ chunk) => written.push(chunk),
        on: () => {},
        end: () => {},
      };
      return res;
    };
    const keepingUp = response(0);
    const behind = response(100);
    try {
      for (const res of [keepingUp, behind]) {
        await events.stream("poll", /** @type {any} */ ({ destroyed: false }), /** @type {any} */ (res));
      }
      events.onNotification(JSON.stringify(state(2)));
      await waitFor(() => keepingUp.written.length === 3 && behind.written.length === 3, { what: "the second event" });
      const lastEvent = (/** @type {{ written: string[] }} */ res) =>
        JSON.parse(/** @type {string} */ (res.written.at(-1)).split("data: ")[1] ?? "");
      expect(lastEvent(keepingUp)).toMatchObject({ revision: 2, since: 1, ballots: [{ id: "b", ciphertext: "Yg" }] });
      expect(lastEvent(behind)).toEqual({
        ballotCount: 2,
        revision: 2,
        closedAt: null,
        revealedAt: null,
        deleted: false,
      });
    } finally {
      events.close();
    }
  });
});

describe("a stream that opens while its poll changes", () => {
  /** @param {number} revision */
  const state = (revision) => ({
    pollId: "poll",
    ballotCount: revision,
    revision,
    closesAt: null,
    closedAt: null,
    revealedAt: null,
    deleted: false,
  });

  /**
   * The events module behind a real HTTP server, its read of the poll's state held until the test lets it go.
   *
   * @param {(events: import("./poll-events.mjs").PollEvents) => void} meanwhile what happens while the state is read
   */
  async function openDuringChange(meanwhile) {
    /** @type {(value: ReturnType<typeof state>) => void} */
    let answerRead = () => {};
    /** @type {() => void} */
    let readStarted = () => {};
    const reading = new Promise((resolve) => (readStarted = () => resolve(undefined)));
    const events = createPollEvents({
      readState: () => {
        readStarted();
        return new Promise((resolve) => (answerRead = resolve));
      },
      readChanges: async () => null,
      throttleMs: 0,
      heartbeatMs: 60_000,
    });
    /** @type {string[]} */
    const failures = [];
    const server = createServer((req, res) => {
      events.stream("poll", req, res).then(
        (found) => {
          if (!found) res.writeHead(404).end();
        },
        (/** @type {Error} */ error) => {
          failures.push(error.message);
          res.destroy();
        },
      );
    });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
    const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
    const opening = openEventStream(`http://127.0.0.1:${port}/`);
    await reading;
    meanwhile(events);
    answerRead(state(3));
    const stream = await opening;
    return {
      stream,
      failures,
      async close() {
        await stream.close();
        events.close();
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      },
    };
  }

  it("writes its headers before any event, and starts from the newest state", async () => {
    const opened = await openDuringChange((events) => events.onNotification(JSON.stringify(state(5))));
    try {
      expect(opened.stream.response.status).toBe(200);
      expect(opened.stream.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      expect(await opened.stream.nextPoll(() => true)).toMatchObject({ revision: 5, ballotCount: 5 });
      expect(opened.failures).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it("shares one read of the state with the streams that open meanwhile, each starting from the newest state", async () => {
    /** @type {((value: ReturnType<typeof state>) => void)[]} */
    const reads = [];
    const events = createPollEvents({
      readState: () => new Promise((resolve) => reads.push(resolve)),
      readChanges: async () => null,
      throttleMs: 0,
      heartbeatMs: 60_000,
    });
    let arrived = 0;
    const server = createServer((req, res) => {
      arrived += 1;
      void events.stream("poll", req, res);
    });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
    const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
    const first = openEventStream(`http://127.0.0.1:${port}/`);
    await waitFor(() => reads.length === 1, { what: "the first stream to read the state" });
    events.onNotification(JSON.stringify(state(5)));
    const second = openEventStream(`http://127.0.0.1:${port}/`);
    await waitFor(() => arrived === 2, { what: "the second stream to arrive" });
    for (const answer of reads) answer(state(3));
    const streams = await Promise.all([first, second]);
    try {
      expect(reads).toHaveLength(1);
      for (const stream of streams) expect(await stream.nextPoll(() => true)).toMatchObject({ revision: 5 });
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
      events.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("is refused as not found when its poll is deleted while it opens", async () => {
    const opened = await openDuringChange((events) =>
      events.onNotification(JSON.stringify({ pollId: "poll", deleted: true })),
    );
    try {
      expect(opened.stream.response.status).toBe(404);
      expect(opened.failures).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
