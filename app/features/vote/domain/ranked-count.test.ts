import { describe, expect, it } from "vitest";
import { countPairwise, findCondorcetWinner, prefer } from "~/features/vote/domain/pairwise";
import { countRanked } from "~/features/vote/domain/ranked-count";
import { explainRanked, headlineRanked } from "~/features/vote/domain/ranked-explanation";
import { wordResult, type ResultSentence } from "~/features/vote/domain/result-words";
import { createTieBreak } from "~/features/vote/domain/tie-break";
import { createSeededDraw } from "~/kernel/random/domain/seeded-random";
import { shuffle } from "~/kernel/random/domain/random";
import { createI18n } from "~/i18n/runtime";

const english = createI18n("en", {});
const words = (sentences: readonly ResultSentence[]) => sentences.map((sentence) => wordResult(english, sentence));

/** `count` copies of each ranking. */
const profile = (groups: [count: number, ranking: number[]][]) =>
  groups.flatMap(([count, ranking]) => Array.from({ length: count }, () => ranking));
const noDraw = (n: number) =>
  createTieBreak(n, () => {
    throw new Error("This count should need no draw");
  });

// The textbook example: Tennessee choosing its capital, each city's voters ranking by distance from home.
const tennessee = ["Memphis", "Nashville", "Chattanooga", "Knoxville"];
const [memphis, nashville, chattanooga, knoxville] = [0, 1, 2, 3];
const tennesseeBallots = profile([
  [42, [memphis, nashville, chattanooga, knoxville]],
  [26, [nashville, chattanooga, knoxville, memphis]],
  [15, [chattanooga, knoxville, nashville, memphis]],
  [17, [knoxville, chattanooga, nashville, memphis]],
]);

describe("countRanked on Tennessee's capital", () => {
  const result = countRanked(tennesseeBallots, 4, noDraw(4));

  it("elects Nashville, the Condorcet winner, with the head-to-head table", () => {
    expect(result.pairwise.preferred).toEqual([
      [0, 42, 42, 42],
      [58, 0, 68, 68],
      [58, 32, 0, 83],
      [58, 32, 17, 0],
    ]);
    expect(result.condorcetWinner).toBe(nashville);
    expect(result.rankedPairs).toBeNull();
    expect(result.winner).toBe(nashville);
  });

  it("finds that instant runoff would choose Knoxville and Borda Nashville", () => {
    expect(result.instantRunoff.winner).toBe(knoxville);
    expect(result.instantRunoff.rounds.map((round) => round.eliminated)).toEqual([[chattanooga], [nashville], []]);
    expect(result.instantRunoff.rounds[2]?.tallies).toEqual([
      { option: memphis, votes: 42 },
      { option: knoxville, votes: 58 },
    ]);
    expect(result.borda.points).toEqual([126, 194, 173, 107]);
    expect(result.borda.winner).toBe(nashville);
  });

  it("explains the result from these numbers", () => {
    expect(words(explainRanked(result, tennessee)).slice(1)).toEqual([
      "Nashville beats every other option head to head (Memphis 58 to 42, Chattanooga 68 to 32 and Knoxville 68 to 32): it is the Condorcet winner.",
      "Instant runoff would choose Knoxville instead: Nashville goes out in round 2.",
      "The Borda count would also choose Nashville, with 194 points.",
    ]);
  });
});

