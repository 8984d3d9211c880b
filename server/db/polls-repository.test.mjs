import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPollsRepository, pollEventsChannel } from "./polls-repository.mjs";
import { engineKinds, openTestEngine } from "./test-databases.mjs";

const hash = (/** @type {string} */ token) => createHash("sha256").update(token).digest();
const id = () => randomBytes(16).toString("base64url");
const organiserHash = hash("organiser");
/** @param {Uint8Array} stored */
const isOrganiser = (stored) => Buffer.from(stored).equals(organiserHash);
const nobody = () => false;

describe.each(engineKinds)("the polls repository on the %s engine", (kind) => {
  /** @type {Awaited<ReturnType<typeof openTestEngine>>} */
  let test;
  /** @type {ReturnType<typeof createPollsRepository>} */
  let repository;
  /** @type {any[]} */
  const announced = [];
  /** @type {() => Promise<void>} */
  let unlisten;
  beforeAll(async () => {
    test = await openTestEngine(kind);
    repository = createPollsRepository(test.engine);
    unlisten = await test.engine.listen(pollEventsChannel, {
      onMessage: (payload) => announced.push(JSON.parse(payload)),
    });
  });
  afterAll(async () => {
    await unlisten?.();
    await test?.dispose();
  });

  /** @param {{ closesAt?: string | null, keepDays?: number }} [fields] */
  const newPoll = (fields = {}) =>
    repository.insertPoll({
      id: id(),
      ciphertext: "cGxhaW4",
      organiserTokenHash: organiserHash,
      closesAt: null,
      keepDays: 30,
      ...fields,
    });

  /** @param {{ ballotId?: string, token?: string, ciphertext?: string }} [ballot] */
  const ballotWrite = ({ ballotId = "ballot-aaaaaaaaaaaaaaaa", token = "voter", ciphertext = "Y2lwaGVy" } = {}) => ({
    ballotId,
    tokenHash: hash(token),
    ciphertext,
    authorize: (/** @type {Uint8Array} */ stored) => Buffer.from(stored).equals(hash(token)),
  });

  /**
   * One ballot in a transaction of its own.
   *
   * @param {string} pollId
   * @param {{ ballotId?: string, token?: string, ciphertext?: string, maxBallots?: number }} [ballot]
   */
  const put = async (pollId, { maxBallots = 1000, ...ballot } = {}) => {
    const [outcome] = await repository.putBallots({ pollId, ballots: [ballotWrite(ballot)], maxBallots });
    if (!outcome) throw new Error("putBallots answered no outcome");
    return outcome;
  };

  it("keeps a new open poll a year at most, and one with a closing time keepDays after it", async () => {
    const open = await newPoll();
    expect(open).toMatchObject({
      ciphertext: "cGxhaW4",
      closesAt: null,
      closedAt: null,
      ballotCount: 0,
      revision: 0,
      ballots: [],
      reveal: null,
    });
    const created = Date.parse(open.createdAt);
    expect(Date.parse(open.expiresAt) - created).toBe(365 * 86_400_000);

    const closesAt = new Date(created + 86_400_000).toISOString();
    const timed = await newPoll({ closesAt, keepDays: 7 });
    expect(timed.closesAt).toBe(closesAt);
    expect(timed.expiresAt).toBe(new Date(Date.parse(closesAt) + 7 * 86_400_000).toISOString());
    expect(await repository.findPoll(timed.id)).toEqual(timed);
  });

  it("casts a ballot, replaces it with the same token only, and counts it once", async () => {
    const { id: pollId } = await newPoll();
    const first = await put(pollId, { ciphertext: "Zmlyc3Q" });
    expect(first).toMatchObject({ outcome: "created", ballotCount: 1, revision: 1 });
    expect(await put(pollId, { ciphertext: "c2Vjb25k" })).toMatchObject({
      outcome: "replaced",
      ballotCount: 1,
      revision: 2,
    });
    expect(await put(pollId, { token: "someone else", ciphertext: "dGhpZWY" })).toEqual({ outcome: "forbidden" });
    const poll = await repository.findPoll(pollId);
    expect(poll?.ballots).toEqual([{ id: "ballot-aaaaaaaaaaaaaaaa", ciphertext: "c2Vjb25k" }]);
    expect(poll?.ballotCount).toBe(1);
  });

  it("gives only the ballots written after a revision", async () => {
    const { id: pollId } = await newPoll();
    await put(pollId, { ballotId: "a".repeat(22) });
    await put(pollId, { ballotId: "b".repeat(22) });
    await put(pollId, { ballotId: "a".repeat(22), ciphertext: "YWdhaW4" });
    const since = await repository.findPoll(pollId, 2);
    expect(since?.ballots.map((ballot) => ballot.id)).toEqual(["a".repeat(22)]);
    expect(since?.ballotCount).toBe(2);
    expect(since?.revision).toBe(3);
  });

  it("lists ballots by id, with nothing that tells when or in which order they were written", async () => {
    const { id: pollId } = await newPoll();
    const written = ["c", "A", "b", "_", "0"].map((letter) => letter.repeat(22));
    for (const ballotId of written) await put(pollId, { ballotId });
    await put(pollId, { ballotId: written[0], ciphertext: "YWdhaW4" });
    const poll = await repository.findPoll(pollId);
    expect(poll?.ballots.map((ballot) => ballot.id)).toEqual([...written].sort());
    for (const ballot of poll?.ballots ?? []) expect(Object.keys(ballot).sort()).toEqual(["ciphertext", "id"]);
  });

  it("counts every ballot of many cast at once, and no more than the limit", async () => {
    const { id: pollId } = await newPoll();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        put(pollId, { ballotId: `ballot-${String(n).padStart(16, "0")}`, maxBallots: 25 }),
      ),
    );
    expect(results.filter((result) => result.outcome === "created")).toHaveLength(25);
    expect(results.filter((result) => result.outcome === "full")).toHaveLength(5);
    const poll = await repository.findPoll(pollId);
    expect(poll?.ballotCount).toBe(25);
    expect(poll?.ballots).toHaveLength(25);
    expect(new Set(poll?.ballots.map((ballot) => ballot.id)).size).toBe(25);
  });

  it("writes a batch of ballots in one transaction as if one after the other", async () => {
    const { id: pollId } = await newPoll();
    await put(pollId, { ballotId: "a".repeat(22), token: "ann", ciphertext: "YW5uIDE" });
    const outcomes = await repository.putBallots({
      pollId,
      maxBallots: 3,
      ballots: [
        ballotWrite({ ballotId: "a".repeat(22), token: "ann", ciphertext: "YW5uIDI" }),
        ballotWrite({ ballotId: "a".repeat(22), token: "mallory", ciphertext: "bWFsbG9yeQ" }),
        ballotWrite({ ballotId: "b".repeat(22), token: "bob", ciphertext: "Ym9iIDE" }),
        ballotWrite({ ballotId: "b".repeat(22), token: "bob", ciphertext: "Ym9iIDI" }),
        ballotWrite({ ballotId: "c".repeat(22), token: "cy", ciphertext: "Y3k" }),
        ballotWrite({ ballotId: "d".repeat(22), token: "di", ciphertext: "ZGk" }),
      ],
    });
    expect(outcomes).toEqual([
      { outcome: "replaced", ballotCount: 1, revision: 2 },
      { outcome: "forbidden" },
      { outcome: "created", ballotCount: 2, revision: 3 },
      { outcome: "replaced", ballotCount: 2, revision: 4 },
      { outcome: "created", ballotCount: 3, revision: 5 },
      { outcome: "full" },
    ]);
    const poll = await repository.findPoll(pollId);
    expect(poll?.ballots).toEqual([
      { id: "a".repeat(22), ciphertext: "YW5uIDI" },
      { id: "b".repeat(22), ciphertext: "Ym9iIDI" },
      { id: "c".repeat(22), ciphertext: "Y3k" },
    ]);
    expect(poll).toMatchObject({ ballotCount: 3, revision: 5 });
    expect((await repository.findPoll(pollId, 3))?.ballots.map((ballot) => ballot.id)).toEqual([
      "b".repeat(22),
      "c".repeat(22),
    ]);
  });

  it("writes nothing for a batch on a closed or missing poll", async () => {
    const { id: pollId } = await newPoll();
    await repository.closePoll({ pollId, authorize: isOrganiser });
    const ballots = [ballotWrite({ ballotId: "a".repeat(22) }), ballotWrite({ ballotId: "b".repeat(22) })];
    expect(await repository.putBallots({ pollId, ballots, maxBallots: 10 })).toEqual([
      { outcome: "closed" },
      { outcome: "closed" },
    ]);
    expect(await repository.putBallots({ pollId: id(), ballots, maxBallots: 10 })).toEqual([
      { outcome: "missing" },
      { outcome: "missing" },
    ]);
    expect((await repository.findPoll(pollId))?.ballots).toEqual([]);
  });

  it("lets only the organiser close, reveal and delete", async () => {
    const { id: pollId } = await newPoll();
    expect(await repository.closePoll({ pollId, authorize: nobody })).toEqual({ outcome: "forbidden" });
    expect(await repository.revealPoll({ pollId, authorize: nobody, ciphertext: "eA" })).toEqual({
      outcome: "forbidden",
    });
    expect(await repository.deletePoll({ pollId, authorize: nobody })).toEqual({ outcome: "forbidden" });
    expect((await repository.findPoll(pollId))?.closedAt).toBeNull();
  });

  it("closes a poll once, starts its keeping time, and then refuses ballots", async () => {
    const { id: pollId } = await newPoll({ keepDays: 2 });
    await put(pollId);
    const closed = await repository.closePoll({ pollId, authorize: isOrganiser });
    if (closed.outcome !== "closed") throw new Error(closed.outcome);
    const closedAt = /** @type {string} */ (closed.poll.closedAt);
    expect(Date.parse(closed.poll.expiresAt) - Date.parse(closedAt)).toBe(2 * 86_400_000);
    expect(closed.poll.revision).toBe(2);
    // Closing again changes nothing.
    const again = await repository.closePoll({ pollId, authorize: isOrganiser });
    expect(again).toEqual(closed);
    expect(await put(pollId, { ciphertext: "bGF0ZQ" })).toEqual({ outcome: "closed" });
    expect(await put(pollId, { ballotId: "c".repeat(22) })).toEqual({ outcome: "closed" });
  });

  it("takes the closing time, by the database's clock, as closing", async () => {
    const { id: pollId } = await newPoll({ closesAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await put(pollId)).outcome).toBe("created");
    // As if the minute had passed.
    await test.engine.query("UPDATE polls SET closes_at = now() - interval '1 second' WHERE id = $1", [pollId]);
    expect(await put(pollId, { ciphertext: "bGF0ZQ" })).toEqual({ outcome: "closed" });
    const poll = await repository.findPoll(pollId);
    expect(poll?.closedAt).toBe(poll?.closesAt);
    // Closing it by hand afterwards keeps the time it closed at.
    const closed = await repository.closePoll({ pollId, authorize: isOrganiser });
    expect(closed.outcome === "closed" && closed.poll.closedAt).toBe(poll?.closesAt);
  });

  it("reveals only once closed", async () => {
    const { id: pollId } = await newPoll();
    expect(await repository.revealPoll({ pollId, authorize: isOrganiser, ciphertext: "cmV2ZWFs" })).toEqual({
      outcome: "open",
    });
    await repository.closePoll({ pollId, authorize: isOrganiser });
    const revealed = await repository.revealPoll({ pollId, authorize: isOrganiser, ciphertext: "cmV2ZWFs" });
    expect(revealed).toMatchObject({
      outcome: "revealed",
      poll: { reveal: "cmV2ZWFs", revealedAt: expect.any(String) },
    });
  });

  it("deletes a poll and its ballots at once", async () => {
    const { id: pollId } = await newPoll();
    await put(pollId);
    expect(await repository.deletePoll({ pollId, authorize: isOrganiser })).toEqual({ outcome: "deleted" });
    expect(await repository.findPoll(pollId)).toBeNull();
    const { rows } = await test.engine.query("SELECT count(*)::int AS n FROM ballots WHERE poll_id = $1", [pollId]);
    expect(rows[0]).toEqual({ n: 0 });
    expect(await put(pollId)).toEqual({ outcome: "missing" });
    expect(await repository.deletePoll({ pollId, authorize: isOrganiser })).toEqual({ outcome: "missing" });
  });

  it("hides an expired poll at once and purges it with its ballots", async () => {
    const kept = await newPoll();
    const { id: pollId } = await newPoll();
    await put(pollId);
    await test.engine.query("UPDATE polls SET expires_at = now() - interval '1 second' WHERE id = $1", [pollId]);
    expect(await repository.findPoll(pollId)).toBeNull();
    expect(await repository.findPollState(pollId)).toBeNull();
    expect(await put(pollId, { ciphertext: "bGF0ZQ" })).toEqual({ outcome: "missing" });
    expect(await repository.purgeExpired(1)).toBeGreaterThanOrEqual(1);
    const { rows } = await test.engine.query(
      "SELECT (SELECT count(*)::int FROM polls WHERE id = $1) AS polls, (SELECT count(*)::int FROM ballots WHERE poll_id = $1) AS ballots",
      [pollId],
    );
    expect(rows[0]).toEqual({ polls: 0, ballots: 0 });
    expect(await repository.findPoll(kept.id)).not.toBeNull();
  });

  it("announces every change, in order, with nothing but counts and times", async () => {
    const { id: pollId } = await newPoll();
    await put(pollId);
    await repository.closePoll({ pollId, authorize: isOrganiser });
    await repository.revealPoll({ pollId, authorize: isOrganiser, ciphertext: "cmV2ZWFs" });
    await repository.deletePoll({ pollId, authorize: isOrganiser });
    await test.engine.query("SELECT 1");
    const forPoll = () => announced.filter((state) => state.pollId === pollId);
    const { waitFor } = await import("#server/polls/test-http");
    await waitFor(() => forPoll().length === 4, { what: "four announcements" });
    expect(forPoll().map((state) => Object.keys(state).sort().join())).toEqual([
      "ballotCount,closedAt,closesAt,deleted,pollId,revealedAt,revision",
      "ballotCount,closedAt,closesAt,deleted,pollId,revealedAt,revision",
      "ballotCount,closedAt,closesAt,deleted,pollId,revealedAt,revision",
      "deleted,pollId",
    ]);
    expect(forPoll().map((state) => state.revision ?? "deleted")).toEqual([1, 2, 3, "deleted"]);
  });
});
