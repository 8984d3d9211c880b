import { describe, expect, it } from "vitest";
import { ApiError } from "./errors.mjs";
import { limits } from "./limits.mjs";
import { readBallot, readBearerToken, readNewPoll, readReveal, readSince } from "./validation.mjs";

const token = Buffer.alloc(32, 9).toString("base64url");
const now = Date.parse("2030-01-01T12:00:00Z");

/** @param {() => unknown} read */
function errorOf(read) {
  try {
    read();
  } catch (error) {
    if (error instanceof ApiError) {
      return { status: error.status, code: error.code, message: error.message, values: error.values };
    }
    throw error;
  }
  throw new Error("expected an ApiError");
}

describe("reading a new poll", () => {
  it("takes ciphertext and the organiser's token, with 30 days' keeping and no closing time by default", () => {
    expect(readNewPoll({ ciphertext: "AAAA", organiserToken: token }, now)).toEqual({
      ciphertext: "AAAA",
      organiserToken: token,
      closesAt: null,
      keepDays: 30,
    });
  });

  it("normalises a closing time to UTC and takes keepDays from 1 to 365", () => {
    const poll = readNewPoll(
      { ciphertext: "AA", organiserToken: token, closesAt: "2030-01-02T14:00:00+02:00", keepDays: 365 },
      now,
    );
    expect(poll.closesAt).toBe("2030-01-02T12:00:00.000Z");
    expect(poll.keepDays).toBe(365);
    // The last day of February in a leap year is a day; the same in another year is not (above).
    expect(readNewPoll({ ciphertext: "AA", organiserToken: token, closesAt: "2030-02-28T12:00Z" }, now).closesAt).toBe(
      "2030-02-28T12:00:00.000Z",
    );
    expect(
      readNewPoll(
        { ciphertext: "AA", organiserToken: token, closesAt: "2032-02-29T12:00:00Z" },
        Date.parse("2031-06-01"),
      ).closesAt,
    ).toBe("2032-02-29T12:00:00.000Z");
  });

  it.each([
    [{ ciphertext: "AA" }, "The organiser's token (organiserToken) must be 32 random bytes"],
    [{ organiserToken: token }, "The encrypted content (ciphertext) must be base64url text"],
    [{ ciphertext: "not base64!", organiserToken: token }, "The encrypted content (ciphertext) must be base64url text"],
    [{ ciphertext: "A".repeat(limits.pollCiphertextChars + 4), organiserToken: token }, "2 to 60,000 characters"],
    // Base64url of no whole byte: the length the contract and the message both rule out.
    [{ ciphertext: "A", organiserToken: token }, "2 to 60,000 characters, and not 1 more than a multiple of 4"],
    [{ ciphertext: "AAAAA", organiserToken: token }, "not 1 more than a multiple of 4"],
    [
      { ciphertext: "AA", organiserToken: token, closesAt: "2030-02-30T12:00:00Z" },
      "The closing time (closesAt) must be a date and time in ISO 8601 form",
    ],
    [
      { ciphertext: "AA", organiserToken: token, closesAt: "2030-04-31T12:00:00Z" },
      "The closing time (closesAt) must be a date and time in ISO 8601 form",
    ],
    [
      { ciphertext: "AA", organiserToken: token, closesAt: "2030-01-02T24:00:00Z" },
      "The closing time (closesAt) must be a date and time in ISO 8601 form",
    ],
    [
      { ciphertext: "AA", organiserToken: token, closesAt: "2030-01-02T12:00:00+02:60" },
      "The closing time (closesAt) must be a date and time in ISO 8601 form",
    ],
    [
      { ciphertext: "AA", organiserToken: token, closesAt: "tomorrow" },
      "The closing time (closesAt) must be a date and time in ISO 8601 form",
    ],
    [
      { ciphertext: "AA", organiserToken: token, closesAt: "2030-01-01T11:59:59Z" },
      "The closing time (closesAt) must be in the future",
    ],
    [
      { ciphertext: "AA", organiserToken: token, closesAt: "2031-01-02T12:00:00Z" },
      "The closing time (closesAt) must be at most 365 days from now",
    ],
    [{ ciphertext: "AA", organiserToken: token, keepDays: 0 }, "(keepDays) must be a whole number from 1 to 365"],
    [{ ciphertext: "AA", organiserToken: token, keepDays: 366 }, "(keepDays) must be a whole number from 1 to 365"],
    [{ ciphertext: "AA", organiserToken: token, keepDays: 1.5 }, "(keepDays) must be a whole number from 1 to 365"],
    [{ ciphertext: "AA", organiserToken: token, keepDays: "30" }, "(keepDays) must be a whole number from 1 to 365"],
  ])("refuses %j with a message naming the field", (body, message) => {
    const error = errorOf(() => readNewPoll(body, now));
    expect(error.status).toBe(400);
    expect(error.message).toContain(message);
  });

  it.each([
    [{ ciphertext: "AA" }, { reason: "token_malformed", field: "organiserToken" }],
    [{ organiserToken: token }, { reason: "ciphertext_malformed", field: "ciphertext", maxChars: 60_000 }],
    [{ ciphertext: "AA", organiserToken: token, closesAt: "tomorrow" }, { reason: "closes_at_malformed" }],
    [{ ciphertext: "AA", organiserToken: token, closesAt: "2030-01-01T11:59:59Z" }, { reason: "closes_at_past" }],
    [
      { ciphertext: "AA", organiserToken: token, closesAt: "2031-01-02T12:00:00Z" },
      { reason: "closes_at_too_far", maxDays: 365 },
    ],
    [
      { ciphertext: "AA", organiserToken: token, keepDays: 0 },
      { reason: "keep_days_out_of_range", min: 1, max: 365 },
    ],
    [[], { reason: "body_not_object" }],
  ])("refuses %j with a reason and the values its sentence uses", (body, values) => {
    const error = errorOf(() => readNewPoll(body, now));
    expect(error.code).toBe("invalid_request");
    expect(error.values).toEqual(values);
  });

  it("refuses a body that is not an object", () => {
    for (const body of [null, [], "text", 3]) {
      expect(errorOf(() => readNewPoll(body, now)).message).toBe("The request body must be a JSON object.");
    }
  });
});

