import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPollsRepository } from "#server/db/polls-repository";
import { openTestEngine } from "#server/db/test-databases";
import { ApiError } from "./errors.mjs";
import { createPollService } from "./poll-service.mjs";
import { newBallotId, newToken } from "./test-http.mjs";

/**
 * @param {Promise<unknown>} promise
 * @returns {Promise<{ status: number, code: string }>}
 */
async function refusal(promise) {
  const error = await promise.then(
    () => null,
    (caught) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${error}`);
  return { status: error.status, code: error.code };
}

describe("the poll service", () => {
  /** @type {Awaited<ReturnType<typeof openTestEngine>>} */
  let test;
  /** @type {ReturnType<typeof createPollService>} */
  let service;
  beforeAll(async () => {
    test = await openTestEngine("postgres");
    service = createPollService({ repository: createPollsRepository(test.engine) });
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it("keeps only the SHA-256 of the organiser's and the voter's tokens", async () => {
    const organiserToken = newToken();
    const poll = await service.createPoll({ ciphertext: "AAAA", organiserToken });
    const token = newToken();
    const ballotId = newBallotId();
    await service.putBallot(poll.id, ballotId, { ciphertext: "BBBB", token });
    const { rows } = await test.engine.query(
      `SELECT p.organiser_token_hash, b.token_hash FROM polls p JOIN ballots b ON b.poll_id = p.id WHERE p.id = $1`,
      [poll.id],
    );
    const sha256 = (/** @type {string} */ text) => createHash("sha256").update(text).digest();
    expect(Buffer.from(rows[0]?.organiser_token_hash)).toEqual(sha256(organiserToken));
    expect(Buffer.from(rows[0]?.token_hash)).toEqual(sha256(token));
  });

  it("makes the poll id itself, whatever the body says", async () => {
    const chosen = newBallotId();
    const poll = await service.createPoll({ ciphertext: "AAAA", organiserToken: newToken(), id: chosen });
    expect(poll.id).not.toBe(chosen);
  });

  it("answers each refusal with its own error", async () => {
    const organiserToken = newToken();
    const { id } = await service.createPoll({ ciphertext: "AAAA", organiserToken });
    expect(await refusal(service.getPoll("not-an-id", 0))).toEqual({ status: 404, code: "poll_not_found" });
    expect(await refusal(service.getPoll(newBallotId(), 0))).toEqual({ status: 404, code: "poll_not_found" });
    expect(await refusal(service.putBallot(id, "x", { ciphertext: "AAAA", token: newToken() }))).toEqual({
      status: 400,
      code: "invalid_request",
    });
    expect(await refusal(service.closePoll(id, null))).toEqual({ status: 403, code: "not_organiser" });
    expect(await refusal(service.deletePoll(newBallotId(), organiserToken))).toEqual({
      status: 404,
      code: "poll_not_found",
    });
    expect(await refusal(service.revealPoll(id, organiserToken, { ciphertext: "AAAA" }))).toEqual({
      status: 409,
      code: "poll_open",
    });
    await service.closePoll(id, organiserToken);
    expect(await refusal(service.putBallot(id, newBallotId(), { ciphertext: "AAAA", token: newToken() }))).toEqual({
      status: 409,
      code: "poll_closed",
    });
    expect(
      await refusal(service.createPoll({ ciphertext: "AAAA", organiserToken, closesAt: "2001-01-01T00:00:00Z" })),
    ).toEqual({
      status: 400,
      code: "invalid_request",
    });
  });
});
