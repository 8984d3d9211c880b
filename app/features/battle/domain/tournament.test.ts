import { describe, expect, it } from "vitest";
import type { IndexDraw } from "~/kernel/random/domain/random";
import {
  type Contestant,
  createTournament,
  describeProgress,
  findCurrentMatch,
  nameRound,
  playCurrentMatch,
  type Tournament,
} from "~/features/battle/domain/tournament";
import { ExactSum, exploreDraws } from "~/test/explore-draws";

const namesFor = (count: number) => Array.from({ length: count }, (_, i) => `Player ${i + 1}`);

function playToEnd(tournament: Tournament, draw?: IndexDraw): { final: Tournament; plays: number } {
  let current = tournament;
  let plays = 0;
  while (current.winner === null) {
    current = playCurrentMatch(current, draw);
    plays++;
  }
  return { final: current, plays };
}

/** Round 1's contestants in bracket order; a plain loop because the fairness walk calls this 400,000 times. */
function firstRoundSlots(tournament: Tournament): Contestant[] {
  const slots: Contestant[] = [];
  for (const match of tournament.rounds[0]?.matches ?? [])
    slots.push(match.contestant1 as Contestant, match.contestant2 as Contestant);
  return slots;
}

/** Exact chance that whoever sits in each first-round slot of this bracket wins, over every match outcome. */
function computeSlotOdds(tournament: Tournament): [number, number][] {
  const slots = firstRoundSlots(tournament);
  const sums = slots.map(() => new ExactSum());
  exploreDraws(
    (draw) => playToEnd(tournament, draw).final.winner?.id,
    (winnerId, denominator) => sums[slots.findIndex((slot) => slot.id === winnerId)]?.add(1, denominator),
  );
  return sums.map((sum) => sum.toFraction().map(Number) as [number, number]);
}

/**
 * Exact probability that each contestant wins, without walking the N! × 2^(N−1) tree path by path.
 * The draws split into two independent phases: createTournament's draws (the shuffle) and one draw per
 * played match. Every creation path is enumerated (9! for N = 9), tallying which contestant lands in
 * which first-round slot, grouped by bye pattern and path probability. The play phase depends only on
 * where the byes sit, never on names, so for each bye pattern every match outcome is explored once to
 * get each slot's exact win probability. Then P(c wins) = Σ P(path) × P(c's slot wins).
 */
function computeWinProbabilities(names: readonly string[]): Map<string, [bigint, bigint]> {
  const indexOf = new Map(names.map((name, index) => [name, index]));
  const groups = new Map<string, { example: Tournament; denominator: number; placements: number[] }>();
  exploreDraws(
    (draw) => createTournament(names, draw),
    (tournament, denominator) => {
      const slots = firstRoundSlots(tournament);
      let key = `${denominator}:`;
      for (const slot of slots) key += slot.isBye ? "B" : "R";
      let group = groups.get(key);
      if (!group) {
        group = {
          example: tournament,
          denominator,
          placements: new Array<number>(slots.length * names.length).fill(0),
        };
        groups.set(key, group);
      }
      for (const [index, slot] of slots.entries()) {
        const cell = index * names.length + (indexOf.get(slot.name) ?? 0);
        if (!slot.isBye) group.placements[cell] = (group.placements[cell] ?? 0) + 1;
      }
    },
  );

  const totals = names.map(() => new ExactSum());
  for (const { example, denominator, placements } of groups.values()) {
    computeSlotOdds(example).forEach(([num, den], index) => {
      totals.forEach((total, contestant) =>
        total.add((placements[index * names.length + contestant] ?? 0) * num, denominator * den),
      );
    });
  }
  return new Map(names.map((name, index) => [name, (totals[index] as ExactSum).toFraction()]));
}

function chiSquareOfWinners(contestantCount: number, tournaments: number): number {
  const names = namesFor(contestantCount);
  const wins = new Map(names.map((name) => [name, 0]));
  for (let i = 0; i < tournaments; i++) {
    const name = playToEnd(createTournament(names)).final.winner?.name ?? "";
    wins.set(name, (wins.get(name) ?? 0) + 1);
  }
  const expected = tournaments / contestantCount;
  return [...wins.values()].reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
}

