import { describe, expect, it } from "vitest";
import { countVotes, type OpenedBallot } from "~/features/vote/domain/count";
import { packCount, unpackCount } from "~/features/vote/domain/count-message";
import type { Poll } from "~/features/vote/domain/poll";
import { toBase64Url } from "~/kernel/lists/domain/packed-json";

const poll: Poll = {
  question: "Dinner?",
  options: ["Pizza", "Sushi", "Tacos"],
  method: "ranked",
  hiddenResults: false,
  organiserPublicKey: "A".repeat(87),
  closesAt: null,
};
const ballotId = (n: number) => toBase64Url(Uint8Array.from({ length: 16 }, (_, i) => (n * 37 + i * 11) & 255));
const opened: OpenedBallot[] = [
  { id: ballotId(0), content: { r: [0, 1, 2], n: "Ada" } },
  { id: ballotId(1), content: { r: [2] } },
  { id: ballotId(2), content: { a: [1] } },
  { id: ballotId(3), problem: "it cannot be decrypted with this poll's key" },
];

describe("a count sent from the counting worker", () => {
  it("crosses postMessage with its rows as one text, not an object per ballot", () => {
    const message = structuredClone(packCount(countVotes(poll, "poll-1", opened)));
    expect(message).not.toHaveProperty("rows");
    expect(typeof message.rowsJson).toBe("string");
  });

  it("reads back on the page as the very count the worker made: result, explanation and every row", () => {
    const count = countVotes(poll, "poll-1", opened);
    const received = unpackCount(structuredClone(packCount(count)));
    expect(received).toEqual(count);
    expect(received.rows).toEqual(count.rows);
    expect(received.rows[0]).toEqual(count.rows[0]);
    expect(received.rows.filter((row) => row.setAsideBecause !== null)).toHaveLength(2);
  });

  it("reads its rows once, then keeps them", () => {
    const received = unpackCount(packCount(countVotes(poll, "poll-1", opened)));
    expect(received.rows).toBe(received.rows);
  });
});
