import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  apiErrorWords,
  describeApiFailure,
  describeApiRefusal,
  invalidReasonWords,
  unknownApiErrorWords,
  type ApiRefusal,
} from "~/features/vote/domain/api-error-words";
import { requestApi } from "~/features/vote/domain/poll-client";
import { createI18n } from "~/i18n/runtime";

// The app never imports the server: what it can send is read from its source, so a code or reason added there
// without words here fails these tests.
const serverSource = (file: string) =>
  readFileSync(new URL(`../../../../server/polls/${file}`, import.meta.url), "utf8");
const errorsSource = serverSource("errors.mjs");
const serverCodes = [...errorsSource.matchAll(/new ApiError\(\s*\d{3},\s*"([a-z_]+)"/g)].map(
  (match) => match[1] as string,
);
const reasonsBlock = /export const invalidReasons = [^(]*\(\{([^}]*)\}\)/.exec(errorsSource)?.[1] ?? "";
const serverReasons = [...reasonsBlock.matchAll(/:\s*"([a-z_]+)"/g)].map((match) => match[1] as string);

const english = createI18n("en", {});
const german = createI18n("de", {});
const refusal = (code: string, values: ApiRefusal["values"] = {}, retryAfterSeconds: number | null = null) => ({
  code,
  values,
  retryAfterSeconds,
});
const inEnglish = (answer: ApiRefusal) => english._(describeApiRefusal(answer));

describe("the words for the vote API's errors", () => {
  it("finds the server's codes and reasons in its source", () => {
    expect(serverCodes).toContain("poll_full");
    expect(serverCodes.length).toBeGreaterThanOrEqual(19);
    expect(serverReasons).toContain("closes_at_past");
    expect(serverReasons.length).toBeGreaterThanOrEqual(10);
  });

  it("has words for every code the server can send", () => {
    for (const code of serverCodes) {
      expect(Object.hasOwn(apiErrorWords, code), code).toBe(true);
      const words = inEnglish(refusal(code));
      expect(words).not.toBe(english._(unknownApiErrorWords(code)));
      expect(words).not.toMatch(/undefined|null|NaN|\{/);
    }
  });

  it("has words for every reason a request can be invalid", () => {
    for (const reason of serverReasons) {
      expect(Object.hasOwn(invalidReasonWords, reason), reason).toBe(true);
      const words = inEnglish(refusal("invalid_request", { reason }));
      expect(words).toBe(english._(invalidReasonWords[reason]!({ reason }, null)));
      expect(words).not.toMatch(/undefined|null|NaN|\{/);
    }
  });

  it("words the values an answer carries, numbers in the page's language", () => {
    const full = refusal("poll_full", { limit: 1000 });
    expect(inEnglish(full)).toBe("This poll already has 1,000 ballots, as many as a poll can hold.");
    expect(german._(describeApiRefusal(full))).toContain("1.000");
    expect(inEnglish(refusal("too_large", { what: "reveal", limitBytes: 2 * 1024 * 1024 }))).toBe(
      "This set of results is too large: the limit is 2 MiB.",
    );
    expect(inEnglish(refusal("too_large", { what: "ballot", limitBytes: 16 * 1024 }))).toBe(
      "This ballot is too large: the limit is 16 KiB.",
    );
    expect(inEnglish(refusal("too_many_requests", { retryAfterSeconds: 1 }))).toBe(
      "Too many requests from your network. Try again in 1 second.",
    );
    expect(inEnglish(refusal("too_many_requests", {}, 12))).toBe(
      "Too many requests from your network. Try again in 12 seconds.",
    );
    expect(inEnglish(refusal("invalid_request", { reason: "closes_at_too_far", maxDays: 365 }))).toBe(
      "The closing time is too far ahead: choose one at most 365 days from now.",
    );
  });

  it("says a code it does not know in general words, with the code to report", () => {
    expect(inEnglish(refusal("from_the_future"))).toBe(
      "The vote service refused this request (from_the_future). Try again later.",
    );
    expect(inEnglish(refusal("constructor"))).toBe(english._(unknownApiErrorWords("constructor")));
  });

  it("never shows the server's own sentence", async () => {
    const body = { error: { code: "poll_full", message: "Server sentence.", limit: 1000 } };
    const answer = new Response(JSON.stringify(body), { status: 409, headers: { "Content-Type": "application/json" } });
    const failed = await requestApi(async () => answer, { method: "PUT", path: "/api/polls/x/ballots/y" });
    if (failed.ok) throw new Error("expected a refusal");
    expect(english._(describeApiFailure(failed.failure, true))).toBe(
      "This poll already has 1,000 ballots, as many as a poll can hold.",
    );
  });

  it("says offline, unreachable or no server apart", () => {
    const offline = english._(describeApiFailure({ kind: "unreachable" }, false));
    const unreachable = english._(describeApiFailure({ kind: "unreachable" }, true));
    expect(offline).toMatch(/^This device is offline/);
    expect(unreachable).toMatch(/^The vote server cannot be reached just now/);
    expect(english._(describeApiFailure({ kind: "no-api", status: 404 }, true))).toMatch(
      /^Group votes need this site's own server/,
    );
  });
});