describe("createTournament", () => {
  it("refuses fewer than two contestants and blank names", () => {
    expect(() => createTournament([])).toThrow(RangeError);
    expect(() => createTournament(["Solo"])).toThrow(RangeError);
    expect(() => createTournament(["A", " "])).toThrow(RangeError);
  });

  it("pads with numbered byes up to the next power of two", () => {
    const byeNames = (count: number) =>
      firstRoundSlots(createTournament(namesFor(count)))
        .filter((slot) => slot.isBye)
        .map((slot) => slot.name);
    expect(byeNames(2)).toEqual([]);
    expect(byeNames(3)).toEqual(["Bye 1"]);
    expect(byeNames(5)).toHaveLength(3);
    expect(byeNames(9)).toEqual(["Bye 1", "Bye 2", "Bye 3", "Bye 4", "Bye 5", "Bye 6", "Bye 7"]);
    expect(byeNames(16)).toEqual([]);
  });

  it("never pairs a bye with another bye in round 1", () => {
    for (let count = 2; count <= 40; count++) {
      for (const match of createTournament(namesFor(count)).rounds[0]?.matches ?? []) {
        expect(match.contestant1?.isBye && match.contestant2?.isBye).toBe(false);
        expect(match.isBye).toBe(Boolean(match.contestant1?.isBye || match.contestant2?.isBye));
      }
    }
  });

  it("builds 1,024 contestants into 10 rounds", () => {
    const tournament = createTournament(namesFor(1024));
    expect(tournament.rounds).toHaveLength(10);
    expect(tournament.rounds.map((round) => round.matches.length)).toEqual([512, 256, 128, 64, 32, 16, 8, 4, 2, 1]);
  });
});

