import { describe, expect, it } from "vitest";
import { applyPollEvent, mergeBallots, readPollEvent, type ServerPoll } from "~/features/vote/domain/poll-api";

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

describe("poll events with ballots", () => {
  const server: ServerPoll = {
    id: "poll",
    ciphertext: "cG9sbA",
    createdAt: "2026-11-27T09:00:00.000Z",
    closesAt: null,
    closedAt: null,
    revealedAt: null,
    expiresAt: "2027-11-27T09:00:00.000Z",
    keepDays: 30,
    ballotCount: 2,
    revision: 5,
    ballots: [
      { id: "a", ciphertext: "a1" },
      { id: "c", ciphertext: "c1" },
    ],
    reveal: null,
  };
  const event = (fields: object) =>
    readPollEvent(
      JSON.stringify({ ballotCount: 3, revision: 8, closedAt: null, revealedAt: null, deleted: false, ...fields }),
    );

  it("reads the ballots written since a revision, and ignores them when they are not ballots", () => {
    expect(event({ since: 5, ballots: [{ id: "b", ciphertext: "b1" }] })?.changes).toEqual({
      since: 5,
      ballots: [{ id: "b", ciphertext: "b1" }],
    });
    expect(event({ since: 5, ballots: [{ id: "b" }] })?.changes).toBeUndefined();
    expect(event({ since: "5", ballots: [] })?.changes).toBeUndefined();
    expect(event({})?.changes).toBeUndefined();
  });

  it("applies an event that carries every change since the browser's revision", () => {
    const next = event({
      since: 4,
      ballots: [
        { id: "b", ciphertext: "b1" },
        { id: "a", ciphertext: "a2" },
      ],
    });
    expect(next && applyPollEvent(server, next)).toEqual({
      ...server,
      ballotCount: 3,
      revision: 8,
      ballots: [
        { id: "a", ciphertext: "a2" },
        { id: "b", ciphertext: "b1" },
        { id: "c", ciphertext: "c1" },
      ],
    });
  });

  it("leaves it to a read when the event misses changes, has none, or closes or reveals the poll", () => {
    const ballots = [{ id: "b", ciphertext: "b1" }];
    for (const fields of [
      { since: 6, ballots },
      {},
      { since: 5, ballots, closedAt: "2026-11-27T10:00:00.000Z" },
      { since: 5, ballots, revealedAt: "2026-11-27T10:00:00.000Z" },
      { since: 2, ballots, revision: 4 },
    ]) {
      const next = event(fields);
      expect(next && applyPollEvent(server, next)).toBeNull();
    }
  });
});
