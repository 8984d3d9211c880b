import { describe, expect, it } from "vitest";
import { mergeBallots, readPollEvent } from "~/features/vote/domain/poll-api";

describe("mergeBallots", () => {
  it("keeps each id once with its newest ciphertext, listed by id whatever the order they came in", () => {
    const known = [
      { id: "b", ciphertext: "b1" },
      { id: "d", ciphertext: "d1" },
    ];
    expect(
      mergeBallots(known, [
        { id: "c", ciphertext: "c1" },
        { id: "b", ciphertext: "b2" },
        { id: "a", ciphertext: "a1" },
      ]),
    ).toEqual([
      { id: "a", ciphertext: "a1" },
      { id: "b", ciphertext: "b2" },
      { id: "c", ciphertext: "c1" },
      { id: "d", ciphertext: "d1" },
    ]);
  });
});

describe("readPollEvent", () => {
  it("reads the stream's poll events and nothing else", () => {
    expect(readPollEvent('{"ballotCount":2,"revision":3,"closedAt":null,"revealedAt":null,"deleted":false}')).toEqual({
      ballotCount: 2,
      revision: 3,
      closedAt: null,
      revealedAt: null,
      deleted: false,
    });
    for (const data of [
      "",
      "null",
      "[]",
      '{"ballotCount":"2","revision":3}',
      '{"ballotCount":2,"revision":3,"deleted":1}',
    ]) {
      expect(readPollEvent(data)).toBeNull();
    }
  });
});
