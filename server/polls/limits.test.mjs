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

describe("docs/vote-api.md", () => {
  it("states the limits the server applies", async () => {
    const { readFileSync } = await import("node:fs");
    const doc = readFileSync(new URL("../../docs/vote-api.md", import.meta.url), "utf8");
    /** @param {number} n */
    const count = (n) => n.toLocaleString("en-GB");
    /** @param {number} bytes */
    const size = (bytes) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`);
    const table = (/** @type {string} */ what) => doc.split("\n").find((line) => line.startsWith(`| ${what}`)) ?? "";
    expect(table("poll body")).toContain(
      `${size(limits.pollBodyBytes)} / ${count(limits.pollCiphertextChars)} characters`,
    );
    expect(table("ballot body")).toContain(
      `${size(limits.ballotBodyBytes)} / ${count(limits.ballotCiphertextChars)} characters`,
    );
    expect(table("reveal body")).toContain(
      `${size(limits.revealBodyBytes)} / ${count(limits.revealCiphertextChars)} characters`,
    );
    expect(table("ballots per poll")).toContain(count(limits.ballotsPerPoll));
    expect(table("requests per address")).toContain(
      `${defaultRateLimits.requests.burst} at once, then ${defaultRateLimits.requests.perSecond} a second`,
    );
    expect(table("live-update streams")).toContain(String(defaultRateLimits.streamsPerAddress));
  });
});