describe("playing a tournament", () => {
  it("never lets a bye win or reach round 2", () => {
    for (let count = 3; count <= 20; count++) {
      for (let run = 0; run < 50; run++) {
        const { final } = playToEnd(createTournament(namesFor(count)));
        expect(final.winner?.isBye).toBe(false);
        const laterSlots = final.rounds
          .slice(1)
          .flatMap((round) => round.matches.flatMap((m) => [m.contestant1, m.contestant2]));
        expect(laterSlots.some((slot) => slot?.isBye)).toBe(false);
      }
    }
  });

  it("plays exactly N − 1 matches for N contestants", () => {
    for (let count = 2; count <= 20; count++) {
      const tournament = createTournament(namesFor(count));
      expect(describeProgress(tournament).totalPlayedMatches).toBe(count - 1);
      const { final, plays } = playToEnd(tournament);
      expect(plays).toBe(count - 1);
      expect(describeProgress(final).playedMatches).toBe(count - 1);
    }
  });

  it("sends match k's winner to match floor(k/2), slot k % 2, of the next round", () => {
    const start = createTournament(namesFor(4), () => 0);
    // The first match goes to its first contestant, the second to its second.
    const afterFirst = playCurrentMatch(start, () => 0);
    const afterSecond = playCurrentMatch(afterFirst, () => 1);
    const [first, second] = start.rounds[0]?.matches ?? [];
    expect(afterSecond.rounds[1]?.matches[0]?.contestant1?.id).toBe(first?.contestant1?.id);
    expect(afterSecond.rounds[1]?.matches[0]?.contestant2?.id).toBe(second?.contestant2?.id);
    expect(afterSecond.rounds[0]?.completed).toBe(true);
    expect(afterSecond.rounds[0]?.matches[1]?.contestant1?.eliminated).toBe(true);
  });

  it("leaves the previous state untouched and shares the rounds it did not change", () => {
    const start = createTournament(namesFor(8));
    const next = playCurrentMatch(start);
    expect(start.rounds[0]?.matches[0]?.winner).toBeNull();
    expect(next.rounds[0]?.matches[0]?.winner).not.toBeNull();
    expect(next.rounds[2]).toBe(start.rounds[2]);
  });

  it("skips bye matches and reports no current match once there is a winner", () => {
    const tournament = createTournament(namesFor(3));
    const position = findCurrentMatch(tournament);
    expect(position && tournament.rounds[0]?.matches[position.matchIndex]?.isBye).toBe(false);
    const { final } = playToEnd(tournament);
    expect(findCurrentMatch(final)).toBeNull();
    expect(playCurrentMatch(final)).toBe(final);
  });

  it("plays all 1,023 matches of a 1,024-contestant tournament", () => {
    const { plays, final } = playToEnd(createTournament(namesFor(1024)));
    expect(plays).toBe(1023);
    expect(final.winner).not.toBeNull();
  });

  // What keeps a battle in a large bracket cheap to render: memoised rounds and matches re-render only when changed.
  it("copies only the round a battle was fought in and the round it feeds; every other round and match is shared", () => {
    const start = createTournament(namesFor(1024));
    const next = playCurrentMatch(start);
    next.rounds.forEach((round, index) => {
      if (index > 1) expect(round).toBe(start.rounds[index]);
    });
    const changedMatches = next.rounds.flatMap((round, r) =>
      round.matches.filter((match, m) => match !== start.rounds[r]?.matches[m]),
    );
    expect(changedMatches).toHaveLength(2);
  });

  it("decides each played match with one fair coin, so a slot's chance halves per match it must win", () => {
    const drawSizes: number[] = [];
    playToEnd(createTournament(namesFor(5)), (n) => {
      drawSizes.push(n);
      return 0;
    });
    expect(drawSizes).toEqual([2, 2, 2, 2]);

    const tournament = createTournament(namesFor(5), () => 0);
    const expected = firstRoundSlots(tournament).map((slot, index): [number, number] => {
      if (slot.isBye) return [0, 1];
      const hasBye = tournament.rounds[0]?.matches[Math.floor(index / 2)]?.isBye;
      return hasBye ? [1, 4] : [1, 8];
    });
    expect(computeSlotOdds(tournament)).toEqual(expected);
  });

  // Generous timeouts: these walk hundreds of thousands of brackets and may share a busy machine.
  it("gives every contestant a win probability of exactly 1/N for N from 2 to 9", () => {
    for (let count = 2; count <= 9; count++) {
      const probabilities = computeWinProbabilities(namesFor(count));
      expect([...probabilities.values()]).toEqual(new Array(count).fill([1n, BigInt(count)]));
    }
  });

  it("passes a chi-square test over 100,000 simulated tournaments of 5 and of 6", () => {
    // Critical values at p = 1e-6 (df 4 and 5), so a fair bracket essentially never fails by chance.
    expect(chiSquareOfWinners(5, 100_000)).toBeLessThan(33.377);
    expect(chiSquareOfWinners(6, 100_000)).toBeLessThan(35.888);
  });
});

describe("nameRound", () => {
  it("names the last three rounds and numbers the rest", () => {
    const names = (count: number) => Array.from({ length: count }, (_, i) => nameRound(i, count));
    expect(names(1)).toEqual(["final"]);
    expect(names(2)).toEqual(["semi-final", "final"]);
    expect(names(3)).toEqual(["quarter-final", "semi-final", "final"]);
    expect(names(4)).toEqual([1, "quarter-final", "semi-final", "final"]);
    expect(names(5)).toEqual([1, 2, "quarter-final", "semi-final", "final"]);
  });
});

describe("describeProgress", () => {
  it("counts only played matches in the current round", () => {
    let tournament = createTournament(namesFor(5));
    const seen = [];
    for (;;) {
      const { roundName, matchNumber, matchesInRound, playedMatches } = describeProgress(tournament);
      seen.push(`${roundName} ${matchNumber}/${matchesInRound} (${playedMatches})`);
      if (tournament.winner) break;
      tournament = playCurrentMatch(tournament);
    }
    expect(seen).toEqual([
      "quarter-final 1/1 (0)",
      "semi-final 1/2 (1)",
      "semi-final 2/2 (2)",
      "final 1/1 (3)",
      "final 1/1 (4)",
    ]);
  });
});
