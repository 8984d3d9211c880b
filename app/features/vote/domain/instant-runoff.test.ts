import { describe, expect, it } from "vitest";
import { describeRunoffRounds, runInstantRunoff } from "~/features/vote/domain/instant-runoff";
import { wordResult, type ResultSentence } from "~/features/vote/domain/result-words";
import { createTieBreak } from "~/features/vote/domain/tie-break";
import { createI18n } from "~/i18n/runtime";

const english = createI18n("en", {});
const rounds = (described: readonly (readonly ResultSentence[])[]) =>
  described.map((round) => round.map((sentence) => wordResult(english, sentence)).join(" "));

const profile = (groups: [count: number, ranking: number[]][]) =>
  groups.flatMap(([count, ranking]) => Array.from({ length: count }, () => ranking));
const noDraw = (n: number) =>
  createTieBreak(n, () => {
    throw new Error("This count should need no draw");
  });

describe("runInstantRunoff", () => {
  it("tells each round of Tennessee's capital", () => {
    const ballots = profile([
      [42, [0, 1, 2, 3]],
      [26, [1, 2, 3, 0]],
      [15, [2, 3, 1, 0]],
      [17, [3, 2, 1, 0]],
    ]);
    const result = runInstantRunoff(ballots, 4, noDraw(4));
    expect(rounds(describeRunoffRounds(result, ["Memphis", "Nashville", "Chattanooga", "Knoxville"]))).toEqual([
      "Round 1: Memphis 42, Nashville 26, Knoxville 17 and Chattanooga 15. No one has more than half; Chattanooga, with the fewest, goes out.",
      "Round 2: Memphis 42, Knoxville 32 and Nashville 26. No one has more than half; Nashville, with the fewest, goes out.",
      "Round 3: Knoxville 58 and Memphis 42. Knoxville has more than half and wins.",
    ]);
  });

  it("puts options with no first choices out together, drawing nothing", () => {
    const result = runInstantRunoff(
      profile([
        [3, [0, 1]],
        [2, [1, 0]],
        [1, [2, 0]],
      ]),
      5,
      noDraw(5),
    );
    expect(result.rounds[0]?.eliminated).toEqual([3, 4]);
    expect(result.rounds[1]?.eliminated).toEqual([2]);
    expect(result.winner).toBe(0);
  });

  it("says when the draw chose who goes out among the fewest", () => {
    const ballots = profile([
      [3, [0]],
      [2, [1, 2]],
      [2, [2, 1]],
    ]);
    // Drawing 0 every time orders the options B, C, A: C comes last of the two.
    const result = runInstantRunoff(
      ballots,
      3,
      createTieBreak(3, () => () => 0),
    );
    expect(rounds(describeRunoffRounds(result, ["A", "B", "C"]))[0]).toBe(
      "Round 1: A 3, B 2 and C 2. No one has more than half; C goes out, chosen by the draw among those with the fewest.",
    );
  });

  it("says when the draw chose among options left level", () => {
    const result = runInstantRunoff(
      [[], []],
      3,
      createTieBreak(3, () => () => 0),
    );
    expect(rounds(describeRunoffRounds(result, ["A", "B", "C"]))).toEqual([
      "Round 1: A 0, B 0 and C 0. 2 ballots rank none of them. The options left are level; the draw chose B.",
    ]);
  });
});
