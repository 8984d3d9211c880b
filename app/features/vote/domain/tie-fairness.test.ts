// The fairness law of every tie a count can meet (docs/decisions/021-group-vote-counting.md): each tied option
// exactly equally likely. Every path of a scripted draw is walked and its probability added exactly, as the
// tournament's tests do; in the site the draw comes from the seeded generator, through the same code.
import { describe, expect, it } from "vitest";
import { countApproval } from "~/features/vote/domain/approval-count";
import { countVotes } from "~/features/vote/domain/count";
import { runInstantRunoff } from "~/features/vote/domain/instant-runoff";
import { countRanked } from "~/features/vote/domain/ranked-count";
import { countStar } from "~/features/vote/domain/star-count";
import { createTieBreak, type TieBreak } from "~/features/vote/domain/tie-break";
import { toBase64Url } from "~/kernel/lists/domain/packed-json";
import type { IndexDraw } from "~/kernel/random/domain/random";
import { ExactSum, exploreDraws } from "~/test/explore-draws";

/** The exact chance of each of `n` outcomes of `run`, over every path of its draws. */
function chances(n: number, run: (draw: IndexDraw) => number): [bigint, bigint][] {
  const sums = Array.from({ length: n }, () => new ExactSum());
  exploreDraws(run, (outcome, denominator) => sums[outcome]?.add(1, denominator));
  return sums.map((sum) => sum.toFraction());
}
const withTieBreak = (n: number, run: (tieBreak: TieBreak) => number) =>
  chances(n, (draw) => run(createTieBreak(n, () => draw)));
const half: [bigint, bigint] = [1n, 2n];
const third: [bigint, bigint] = [1n, 3n];
const never: [bigint, bigint] = [0n, 1n];
const always: [bigint, bigint] = [1n, 1n];

/** Every subset of 0…n−1 with at least two members. */
function tiedSets(n: number): number[][] {
  const sets: number[][] = [];
  for (let mask = 0; mask < 2 ** n; mask++) {
    const set = Array.from({ length: n }, (_, option) => option).filter((option) => mask & (2 ** option));
    if (set.length >= 2) sets.push(set);
  }
  return sets;
}

describe("the tie-break", () => {
  it("puts each of any set of tied options first, or last, with exactly the same chance (up to 6 options)", () => {
    for (let n = 2; n <= 6; n++) {
      for (const tied of tiedSets(n)) {
        const share: [bigint, bigint] = [1n, BigInt(tied.length)];
        const expected = Array.from({ length: n }, (_, option) => (tied.includes(option) ? share : never));
        expect(withTieBreak(n, (tieBreak) => tieBreak.first(tied))).toEqual(expected);
        expect(withTieBreak(n, (tieBreak) => tieBreak.last(tied))).toEqual(expected);
      }
    }
  });
});

describe("each count's ties", () => {
  it("approval: the most approved", () => {
    const ballots = [[0, 2], [2, 3], [0]];
    expect(withTieBreak(4, (tieBreak) => countApproval(ballots, 4, tieBreak).winner)).toEqual([
      half,
      never,
      half,
      never,
    ]);
  });

  it("instant runoff: who goes out among the fewest, a level last round, ballots ranking nothing", () => {
    // A 3, B 2, C 2: B or C goes out; B's ballots go to C and C's to B, so the one left wins.
    const fewest = [[0], [0], [0], [1, 2], [1, 2], [2, 1], [2, 1]];
    expect(withTieBreak(3, (tieBreak) => runInstantRunoff(fewest, 3, tieBreak).winner)).toEqual([never, half, half]);
    const level = [[0], [0], [1], [1]];
    expect(withTieBreak(2, (tieBreak) => runInstantRunoff(level, 2, tieBreak).winner)).toEqual([half, half]);
    expect(withTieBreak(3, (tieBreak) => runInstantRunoff([[], []], 3, tieBreak).winner)).toEqual([
      third,
      third,
      third,
    ]);
  });

  it("Ranked Pairs: a perfectly symmetric cycle", () => {
    const cycle = [
      [0, 1, 2],
      [1, 2, 0],
      [2, 0, 1],
    ];
    expect(withTieBreak(3, (tieBreak) => countRanked(cycle, 3, tieBreak).winner)).toEqual([third, third, third]);
  });

  it("STAR: a runoff level on preference and total, and a finalist's place", () => {
    const level = [
      [5, 4, 0],
      [4, 5, 0],
    ];
    expect(withTieBreak(3, (tieBreak) => countStar(level, 3, tieBreak).winner)).toEqual([half, half, never]);
    const forSecond = [[5, 2, 2, 2]];
    expect(withTieBreak(4, (tieBreak) => countStar(forSecond, 4, tieBreak).winner)).toEqual([
      always,
      never,
      never,
      never,
    ]);
    expect(withTieBreak(4, (tieBreak) => countStar(forSecond, 4, tieBreak).finalists[1])).toEqual([
      never,
      third,
      third,
      third,
    ]);
  });

  it("the whole count, with the draw given in place of the seeded one", () => {
    const ballotId = (n: number) => toBase64Url(Uint8Array.from({ length: 16 }, (_, i) => n * 16 + i));
    const ballots = [{ a: [0] }, { a: [1] }, { a: [2] }, { a: [0, 1, 2] }].map((content, n) => ({
      id: ballotId(n),
      content,
    }));
    const poll = {
      question: "Dinner?",
      options: ["Pizza", "Sushi", "Tacos"],
      method: "approval" as const,
      hiddenResults: false,
      organiserPublicKey: "A".repeat(87),
      closesAt: null,
    };
    expect(chances(3, (draw) => countVotes(poll, "poll-1", ballots, draw).result?.winner ?? -1)).toEqual([
      third,
      third,
      third,
    ]);
  });
});
