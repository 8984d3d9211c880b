import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestEngine } from "#server/db/test-databases";
import { limits } from "./limits.mjs";
import { castBallot, createPoll, newBallotId, newToken, randomCiphertext, request, serveApi } from "./test-http.mjs";

/**
 * A request from another loopback address (127.0.0.x), as another visitor's would come from theirs.
 *
 * @param {string} origin
 * @param {string} localAddress
 * @param {string} method
 * @param {string} urlPath
 * @param {unknown} [json]
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: any }>}
 */
function requestFrom(origin, localAddress, method, urlPath, json) {
  return new Promise((resolve, reject) => {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const req = http.request(
      `${origin}${urlPath}`,
      { method, localAddress, headers: body ? { "Content-Type": "application/json" } : {} },
      (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : null }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("the vote API over HTTP", () => {
  /** @type {Awaited<ReturnType<typeof openTestEngine>>} */
  let test;
  /** @type {Awaited<ReturnType<typeof serveApi>>} */
  let served;
  /** @type {string} */
  let origin;
  beforeAll(async () => {
    test = await openTestEngine("embedded");
    served = await serveApi(test.engine);
    await served.api.ready;
    origin = served.origin;
  });
  afterAll(async () => {
    expect(served?.logged).toEqual([]);
    await served?.close();
    await test?.dispose();
  });

  /**
   * The poll as stored, to check that a refused request changed nothing.
   *
   * @param {string} pollId
   */
  const stored = async (pollId) => (await request(origin, "GET", `/api/polls/${pollId}`)).body.poll;

  it("creates a poll (201) and gives it back by its id, every answer no-store JSON", async () => {
    const organiserToken = newToken();
    const created = await request(origin, "POST", "/api/polls", {
      json: { ciphertext: "AAAA", organiserToken, keepDays: 3 },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get("cache-control")).toBe("no-store");
    expect(created.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const { poll } = created.body;
    expect(poll).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      ciphertext: "AAAA",
      createdAt: expect.any(String),
      closesAt: null,
      closedAt: null,
      revealedAt: null,
      expiresAt: expect.any(String),
      keepDays: 3,
      ballotCount: 0,
      revision: 0,
      ballots: [],
      reveal: null,
    });
    expect(JSON.stringify(created.body)).not.toContain(organiserToken);
    const fetched = await request(origin, "GET", `/api/polls/${poll.id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get("cache-control")).toBe("no-store");
    expect(fetched.body).toEqual({ poll });
  });

  it("answers 404 with a sentence for an unknown poll, a malformed id and an unknown address", async () => {
    for (const path of [
      `/api/polls/${newBallotId()}`,
      "/api/polls/short",
      "/api/polls/not%20an%20id%20at%20all%20really",
    ]) {
      const answer = await request(origin, "GET", path);
      expect(answer.status).toBe(404);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
    const unknown = await request(origin, "GET", `/api/polls/${newBallotId()}`);
    expect(unknown.body).toEqual({
      error: {
        code: "poll_not_found",
        message: "This poll does not exist: it may have expired, or its organiser may have deleted it.",
      },
    });
    const nowhere = await request(origin, "GET", "/api/elsewhere");
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.error.code).toBe("not_found");
    expect((await request(origin, "PATCH", "/api/polls")).status).toBe(404);
  });

  it("casts a ballot (201), replaces it from the same device (200), and refuses another device's token (403)", async () => {
    const { id } = await createPoll(origin);
    const ballotId = newBallotId();
    const token = newToken();
    const cast = await request(origin, "PUT", `/api/polls/${id}/ballots/${ballotId}`, {
      json: { ciphertext: "Zmlyc3Q", token },
    });
    expect(cast.status).toBe(201);
    expect(cast.body).toEqual({ ballotCount: 1, revision: 1 });
    const replaced = await request(origin, "PUT", `/api/polls/${id}/ballots/${ballotId}`, {
      json: { ciphertext: "c2Vjb25k", token },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ ballotCount: 1, revision: 2 });

    const stolen = await request(origin, "PUT", `/api/polls/${id}/ballots/${ballotId}`, {
      json: { ciphertext: "dGhpZWY", token: newToken() },
    });
    expect(stolen.status).toBe(403);
    expect(stolen.body.error).toEqual({
      code: "not_your_ballot",
      message: "This ballot was cast from another device or browser: only that one can change it.",
    });
    const poll = await stored(id);
    expect(poll.ballots).toEqual([{ id: ballotId, ciphertext: "c2Vjb25k" }]);
    expect(poll.revision).toBe(2);
  });

  it("gives only the ballots written since a revision", async () => {
    const { id } = await createPoll(origin);
    const first = await castBallot(origin, id);
    const second = await castBallot(origin, id);
    const since = await request(origin, "GET", `/api/polls/${id}?since=1`);
    expect(since.body.poll.ballotCount).toBe(2);
    expect(since.body.poll.ballots.map((/** @type {{ id: string }} */ ballot) => ballot.id)).toEqual([second.ballotId]);
    expect(first.response.status).toBe(201);
    const bad = await request(origin, "GET", `/api/polls/${id}?since=soon`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("The revision to read from (since) must be a whole number from 0.");
    expect(bad.body.error).toMatchObject({ code: "invalid_request", reason: "since_malformed" });
  });

  it("refuses a ballot once the organiser has closed the poll (409), changing nothing", async () => {
    const { id, organiserToken } = await createPoll(origin);
    const ballot = await castBallot(origin, id);
    const closed = await request(origin, "POST", `/api/polls/${id}/close`, {
      headers: { Authorization: `Bearer ${organiserToken}` },
    });
    expect(closed.status).toBe(200);
    expect(closed.body.poll.closedAt).toEqual(expect.any(String));
    const before = await stored(id);
    for (const late of [
      { ballotId: ballot.ballotId, token: ballot.token },
      { ballotId: newBallotId(), token: newToken() },
    ]) {
      const answer = await request(origin, "PUT", `/api/polls/${id}/ballots/${late.ballotId}`, {
        json: { ciphertext: "bGF0ZQ", token: late.token },
      });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toEqual({
        code: "poll_closed",
        message: "This poll has closed, so ballots can no longer be changed.",
      });
    }
    expect(await stored(id)).toEqual(before);
  });

  it("refuses a ballot after the poll's closing time, with no request to close it", async () => {
    const { id } = await createPoll(origin, { closesAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await castBallot(origin, id)).response.status).toBe(201);
    // As if the minute had passed: the check is the database's clock at the time of the request.
    await test.engine.query("UPDATE polls SET closes_at = now() - interval '1 millisecond' WHERE id = $1", [id]);
    const late = await castBallot(origin, id);
    expect(late.response.status).toBe(409);
    expect((await stored(id)).closedAt).toEqual((await stored(id)).closesAt);
  });

  it("refuses oversized bodies (413) and says the limit, changing nothing", async () => {
    const { id, organiserToken } = await createPoll(origin);
    const ballotId = newBallotId();
    const big = await request(origin, "PUT", `/api/polls/${id}/ballots/${ballotId}`, {
      json: { ciphertext: "A".repeat(limits.ballotBodyBytes), token: newToken() },
    });
    expect(big.status).toBe(413);
    expect(big.body.error).toEqual({
      code: "too_large",
      message: "This ballot is too large: the limit is 16 KiB.",
      what: "ballot",
      limitBytes: 16 * 1024,
    });

    const bigPoll = await request(origin, "POST", "/api/polls", {
      json: { ciphertext: "A".repeat(limits.pollBodyBytes), organiserToken: newToken() },
    });
    expect(bigPoll.status).toBe(413);
    expect(bigPoll.body.error.message).toBe("This poll is too large: the limit is 64 KiB.");

    await request(origin, "POST", `/api/polls/${id}/close`, { headers: { Authorization: `Bearer ${organiserToken}` } });
    const bigReveal = await request(origin, "POST", `/api/polls/${id}/reveal`, {
      json: { ciphertext: "A".repeat(limits.revealBodyBytes) },
      headers: { Authorization: `Bearer ${organiserToken}` },
    });
    expect(bigReveal.status).toBe(413);
    expect(bigReveal.body.error.message).toBe("This reveal is too large: the limit is 2 MiB.");
    const poll = await stored(id);
    expect(poll).toMatchObject({ ballotCount: 0, reveal: null, revealedAt: null });
  });

  it("refuses malformed bodies (400) and bodies that are not JSON (415), naming the problem", async () => {
    const { id } = await createPoll(origin);
    const path = `/api/polls/${id}/ballots/${newBallotId()}`;
    const headers = { "Content-Type": "application/json" };
    const broken = await request(origin, "PUT", path, { body: '{"ciphertext":', headers });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toEqual({
      code: "invalid_json",
      message: "The request could not be read: its body is not valid JSON.",
    });
    const list = await request(origin, "PUT", path, { json: ["ciphertext"] });
    expect(list.status).toBe(400);
    expect(list.body.error.message).toBe("The request body must be a JSON object.");
    expect(list.body.error.reason).toBe("body_not_object");
    const text = await request(origin, "PUT", path, {
      body: "ciphertext=AAAA",
      headers: { "Content-Type": "text/plain" },
    });
    expect(text.status).toBe(415);
    const padded = await request(origin, "PUT", path, { json: { ciphertext: "AAAA==", token: newToken() } });
    expect(padded.status).toBe(400);
    expect(padded.body.error.message).toMatch(/^The encrypted content \(ciphertext\) must be base64url text/);
    expect(padded.body.error).toMatchObject({
      reason: "ciphertext_malformed",
      field: "ciphertext",
      maxChars: limits.ballotCiphertextChars,
    });
    const badId = await request(origin, "PUT", `/api/polls/${id}/ballots/tiny`, {
      json: { ciphertext: "AAAA", token: newToken() },
    });
    expect(badId.status).toBe(400);
    expect(badId.body.error.message).toBe(
      "The ballot id must be at least 16 random bytes as base64url (22 to 64 characters).",
    );
    expect(badId.body.error.reason).toBe("ballot_id_malformed");
    expect((await stored(id)).ballotCount).toBe(0);
  });

  it("lets only the organiser's token close, reveal or delete (403 otherwise), changing nothing", async () => {
    const { id, organiserToken } = await createPoll(origin);
    await castBallot(origin, id);
    const before = await stored(id);
    const attempts = [
      ["POST", `/api/polls/${id}/close`, undefined],
      ["POST", `/api/polls/${id}/reveal`, { ciphertext: "cmV2ZWFs" }],
      ["DELETE", `/api/polls/${id}`, undefined],
    ];
    for (const authorization of [
      undefined,
      `Bearer ${newToken()}`,
      // The organiser's token with its last character changed (to another one: a random token may end in "A").
      `Bearer ${organiserToken.slice(0, -1)}${organiserToken.endsWith("A") ? "B" : "A"}`,
      organiserToken,
      "Bearer",
    ]) {
      for (const [method, path, json] of attempts) {
        const answer = await request(origin, /** @type {string} */ (method), /** @type {string} */ (path), {
          json,
          headers: authorization ? { Authorization: authorization } : {},
        });
        expect(answer.status).toBe(403);
        expect(answer.body.error).toEqual({
          code: "not_organiser",
          message: "Only the poll's organiser can do this, and this link is not the organiser's.",
        });
      }
    }
    expect(await stored(id)).toEqual(before);
  });

  it("reveals only after closing (409 before), then shows the reveal to everyone", async () => {
    const { id, organiserToken } = await createPoll(origin);
    const authorization = { Authorization: `Bearer ${organiserToken}` };
    const early = await request(origin, "POST", `/api/polls/${id}/reveal`, {
      json: { ciphertext: "cmV2ZWFs" },
      headers: authorization,
    });
    expect(early.status).toBe(409);
    expect(early.body.error).toEqual({
      code: "poll_open",
      message: "Results can be revealed only once the poll has closed.",
    });
    await request(origin, "POST", `/api/polls/${id}/close`, { headers: authorization });
    const revealed = await request(origin, "POST", `/api/polls/${id}/reveal`, {
      json: { ciphertext: "cmV2ZWFs" },
      headers: authorization,
    });
    expect(revealed.status).toBe(200);
    expect(revealed.body.poll).toMatchObject({ reveal: "cmV2ZWFs", revealedAt: expect.any(String) });
    expect((await stored(id)).reveal).toBe("cmV2ZWFs");
  });

  it("deletes a poll for its organiser (204): it is gone at once", async () => {
    const { id, organiserToken } = await createPoll(origin);
    const ballot = await castBallot(origin, id);
    const deleted = await request(origin, "DELETE", `/api/polls/${id}`, {
      headers: { Authorization: `Bearer ${organiserToken}` },
    });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get("cache-control")).toBe("no-store");
    expect((await request(origin, "GET", `/api/polls/${id}`)).status).toBe(404);
    const replace = await request(origin, "PUT", `/api/polls/${id}/ballots/${ballot.ballotId}`, {
      json: { ciphertext: "YWdhaW4", token: ballot.token },
    });
    expect(replace.status).toBe(404);
    const { rows } = await test.engine.query(
      "SELECT (SELECT count(*)::int FROM polls WHERE id = $1) + (SELECT count(*)::int FROM ballots WHERE poll_id = $1) AS n",
      [id],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it("says when a poll is full (409)", async () => {
    const { id } = await createPoll(origin);
    await test.engine.query("UPDATE polls SET ballot_count = $2 WHERE id = $1", [id, limits.ballotsPerPoll]);
    const full = await castBallot(origin, id);
    expect(full.response.status).toBe(409);
    expect(full.response.body.error).toEqual({
      code: "poll_full",
      message: "This poll already has 1,000 ballots, as many as a poll can hold.",
      limit: 1000,
    });
  });
});

describe("the vote API's limits per address", () => {
  /** @type {Awaited<ReturnType<typeof openTestEngine>>} */
  let test;
  /** @type {Awaited<ReturnType<typeof serveApi>>} */
  let served;
  beforeAll(async () => {
    test = await openTestEngine("postgres");
    served = await serveApi(test.engine, {
      rateLimits: {
        requests: { burst: 4, perSecond: 0.01 },
        pollCreations: { burst: 2, perSecond: 0.01 },
        streamsPerAddress: 1,
      },
    });
    await served.api.ready;
  });
  afterAll(async () => {
    await served?.close();
    await test?.dispose();
  });

  it("answers 429 with Retry-After once an address has used its burst, and serves other addresses", async () => {
    const { origin } = served;
    const poll = { ciphertext: randomCiphertext(), organiserToken: newToken() };
    expect((await requestFrom(origin, "127.0.0.2", "POST", "/api/polls", poll)).status).toBe(201);
    expect((await requestFrom(origin, "127.0.0.2", "POST", "/api/polls", poll)).status).toBe(201);
    const creations = await requestFrom(origin, "127.0.0.2", "POST", "/api/polls", poll);
    expect(creations.status).toBe(429);
    expect(creations.headers["retry-after"]).toBe("100");
    expect(creations.headers["cache-control"]).toBe("no-store");
    expect(creations.body.error).toEqual({
      code: "too_many_requests",
      message: "Too many requests from your network. Try again in 100 seconds.",
      retryAfterSeconds: 100,
    });
    const unknown = `/api/polls/${newBallotId()}`;
    expect((await requestFrom(origin, "127.0.0.2", "GET", unknown)).status).toBe(404);
    expect((await requestFrom(origin, "127.0.0.2", "GET", unknown)).status).toBe(429);
    expect((await requestFrom(origin, "127.0.0.3", "GET", unknown)).status).toBe(404);
  });

  it("allows a set number of live-update streams per address", async () => {
    const { origin } = served;
    const created = await requestFrom(origin, "127.0.0.4", "POST", "/api/polls", {
      ciphertext: randomCiphertext(),
      organiserToken: newToken(),
    });
    const events = `${origin}/api/polls/${created.body.poll.id}/events`;
    /** @type {http.IncomingMessage} */
    const first = await new Promise((resolve) => http.get(events, { localAddress: "127.0.0.4" }, resolve));
    expect(first.statusCode).toBe(200);
    const second = await requestFrom(origin, "127.0.0.4", "GET", `/api/polls/${created.body.poll.id}/events`);
    expect(second.status).toBe(429);
    expect(second.body.error.code).toBe("too_many_streams");
    first.destroy();
  });
});

/**
 * Bytes sent as they are on a connection of their own, as a broken or hostile client sends them; the answer read
 * until the server closes the connection (or `untilAnswered`: until the answer's body is whole, the connection
 * left open).
 *
 * @param {string} origin
 * @param {string | Buffer} bytes
 * @param {{ untilAnswered?: boolean }} [options]
 * @returns {Promise<{ status: number, headers: Record<string, string>, body: any, socket: import("node:net").Socket }>}
 */
function sendRaw(origin, bytes, { untilAnswered = false } = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(bytes));
    let received = "";
    const answer = () => {
      const [head = "", body = ""] = received.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      /** @type {Record<string, string>} */
      const headers = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      return { status: Number(statusLine.split(" ")[1]), headers, body, socket };
    };
    socket.on("data", (chunk) => {
      received += chunk;
      const { headers, body } = answer();
      if (untilAnswered && headers["content-length"] && Buffer.byteLength(body) >= Number(headers["content-length"]))
        resolve({ ...answer(), body: JSON.parse(body) });
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const read = answer();
      resolve({ ...read, body: read.body ? JSON.parse(read.body) : null });
    });
  });
}

describe("requests the vote API cannot read", () => {
  /** @type {Awaited<ReturnType<typeof openTestEngine>>} */
  let test;
  /** @type {Awaited<ReturnType<typeof serveApi>>} */
  let served;
  /** @type {string} */
  let origin;
  beforeAll(async () => {
    test = await openTestEngine("embedded");
    // A body must arrive within a second here, rather than half a minute.
    served = await serveApi(test.engine, { bodyMs: 1_000 });
    await served.api.ready;
    origin = served.origin;
  });
  afterAll(async () => {
    // Nothing of any of these requests, nor any error, reaches the log.
    expect(served?.logged).toEqual([]);
    await served?.close();
    await test?.dispose();
  });

  /** @param {{ status: number, headers: Record<string, string> | Headers }} answer */
  const cacheControl = (answer) =>
    answer.headers instanceof Headers ? answer.headers.get("cache-control") : answer.headers["cache-control"];

  it("answers a path that does not decode with 400 in JSON, no-store", async () => {
    const answer = await request(origin, "GET", "/api/polls/%E0%A4%A");
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      code: "malformed_request",
      message: "The request could not be read: its address or headers are malformed.",
    });
    expect(cacheControl(answer)).toBe("no-store");
  });

  it("refuses a body declared too large at once, before any of it arrives, and closes the connection", async () => {
    const { id } = await createPoll(origin);
    const answer = await sendRaw(
      origin,
      `PUT /api/polls/${id}/ballots/${newBallotId()} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${10 * 1024 * 1024}\r\n\r\n`,
    );
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(cacheControl(answer)).toBe("no-store");
    expect(answer.body.error.code).toBe("too_large");
  });

  it("refuses a body that arrives too slowly with 408 in JSON, and closes the connection", async () => {
    const { id } = await createPoll(origin);
    const answer = await sendRaw(
      origin,
      `PUT /api/polls/${id}/ballots/${newBallotId()} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `Content-Length: 100\r\n\r\n{"cipher`,
    );
    expect(answer.status).toBe(408);
    expect(answer.headers.connection).toBe("close");
    expect(cacheControl(answer)).toBe("no-store");
    expect(answer.body.error).toEqual({
      code: "request_timeout",
      message: "The request took too long to arrive: send it whole within 1 seconds.",
      seconds: 1,
    });
    expect((await request(origin, "GET", `/api/polls/${id}`)).body.poll.ballotCount).toBe(0);
  });

  it("takes JSON in UTF-8 only (415 for another charset)", async () => {
    const { id } = await createPoll(origin);
    const body = Buffer.from(JSON.stringify({ ciphertext: "AAAA", token: newToken() }), "utf16le");
    const answer = await request(origin, "PUT", `/api/polls/${id}/ballots/${newBallotId()}`, {
      body: /** @type {any} */ (body),
      headers: { "Content-Type": "application/json; charset=utf-16le" },
    });
    expect(answer.status).toBe(415);
    expect(answer.body.error.code).toBe("unsupported_media_type");
    const utf8 = await request(origin, "PUT", `/api/polls/${id}/ballots/${newBallotId()}`, {
      body: JSON.stringify({ ciphertext: "AAAA", token: newToken() }),
      headers: { "Content-Type": "application/json; charset=UTF-8" },
    });
    expect(utf8.status).toBe(201);
  });

  it("answers what Node itself cannot read (malformed, headers too large) in JSON, no-store", async () => {
    const malformed = await sendRaw(origin, "NOT AN HTTP REQUEST\r\n\r\n");
    expect(malformed.status).toBe(400);
    expect(cacheControl(malformed)).toBe("no-store");
    expect(malformed.body.error.code).toBe("malformed_request");

    const oversized = await sendRaw(
      origin,
      `GET /api/polls HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    expect(oversized.status).toBe(431);
    expect(cacheControl(oversized)).toBe("no-store");
    expect(oversized.body.error.code).toBe("headers_too_large");
  });

  it("reports nothing when a browser goes away in the middle of its upload", async () => {
    const { id } = await createPoll(origin);
    const socket = net.connect(Number(new URL(origin).port), "127.0.0.1");
    /** @type {Promise<import("node:http").IncomingMessage>} */
    const arrived = new Promise((resolve) => served.server.once("request", resolve));
    socket.write(
      `PUT /api/polls/${id}/ballots/${newBallotId()} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `Content-Length: 100\r\n\r\n{"cipher`,
    );
    const upload = await arrived;
    const ended = new Promise((resolve) => upload.once("close", resolve));
    socket.destroy();
    await ended;
    // Answered after the abort was handled: the log is checked once all of this file's requests are done.
    expect((await request(origin, "GET", `/api/polls/${id}`)).body.poll.ballotCount).toBe(0);
  });

  it("keeps idle connections longer than clients and proxies keep theirs, and bounds a request's time", () => {
    expect(served.server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(served.server.headersTimeout).toBeLessThanOrEqual(served.server.requestTimeout);
    expect(served.server.requestTimeout).toBeGreaterThan(0);
  });
});
