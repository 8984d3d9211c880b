import { describe, expect, it } from "vitest";
import {
  ballotName,
  ballotToJson,
  canonicalBallot,
  maximumNameLength,
  paddedBallotBytes,
  readBallot,
} from "~/features/vote/domain/ballot";

describe("readBallot", () => {
  it("reads each way of voting, keeping a ranking's order and sorting approvals", () => {
    expect(readBallot({ a: [2, 0] }, "approval", 3)).toEqual({
      ok: true,
      ballot: { method: "approval", approved: [0, 2] },
      name: null,
    });
    expect(readBallot({ a: [] }, "approval", 3)).toEqual({
      ok: true,
      ballot: { method: "approval", approved: [] },
      name: null,
    });
    expect(readBallot({ r: [2, 0] }, "ranked", 3)).toEqual({
      ok: true,
      ballot: { method: "ranked", ranking: [2, 0] },
      name: null,
    });
    expect(readBallot({ s: [5, 0, 3] }, "score", 3)).toEqual({
      ok: true,
      ballot: { method: "score", scores: [5, 0, 3] },
      name: null,
    });
  });

  it("sets aside options that do not exist, repeats, scores out of range and the wrong way of voting, saying why", () => {
    const reason = (value: unknown, method: "approval" | "ranked" | "score") => {
      const reading = readBallot(value, method, 3);
      return reading.ok ? "counted" : reading.reason;
    };
    expect(reason({ a: [3] }, "approval")).toBe("it names option 4, but the poll has 3 options");
    expect(reason({ r: [-1] }, "ranked")).toBe("it names option 0, but the poll has 3 options");
    expect(reason({ r: [1, 2, 1] }, "ranked")).toBe("it names option 2 twice");
    expect(reason({ s: [5, 0] }, "score")).toBe("it scores 2 options, but the poll has 3");
    expect(reason({ s: [5, 6, 0] }, "score")).toBe("it gives a score of 6 (scores go from 0 to 5)");
    expect(reason({ r: [0] }, "approval")).toBe("it is a ranked ballot, but this poll is an approval vote");
  });

  it("sets aside anything that is not a ballot, without throwing", () => {
    for (const value of [
      null,
      undefined,
      7,
      "a",
      [],
      [0],
      {},
      { a: [0], r: [0] },
      { a: "0" },
      { a: [0.5] },
      { a: [1e300] },
    ]) {
      expect(readBallot(value, "approval", 3)).toEqual({ ok: false, reason: "it is not a ballot this site makes" });
    }
    expect(readBallot(JSON.parse('{"__proto__":[0]}'), "approval", 3).ok).toBe(false);
  });
});

describe("ballot texts", () => {
  it("writes what readBallot reads, the same text for the same ballot", () => {
    const ballot = { method: "approval", approved: [2, 0] } as const;
    expect(canonicalBallot({ ...ballot, approved: [...ballot.approved] })).toBe('{"a":[0,2]}');
    expect(readBallot(ballotToJson({ method: "ranked", ranking: [1, 0] }), "ranked", 2)).toEqual({
      ok: true,
      ballot: { method: "ranked", ranking: [1, 0] },
      name: null,
    });
  });

  it("pads every ballot of a poll to one length, signed or not, which JSON still reads", () => {
    const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
    const lengths = new Set(
      [[], [0], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]].map(
        (approved) => paddedBallotBytes({ method: "approval", approved }, 12).length,
      ),
    );
    expect(lengths.size).toBe(1);
    const scores = [
      [0, 0, 0],
      [5, 5, 5],
      [1, 2, 3],
    ].map((s) => paddedBallotBytes({ method: "score", scores: s }, 3));
    expect(new Set(scores.map((bytes) => bytes.length)).size).toBe(1);
    expect(JSON.parse(text(scores[2] as Uint8Array))).toEqual({ s: [1, 2, 3] });
    const ranked = paddedBallotBytes({ method: "ranked", ranking: [99] }, 100);
    expect(ranked.length).toBe(
      paddedBallotBytes({ method: "ranked", ranking: Array.from({ length: 100 }, (_, i) => 99 - i) }, 100).length,
    );
    // The longest name in the widest characters JSON writes (control characters, six bytes each) adds nothing.
    const signed = ["Ann", "😀".repeat(maximumNameLength), "\u0001".repeat(maximumNameLength)].map((name) =>
      paddedBallotBytes({ method: "approval", approved: [0] }, 12, name),
    );
    expect(
      new Set(
        [...signed, ...[0].map(() => paddedBallotBytes({ method: "approval", approved: [] }, 12))].map((b) => b.length),
      ).size,
    ).toBe(1);
    expect(JSON.parse(text(signed[0] as Uint8Array))).toEqual({ a: [0], n: "Ann" });
  });
});

describe("a ballot's name", () => {
  it("is read beside the ballot, and a ballot with a name that is not one this site writes is set aside", () => {
    expect(readBallot({ a: [1], n: "Ann" }, "approval", 3)).toEqual({
      ok: true,
      ballot: { method: "approval", approved: [1] },
      name: "Ann",
    });
    for (const n of [7, "", " Ann", "x".repeat(maximumNameLength + 1)]) {
      expect(readBallot({ a: [1], n }, "approval", 3).ok).toBe(false);
    }
  });

  it("is trimmed and cut to its length, and blank is anonymous", () => {
    expect(ballotName("  Ann  ")).toBe("Ann");
    expect(ballotName("   ")).toBeNull();
    expect(ballotName("😀".repeat(maximumNameLength + 5))).toBe("😀".repeat(maximumNameLength));
  });
});