describe("reading a ballot and a reveal", () => {
  it("takes ciphertext and the ballot's token", () => {
    expect(readBallot({ ciphertext: "AAAA", token })).toEqual({ ciphertext: "AAAA", token });
    expect(errorOf(() => readBallot({ ciphertext: "AAAA", token: "short" })).message).toContain(
      "The ballot's token (token) must be 32 random bytes",
    );
    expect(errorOf(() => readBallot({ ciphertext: "A".repeat(limits.ballotCiphertextChars + 4), token })).status).toBe(
      400,
    );
  });

  it("takes a reveal of up to 2,000,000 characters", () => {
    expect(readReveal({ ciphertext: "A".repeat(limits.revealCiphertextChars) }).ciphertext).toHaveLength(2_000_000);
    expect(errorOf(() => readReveal({ ciphertext: "" })).code).toBe("invalid_request");
  });
});

describe("reading the organiser's token and the revision", () => {
  it("takes a bearer token of the right form only", () => {
    expect(readBearerToken(`Bearer ${token}`)).toBe(token);
    expect(readBearerToken(`bearer ${token}`)).toBe(token);
    expect(readBearerToken(undefined)).toBeNull();
    expect(readBearerToken(`Basic ${token}`)).toBeNull();
    expect(readBearerToken("Bearer short")).toBeNull();
  });

  it("reads since as a revision, 0 when absent", () => {
    expect(readSince(undefined)).toBe(0);
    expect(readSince("17")).toBe(17);
    expect(errorOf(() => readSince("-1")).status).toBe(400);
    expect(errorOf(() => readSince("2147483648")).status).toBe(400);
    expect(errorOf(() => readSince(["1", "2"])).status).toBe(400);
  });
});
