import { describe, expect, it } from "vitest";
import { createTieBreak, tieBreakSeed } from "~/features/vote/domain/tie-break";
import { toHex } from "~/kernel/random/domain/sha256";

describe("createTieBreak", () => {
  it("draws nothing until a tie needs it, and a lone option is no tie", () => {
    const tieBreak = createTieBreak(4, () => {
      throw new Error("drew");
    });
    expect(tieBreak.first([2])).toBe(2);
    expect(tieBreak.last([3])).toBe(3);
    expect(tieBreak.used).toBe(false);
  });

  it("settles every tie of one count by the one order it drew", () => {
    // The scripted shuffle of [0, 1, 2, 3] swaps places 3 and 1, keeps 2, then swaps 1 and 0: the order is 3, 0, 2, 1.
    const script = [1, 2, 0];
    const tieBreak = createTieBreak(4, () => () => script.shift() as number);
    expect(tieBreak.first([1, 3])).toBe(3);
    expect(tieBreak.used).toBe(true);
    expect(tieBreak.last([0, 2, 3])).toBe(2);
    expect(tieBreak.first([1, 2])).toBe(2);
    expect(tieBreak.precedes(0, 1)).toBe(true);
    expect(script).toEqual([]);
  });
});

describe("tieBreakSeed", () => {
  const ballots = ['{"a":[0]}', '{"a":[1]}', '{"a":[0,1]}'];

  it("depends on the ballots, not on the order the server sent them in", () => {
    const seed = toHex(tieBreakSeed("poll-1", ballots));
    expect(toHex(tieBreakSeed("poll-1", [...ballots].reverse()))).toBe(seed);
    expect(toHex(tieBreakSeed("poll-1", [ballots[1] as string, ballots[2] as string, ballots[0] as string]))).toBe(
      seed,
    );
  });

  it("changes with any ballot's content, with one ballot more, and with the poll", () => {
    const seed = toHex(tieBreakSeed("poll-1", ballots));
    expect(toHex(tieBreakSeed("poll-1", ['{"a":[0]}', '{"a":[1]}', '{"a":[1]}']))).not.toBe(seed);
    expect(toHex(tieBreakSeed("poll-1", [...ballots, '{"a":[0]}']))).not.toBe(seed);
    expect(toHex(tieBreakSeed("poll-2", ballots))).not.toBe(seed);
  });

  it("is SHA-256 over the label, the poll id and each distinct ballot with its count, sorted, one a line", async () => {
    const text = ["ai-decision-maker vote tie-break 1", "poll-1", '1 {"a":[0,1]}', '2 {"a":[0]}', '1 {"a":[1]}'].join(
      "\n",
    );
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
    expect(toHex(tieBreakSeed("poll-1", [...ballots, '{"a":[0]}']))).toBe(toHex(digest));
  });
});