describe("countRanked", () => {
  it("says when Borda would choose differently from the Condorcet winner", () => {
    const [a, b, c] = [0, 1, 2];
    const result = countRanked(
      profile([
        [3, [a, b, c]],
        [2, [b, c, a]],
      ]),
      3,
      noDraw(3),
    );
    expect(result.winner).toBe(a);
    expect(result.borda.points).toEqual([6, 7, 2]);
    expect(words(explainRanked(result, ["A", "B", "C"])).slice(2)).toEqual([
      "Instant runoff would also choose A.",
      "The Borda count would choose B instead: 7 points to 6 for A.",
    ]);
  });

  it("settles a Condorcet cycle by Ranked Pairs, saying which majority was skipped and why", () => {
    const [a, b, c] = [0, 1, 2];
    const result = countRanked(
      profile([
        [6, [a, b, c]],
        [4, [b, c, a]],
        [5, [c, a, b]],
      ]),
      3,
      noDraw(3),
    );
    expect(result.condorcetWinner).toBeNull();
    expect(result.rankedPairs?.locked.map(({ winner, loser }) => [winner, loser])).toEqual([
      [a, b],
      [b, c],
    ]);
    expect(result.rankedPairs?.skipped).toEqual([
      { majority: { winner: c, loser: a, support: 9, opposition: 6 }, path: [a, b, c] },
    ]);
    expect(result.winner).toBe(a);
    expect(words(explainRanked(result, ["A", "B", "C"])).slice(1)).toEqual([
      "No option beats every other head to head, so the count keeps the clearest wins first, from the largest margin down, and sets aside any win that would go against those already kept (Ranked Pairs).",
      "A beats B 11 to 4 head to head.",
      "C beats A 9 to 6, but that win was set aside because clearer wins were kept first: A over B (11 to 4) and B over C (10 to 5).",
      "A is the only option no kept win beats.",
      "Instant runoff would choose C instead: in round 2 C has 9 votes to 6 for A, more than half.",
      "The Borda count would also choose A, with 17 points.",
    ]);
  });

  it("has the draw order equal majorities that contradict each other", () => {
    const [a, b, c] = [0, 1, 2];
    const ballots = profile([
      [1, [a, b, c]],
      [1, [b, c, a]],
      [1, [c, a, b]],
    ]);
    // The scripted shuffle (draws 2, then 0) gives the order B, A, C: B over C is locked first, then A over B, and
    // C over A is skipped, so A wins; Borda, every option level at 3 points, goes to B, first in the order.
    const script = [2, 0];
    const result = countRanked(
      ballots,
      3,
      createTieBreak(3, () => () => script.shift() as number),
    );
    expect(result.rankedPairs?.drawOrderedMargins).toEqual([1]);
    expect(result.winner).toBe(a);
    expect(words(explainRanked(result, ["A", "B", "C"])).slice(-5)).toEqual([
      "C beats A 2 to 1, but that win was set aside because clearer wins were kept first: A over B (2 to 1) and B over C (2 to 1).",
      "Wins by the same margin (1 ballot) went against each other, so the fair draw set the order in which they were kept.",
      "A is the only option no kept win beats.",
      "Instant runoff would also choose A.",
      "The Borda count would choose B instead: it and A have 3 points each, the most, and the draw chose B.",
    ]);
  });

  it("counts a ranked option above every unranked one, and unranked options level", () => {
    // Two ballots rank only A, one ranks B then C.
    const table = countPairwise([[0], [0], [1, 2]], 3);
    expect(table.preferred).toEqual([
      [0, 2, 2],
      [1, 0, 1],
      [1, 0, 0],
    ]);
    const result = countRanked([[0], [0], [1, 2]], 3, noDraw(3));
    // Borda: A gets 2 + 2 from its ballots (two places below) and 0 from B C's; B: 0.5 + 0.5 + 2; C: 0.5 + 0.5 + 1.
    expect(result.borda.points).toEqual([4, 3, 2]);
  });

  it("lets a ballot that ranks none of the options still in drop out of instant runoff's majority", () => {
    const result = countRanked([[0], [1], [1], [1, 2], [2], [2]], 3, noDraw(3));
    expect(result.instantRunoff.rounds.map(({ exhausted, eliminated }) => ({ exhausted, eliminated }))).toEqual([
      { exhausted: 0, eliminated: [0] },
      { exhausted: 1, eliminated: [] },
    ]);
    expect(result.instantRunoff.winner).toBe(1);
  });

  it("always elects the Condorcet winner when there is one, and Borda agrees with points by place", () => {
    const draw = createSeededDraw(new TextEncoder().encode("random profiles"));
    for (let trial = 0; trial < 300; trial++) {
      const n = 2 + draw(5);
      const ballots = Array.from({ length: 1 + draw(12) }, () =>
        shuffle(
          Array.from({ length: n }, (_, i) => i),
          draw,
        ).slice(0, 1 + draw(n)),
      );
      const result = countRanked(
        ballots,
        n,
        createTieBreak(n, () => draw),
      );
      const condorcet = findCondorcetWinner(result.pairwise);
      if (condorcet !== null) expect(result.winner).toBe(condorcet);
      const byPlace = new Array<number>(n).fill(0);
      for (const ranking of ballots) {
        ranking.forEach((option, place) => (byPlace[option] = (byPlace[option] as number) + (n - 1 - place)));
        const unranked = n - ranking.length;
        for (let option = 0; option < n; option++)
          if (!ranking.includes(option)) byPlace[option] = (byPlace[option] as number) + (unranked - 1) / 2;
      }
      expect(result.borda.points).toEqual(byPlace);
      // The winner is never beaten head to head by a locked majority's reverse without a reason in the skipped list.
      for (let rival = 0; rival < n; rival++) {
        if (prefer(result.pairwise, rival, result.winner) > prefer(result.pairwise, result.winner, rival)) {
          expect(
            result.rankedPairs?.skipped.some(
              ({ majority }) => majority.winner === rival && majority.loser === result.winner,
            ),
          ).toBe(true);
        }
      }
    }
  });
});

