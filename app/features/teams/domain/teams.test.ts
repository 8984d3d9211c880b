import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { randomIndex, type IndexDraw } from "~/kernel/random/domain/random";
import { createSeededSource } from "~/kernel/random/domain/seeded-random";
import { countTeams, dealTeams, spreadOf, totalRatings, type Person } from "~/features/teams/domain/teams";
import { balanceSwapBudget, makeTeams } from "~/features/teams/domain/team-split";
import { exploreDraws } from "~/test/explore-draws";

const people = (...names: string[]): Person[] => names.map((name) => ({ name }));
const rated = (ratings: readonly number[]): Person[] =>
  ratings.map((rating, index) => ({ name: `P${index + 1}`, rating }));

/** A split as text, the same whatever order each team's members were dealt in: "ab|cd|e". */
const describeSplit = (teams: readonly (readonly Person[])[]) =>
  teams
    .map((team) =>
      team
        .map(({ name }) => name)
        .sort()
        .join(""),
    )
    .join("|");

describe("dealTeams", () => {
  it("makes every split into teams of 3 and 2 exactly equally likely", () => {
    const counts = new Map<string, number>();
    let paths = 0;
    exploreDraws(
      (draw) => describeSplit(dealTeams(people("a", "b", "c", "d", "e"), 2, draw)),
      (split, denominator) => {
        expect(denominator).toBe(120);
        paths++;
        counts.set(split, (counts.get(split) ?? 0) + 1);
      },
    );
    expect(paths).toBe(120);
    // C(5,3) = 10 ways to choose team 1, each reached by 3! × 2! orders.
    expect(counts.size).toBe(10);
    expect(new Set(counts.values())).toEqual(new Set([12]));
  });

  it("makes every split of six into three pairs exactly equally likely", () => {
    const counts = new Map<string, number>();
    exploreDraws(
      (draw) => describeSplit(dealTeams(people("a", "b", "c", "d", "e", "f"), 3, draw)),
      (split) => counts.set(split, (counts.get(split) ?? 0) + 1),
    );
    // 6! / (2!·2!·2!) = 90 labelled splits, each reached by 2·2·2 orders.
    expect(counts.size).toBe(90);
    expect(new Set(counts.values())).toEqual(new Set([8]));
  });

  it("keeps team sizes within one of each other", () => {
    for (let count = 2; count <= 30; count++) {
      for (let teams = 1; teams <= count; teams++) {
        const sizes = dealTeams(
          Array.from({ length: count }, (_, i) => i),
          teams,
        ).map((team) => team.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(count);
      }
    }
  });
});

describe("countTeams", () => {
  it("takes a number of teams as is, and a team size as the fewest teams none larger than it", () => {
    expect(countTeams(10, { by: "count", value: 3 })).toEqual({ ok: true, teams: 3 });
    expect(countTeams(10, { by: "size", value: 3 })).toEqual({ ok: true, teams: 4 });
    expect(countTeams(10, { by: "size", value: 5 })).toEqual({ ok: true, teams: 2 });
  });

  it("says why a sizing cannot split the list", () => {
    expect(countTeams(4, { by: "count", value: 5 })).toEqual({ ok: false, problem: "more-teams-than-people" });
    expect(countTeams(4, { by: "count", value: 0 })).toEqual({ ok: false, problem: "count-not-whole" });
    expect(countTeams(4, { by: "size", value: 1.5 })).toEqual({ ok: false, problem: "size-not-whole" });
    expect(countTeams(1, { by: "count", value: 1 })).toEqual({ ok: false, problem: "too-few-people" });
  });
});

describe("makeTeams", () => {
  it("without options is the plain deal, with the same law", () => {
    const counts = new Map<string, number>();
    exploreDraws(
      (draw) => {
        const result = makeTeams(people("a", "b", "c", "d"), 2, {}, draw);
        return result.ok ? describeSplit(result.teams) : "refused";
      },
      (split) => counts.set(split, (counts.get(split) ?? 0) + 1),
    );
    expect(counts.size).toBe(6);
    expect(new Set(counts.values())).toEqual(new Set([4]));
  });

  it("keeps pairs apart by taking the first deal that does, so every such split is equally likely", () => {
    // Each deal is a fresh shuffle; the first deal's paths show the law: a split that keeps a and b apart is
    // accepted on as many paths as any other, and every path that puts them together deals again.
    const accepted = new Map<string, number>();
    let redealt = 0;
    exploreDraws(
      (draw) => {
        let calls = 0;
        const result = makeTeams(people("a", "b", "c", "d"), 2, { apart: [[0, 1]] }, (n) =>
          calls++ < 3 ? draw(n) : 0,
        );
        return { split: result.ok ? describeSplit(result.teams) : "refused", firstDeal: calls === 3 };
      },
      ({ split, firstDeal }) => {
        if (firstDeal) accepted.set(split, (accepted.get(split) ?? 0) + 1);
        else redealt++;
      },
    );
    expect([...accepted.keys()].sort()).toEqual(["ac|bd", "ad|bc", "bc|ad", "bd|ac"]);
    expect(new Set(accepted.values())).toEqual(new Set([4]));
    expect(redealt).toBe(8);
  });

  it("finds the one split that keeps a whole group apart, where random deals rarely do", () => {
    const list = Array.from({ length: 40 }, (_, i) => ({ name: `P${i}` }));
    const apart = [];
    // 20 people who must all be in different teams of 2: one per team.
    for (let a = 0; a < 20; a++) for (let b = a + 1; b < 20; b++) apart.push([a, b] as const);
    const result = makeTeams(list, 20, { apart });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    for (const team of result.teams) {
      expect(team).toHaveLength(2);
      expect(team.filter((person) => Number(person.name.slice(1)) < 20)).toHaveLength(1);
    }
  });

  it("refuses constraints the list-order search cannot meet, naming the pair it stops at, and makes no teams", () => {
    expect(makeTeams(people("a", "b", "c"), 1, { apart: [[0, 1]] })).toEqual({
      ok: false,
      failure: {
        kind: "unmet-by-list-order",
        teams: 1,
        stoppedAt: { first: "a", second: "b", withEarlier: false },
      },
    });
    expect(
      makeTeams(people("a", "b", "c", "d"), 2, {
        apart: [
          [0, 1],
          [1, 2],
          [0, 2],
        ],
      }),
    ).toEqual({
      ok: false,
      failure: {
        kind: "unmet-by-list-order",
        teams: 2,
        stoppedAt: { first: "a", second: "c", withEarlier: true },
      },
    });
  });

  it("never claims a pair cannot be kept apart where the list-order search only misses a split that exists", () => {
    // {b} / {a, c} keeps b apart from both, but the documented search, backing up from an empty team, misses it:
    // the page refuses as every checker does, and says what is true and what the visitor can do.
    const result = makeTeams(people("a", "b", "c"), 2, {
      apart: [
        [1, 0],
        [1, 2],
      ],
    });
    expect(result).toEqual({
      ok: false,
      failure: {
        kind: "unmet-by-list-order",
        teams: 2,
        stoppedAt: { first: "b", second: "c", withEarlier: true },
      },
    });
    // The advice works: with one rule dropped, or in 3 teams, the search meets the rules.
    expect(makeTeams(people("a", "b", "c"), 2, { apart: [[1, 0]] }).ok).toBe(true);
    expect(
      makeTeams(people("a", "b", "c"), 3, {
        apart: [
          [1, 0],
          [1, 2],
        ],
      }).ok,
    ).toBe(true);
  });

  it("balances ratings to the best spread there is for a small list", () => {
    // 8 + 7 + 2 + 1 = 6 + 5 + 4 + 3 = 18: a perfect split exists, and the search must find it.
    const list = rated([800, 700, 600, 500, 400, 300, 200, 100]);
    const result = makeTeams(list, 2, { balance: true });
    expect(result.ok).toBe(true);
    if (result.ok) expect(spreadOf(totalRatings(result.teams))).toBe(0);
  });

  it("breaks ties between equally balanced splits at random", () => {
    // Four people of equal rating: every split into pairs is perfectly balanced.
    const seen = new Set<string>();
    for (let attempt = 0; attempt < 200; attempt++) {
      const result = makeTeams(rated([500, 500, 500, 500]), 2, { balance: true });
      if (result.ok) seen.add(describeSplit(result.teams).split("|").sort().join("|"));
    }
    expect(seen.size).toBe(3);
  });

  it("balances 200 rated people to within a few points while keeping pairs apart", () => {
    const ratings = Array.from({ length: 200 }, () => randomIndex(1001));
    const list = rated(ratings);
    const apart = [
      [0, 1],
      [2, 3],
      [4, 5],
    ] as const;
    const result = makeTeams(list, 7, { balance: true, apart }, randomIndex);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const totals = totalRatings(result.teams);
    // Team sizes differ (29 and 28), so their totals differ by about one average rating at most.
    expect(spreadOf(totals)).toBeLessThan(1000);
    for (const [a, b] of apart) {
      expect(result.teams.some((team) => team.includes(list[a] as Person) && team.includes(list[b] as Person))).toBe(
        false,
      );
    }
  });

  it("stops balancing once its swap budget is spent, drawing no further start", () => {
    const list = rated(Array.from({ length: 40 }, (_, index) => ((index * 37) % 100) * 10));
    const counted = (calls: { count: number }) => (n: number) => {
      calls.count++;
      return randomIndex(n);
    };
    const unlimited = { count: 0 };
    makeTeams(list, 4, { balance: true, swapBudget: Infinity }, counted(unlimited));
    // Each start is one shuffle of 40 people: 39 draws.
    expect(unlimited.count).toBe(8 * 39);
    const spent = { count: 0 };
    makeTeams(list, 4, { balance: true, swapBudget: 1 }, counted(spent));
    expect(spent.count).toBe(39);
  });

  it("gives the same teams from the same draws, budget or not, when the search ends before the budget", () => {
    const list = rated(Array.from({ length: 30 }, (_, index) => ((index * 53) % 97) * 10));
    const scripted = () => {
      const source = createSeededSource(new Uint8Array(32));
      return (n: number) => randomIndex(n, source);
    };
    const budgeted = makeTeams(list, 3, { balance: true }, scripted());
    expect(makeTeams(list, 3, { balance: true, swapBudget: Infinity }, scripted())).toEqual(budgeted);
  });
});

describe("a keep-apart search past its bound", () => {
  it("makes no teams and says it is too much work, rather than freezing the page or making a split no checker checks", () => {
    // Four rings of six (each person kept apart from three) and four people all kept apart, in 3 teams: the search,
    // which takes the rings first, backs up through every way of placing them before it finds the four cannot fit.
    const apart: [number, number][] = [];
    for (let ring = 0; ring < 4; ring++) {
      for (let a = 0; a < 3; a++) for (let b = 3; b < 6; b++) apart.push([ring * 6 + a, ring * 6 + b]);
    }
    for (let a = 24; a < 28; a++) for (let b = a + 1; b < 28; b++) apart.push([a, b]);
    const people = Array.from({ length: 28 }, (_, index) => ({ name: `P${index + 1}` }));
    const made = makeTeams(people, 3, { apart });
    expect(made).toMatchObject({
      ok: false,
      tooMuchWork: true,
      failure: expect.objectContaining({ kind: expect.stringMatching(/^too-many-/) }),
    });
  });
});

describe("balancing past its bounds", () => {
  it("makes no balanced split of more than 1,000 teams, whose every round weighs every pair of teams", () => {
    const list = rated(Array.from({ length: 1_002 }, (_, index) => index * 7));
    expect(makeTeams(list, 1_001, { balance: true })).toMatchObject({ ok: false, tooMuchWork: true });
    expect(makeTeams(list, 1_000, { balance: true }).ok).toBe(true);
    expect(makeTeams(list, 1_001).ok).toBe(true);
  });

  it("stops a check once it has weighed more swaps than its bound, counted as the budget counts them", () => {
    // 2 teams of 20 whose totals never tie (the ratings add up to an odd number): each of the 8 starts weighs at least
    // one round of 20 × 20 swaps, 3,200 in all, past a bound of 1,000.
    const list = rated(Array.from({ length: 40 }, (_, index) => (index === 0 ? 1 : index * 2)));
    expect(makeTeams(list, 2, { balance: true, swapBudget: Infinity }).ok).toBe(true);
    const bounded = makeTeams(list, 2, { balance: true, swapBudget: Infinity, swapBound: 1_000 });
    expect(bounded).toMatchObject({ ok: false, tooMuchWork: true, failure: { kind: "too-many-swaps", limit: 1000 } });
  });
});

// The rounds of balancing as docs/verifiable-draws.md, section 10, step 3 writes them: every swap of every pair of teams
// weighed in turn, the first of the largest gain made. makeTeams finds its swaps another way; it must make these.
function balanceByWeighingEverySwap(people: readonly Person[], teams: number, draw: IndexDraw, swapBudget: number) {
  const ratings = people.map((person) => person.rating ?? 0);
  const total = (team: readonly number[]) => team.reduce((sum, index) => sum + (ratings[index] as number), 0);
  const spread = (split: readonly number[][]) => spreadOf(split.map(total));
  const indices = people.map((_, index) => index);
  let budget = swapBudget;
  let best: number[][] = [];
  for (let start = 0; start < 8 && budget > 0; start++) {
    const split = dealTeams(indices, teams, draw);
    while (budget > 0) {
      const totals = split.map(total);
      let found: [gain: number, x: number, i: number, y: number, j: number] = [0, -1, -1, -1, -1];
      for (const [x, a] of split.entries()) {
        for (const [y, b] of split.entries()) {
          const gap = (totals[x] as number) - (totals[y] as number);
          if (gap <= 0) continue;
          budget -= a.length * b.length;
          for (const [i, p] of a.entries()) {
            for (const [j, q] of b.entries()) {
              const d = (ratings[p] as number) - (ratings[q] as number);
              if (d * (gap - d) > found[0]) found = [d * (gap - d), x, i, y, j];
            }
          }
        }
      }
      const [gain, x, i, y, j] = found;
      if (gain === 0) break;
      const a = split[x] as number[];
      const b = split[y] as number[];
      [a[i], b[j]] = [b[j] as number, a[i] as number];
    }
    if (start === 0 || spread(split) < spread(best)) best = split;
  }
  return best.map((team) => team.map((index) => people[index] as Person));
}

describe("balancing's swaps", () => {
  it("are those of weighing every swap in turn, ties, rounded gains and the budget included", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -100_000_000, max: 100_000_000 })), {
          minLength: 2,
          maxLength: 60,
        }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(Infinity, balanceSwapBudget, 500),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        (ratings, asked, swapBudget, seed) => {
          const list = rated(ratings);
          const teams = Math.min(asked, list.length);
          const draw = () => {
            const source = createSeededSource(seed);
            return (n: number) => randomIndex(n, source);
          };
          const made = makeTeams(list, teams, { balance: true, swapBudget }, draw());
          expect(made).toEqual({ ok: true, teams: balanceByWeighingEverySwap(list, teams, draw(), swapBudget) });
        },
      ),
      { numRuns: 150 },
    );
  });
});
