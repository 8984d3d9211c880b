import { describe, expect, it } from "vitest";
import { ApiError, errors } from "./errors.mjs";

describe("the vote API's errors", () => {
  it("each has a status, a code and a sentence a person can read", () => {
    const made = [
      errors.invalid("The encrypted content (ciphertext) must be base64url text."),
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
});