describe("headlineRanked", () => {
  const [a, b, c] = [0, 1, 2];
  const names = ["Pizza", "Sushi", "Tacos"];
  const headline = (result: Parameters<typeof headlineRanked>[0]) => wordResult(english, headlineRanked(result, names));

  it("names the three options of a circle of equal wins and the draw's choice", () => {
    const result = countRanked(
      profile([
        [1, [a, b, c]],
        [1, [b, c, a]],
        [1, [c, a, b]],
      ]),
      3,
      createTieBreak(3, () => () => 0),
    );
    expect(headline(result)).toBe(
      `Pizza, Sushi and Tacos each beat another in a circle, so no option beats all the others; a fair draw chose ${names[result.winner]}.`,
    );
  });

  it("says a circle of unequal wins is settled by its clearest wins, not by a draw", () => {
    const result = countRanked(
      profile([
        [6, [a, b, c]],
        [4, [b, c, a]],
        [5, [c, a, b]],
      ]),
      3,
      noDraw(3),
    );
    expect(headline(result)).toBe(
      "Pizza, Sushi and Tacos each beat another in a circle, so no option beats all the others; keeping the clearest wins first puts Pizza on top.",
    );
  });

  it("names the Condorcet winner, and a clear majority of first choices when there is one", () => {
    const noMajority = countRanked(
      profile([
        [3, [a, b, c]],
        [2, [b, a, c]],
        [1, [c, a, b]],
      ]),
      3,
      noDraw(3),
    );
    expect(noMajority.condorcetWinner).toBe(a);
    expect(headline(noMajority)).toBe(
      "Pizza won: it beats every other option one on one, as more voters ranked it above each rival than below.",
    );
    const majority = countRanked(
      profile([
        [5, [b, a, c]],
        [3, [c, a, b]],
      ]),
      3,
      noDraw(3),
    );
    expect(headline(majority)).toBe("Sushi won: 5 of 8 voters ranked it first, more than half.");
  });

  it("says options level one on one are level, and the draw chose", () => {
    const result = countRanked(
      profile([
        [1, [a, b, c]],
        [1, [b, a, c]],
      ]),
      3,
      createTieBreak(3, () => () => 0),
    );
    expect(headline(result)).toBe(
      `No option beats every other one on one: Pizza and Sushi are level, so a fair draw chose ${names[result.winner]}.`,
    );
  });
});
