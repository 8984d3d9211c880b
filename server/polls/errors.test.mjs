import { describe, expect, it } from "vitest";
import { ApiError, errors, invalidReasons } from "./errors.mjs";

describe("the vote API's errors", () => {
  it("each has a status, a code and a sentence a person can read", () => {
    const made = [
      errors.invalid(invalidReasons.sinceMalformed, "The revision to read from (since) must be a whole number from 0."),
      errors.invalidJson(),
      errors.malformedRequest(),
      errors.headersTooLarge(),
      errors.requestTimeout(30),
      errors.tooLarge("ballot", 16 * 1024),
      errors.notJson(),
      errors.pollNotFound(),
      errors.notFound(),
      errors.notOrganiser(),
      errors.notYourBallot(),
      errors.closed(),
      errors.notClosed(),
      errors.full(1000),
      errors.rateLimited(1),
      errors.tooManyStreams(),
      errors.unavailable(),
      errors.starting(),
      errors.internal(),
    ];
    for (const error of made) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBeGreaterThanOrEqual(400);
      expect(error.code).toMatch(/^[a-z_]+$/);
      expect(error.message).toMatch(/^[A-Z].*\.$/);
    }
    expect(new Set(made.map((error) => error.code)).size).toBe(made.length);
  });

  it("says sizes, counts and waits in words", () => {
    expect(errors.tooLarge("reveal", 2 * 1024 * 1024).message).toBe("This reveal is too large: the limit is 2 MiB.");
    expect(errors.full(1000).message).toContain("1,000 ballots");
    expect(errors.rateLimited(1).message).toContain("in 1 second.");
    expect(errors.rateLimited(30)).toMatchObject({ status: 429, retryAfterSeconds: 30 });
    expect(errors.unavailable()).toMatchObject({ status: 503, retryAfterSeconds: 5 });
  });

  it("answers with the values its sentence uses beside the code, so a browser can word them in any language", () => {
    expect(errors.full(1000).answer()).toEqual({
      code: "poll_full",
      message: "This poll already has 1,000 ballots, as many as a poll can hold.",
      limit: 1000,
    });
    expect(errors.tooLarge("reveal", 2 * 1024 * 1024).answer()).toMatchObject({
      what: "reveal",
      limitBytes: 2 * 1024 * 1024,
    });
    expect(errors.requestTimeout(30).answer()).toMatchObject({ seconds: 30 });
    expect(errors.rateLimited(12).answer()).toMatchObject({ retryAfterSeconds: 12 });
    expect(errors.invalid(invalidReasons.closesAtTooFar, "Too far.", { maxDays: 365 }).answer()).toEqual({
      code: "invalid_request",
      message: "Too far.",
      reason: "closes_at_too_far",
      maxDays: 365,
    });
    expect(errors.pollNotFound().answer()).toEqual({
      code: "poll_not_found",
      message: "This poll does not exist: it may have expired, or its organiser may have deleted it.",
    });
  });

  it("gives every reason for an invalid request its own stable code", () => {
    const reasons = Object.values(invalidReasons);
    expect(new Set(reasons).size).toBe(reasons.length);
    for (const reason of reasons) expect(reason).toMatch(/^[a-z_]+$/);
  });
});
