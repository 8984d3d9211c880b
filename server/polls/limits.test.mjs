import { describe, expect, it } from "vitest";
import { defaultRateLimits, limits } from "./limits.mjs";

describe("the vote API's limits", () => {
  it("leave room in each body for its largest ciphertext and the other fields", () => {
    const room = 200;
    expect(limits.pollCiphertextChars + room).toBeLessThan(limits.pollBodyBytes);
    expect(limits.ballotCiphertextChars + room).toBeLessThan(limits.ballotBodyBytes);
    expect(limits.revealCiphertextChars + room).toBeLessThan(limits.revealBodyBytes);
  });

  it("keep polls from 1 day to a year, 30 days by default", () => {
    expect([limits.keepDaysMin, limits.keepDaysDefault, limits.keepDaysMax, limits.lifetimeDaysMax]).toEqual([
      1, 30, 365, 365,
    ]);
  });

  it("let a class behind one address vote at once", () => {
    expect(defaultRateLimits.requests.burst).toBeGreaterThanOrEqual(200);
    expect(defaultRateLimits.streamsPerAddress).toBeGreaterThanOrEqual(200);
  });
});
