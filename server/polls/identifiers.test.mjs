import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashToken, isBase64url, isIdentifier, isToken, newPollId, tokenMatches } from "./identifiers.mjs";

describe("identifiers and tokens", () => {
  it("makes poll ids of 128 random bits, never the same twice", () => {
    const ids = new Set(Array.from({ length: 1000 }, newPollId));
    expect(ids.size).toBe(1000);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(id, "base64url")).toHaveLength(16);
    }
  });

  it("accepts identifiers of 16 to 48 bytes, and nothing shorter or outside base64url", () => {
    expect(isIdentifier("A".repeat(22))).toBe(true);
    expect(isIdentifier("A".repeat(64))).toBe(true);
    expect(isIdentifier("A".repeat(21))).toBe(false);
    expect(isIdentifier("A".repeat(65))).toBe(false);
    expect(isIdentifier(`${"A".repeat(21)}=`)).toBe(false);
    expect(isIdentifier(`${"A".repeat(21)}/`)).toBe(false);
    expect(isIdentifier(`${"A".repeat(21)}.`)).toBe(false);
    expect(isIdentifier(42)).toBe(false);
  });

  it("accepts only tokens of exactly 32 bytes", () => {
    expect(isToken(Buffer.alloc(32, 7).toString("base64url"))).toBe(true);
    expect(isToken(Buffer.alloc(31, 7).toString("base64url"))).toBe(false);
    expect(isToken(Buffer.alloc(33, 7).toString("base64url"))).toBe(false);
    expect(isToken(Buffer.alloc(32, 7).toString("base64"))).toBe(false);
  });

  it("refuses a base64url length that encodes no whole byte", () => {
    expect(isBase64url("AAAAA", 1, 10)).toBe(false);
    expect(isBase64url("AAAAAA", 1, 10)).toBe(true);
  });

  it("keeps a token's SHA-256 and matches only the same token", () => {
    const token = Buffer.alloc(32, 1).toString("base64url");
    const stored = hashToken(token);
    expect(stored).toEqual(createHash("sha256").update(token).digest());
    expect(tokenMatches(stored, token)).toBe(true);
    expect(tokenMatches(stored, Buffer.alloc(32, 2).toString("base64url"))).toBe(false);
    // A stored hash of another length (a damaged row) matches nothing rather than throwing.
    expect(tokenMatches(stored.subarray(0, 16), token)).toBe(false);
  });
});
