import { randomIndex, shuffle, type IndexDraw } from "~/kernel/random/domain/random";
import { dealTeams, spreadOf, type ApartPair, type Person, type TeamsProblem } from "~/features/teams/domain/teams";

// The split itself, with its balancing and the search that keeps pairs apart: its code loads when teams are made.

/** Team i's size: the first (people mod teams) teams get one more, so sizes differ by at most 1. */
const teamSize = (people: number, teams: number, index: number) =>
  Math.floor(people / teams) + (index < people % teams ? 1 : 0);

export type TeamsResult = { ok: true; teams: Person[][] } | (TeamsProblem & { tooMuchWork?: true });

/**
 * How many placements the keep-apart search may try, each time it runs (docs/verifiable-draws.md, section 10): it is
 * exponential in the worst case, and a split no checker could check quickly is one the page does not make.
 */
export const searchPlacementBound = 200_000;
class SearchTooLong extends Error {}

// Random splits tried before searching for one that keeps every pair apart: enough for a few pairs
// among many teams, where a random deal mostly succeeds and the result stays exactly uniform.
const dealAttempts = 1000;
// Each balancing start is a fresh random split improved by swaps; the best of these is kept.
const balanceStarts = 8;
/**
 * How many swaps the balancing may weigh, all starts together: a fixed amount of work, so the teams a list gets
 * never depend on the machine's speed. 200 people in 40 teams reach it in about 20 ms on the 2-core machine
 * `npm run bench` runs on, so a device five times slower stays near 100 ms; 2 or 7 teams finish long before it.
 */
export const balanceSwapBudget = 6_000_000;

/**
 * Teams of sizes that differ by at most 1. With `balance`, the ratings' totals are made as even as a
 * fixed amount of search finds (a set number of random starts, each improved by swaps until none helps
 * or `swapBudget` swaps have been weighed), ties going to the first found, which is random. With `apart`,
 * no pair shares a team; when the documented search (people placed in list order) finds no such split, nothing is
 * split and the message names the pair it stops at. It says only what that search found: it can miss a split
 * that exists (3 people in 2 teams, the second kept apart from the others, misses {2} / {1, 3}).
 */
export function makeTeams(
  people: readonly Person[],
  teams: number,
  {
    balance = false,
    apart = [],
    swapBudget = balanceSwapBudget,
  }: { balance?: boolean; apart?: readonly ApartPair[]; swapBudget?: number } = {},
  draw: IndexDraw = randomIndex,
): TeamsResult {
  try {
    return splitWithin(people, teams, { balance, apart, swapBudget }, draw);
  } catch (error) {
    if (!(error instanceof SearchTooLong)) throw error;
    return {
      ok: false,
      tooMuchWork: true,
      message: `Keeping these pairs apart needs more than ${searchPlacementBound.toLocaleString("en")} tries of the search, too much work to check quickly: no teams were made. Keep fewer pairs apart, or split into more teams.`,
    };
  }
}

function splitWithin(
  people: readonly Person[],
  teams: number,
  { balance, apart, swapBudget }: { balance: boolean; apart: readonly ApartPair[]; swapBudget: number },
  draw: IndexDraw,
): TeamsResult {
  const conflicts = buildConflicts(people.length, apart);
  const impossible = findImpossiblePair(people, teams, apart);
  if (impossible) return impossible;
  const start = () => splitApart(people.length, teams, conflicts, draw);
  // The search on a shuffled order can miss a split the list-order search found: no split then, as in every checker.
  const noSplit: TeamsProblem = {
    ok: false,
    message: "The search found no way to keep every pair apart in this shuffle. No teams were made.",
  };
  let best = start();
  if (!best) return noSplit;
  if (balance) {
    const ratings = people.map((person) => person.rating ?? 0);
    const budget = { left: swapBudget };
    let bestSpread = Infinity;
    for (let attempt = 0; attempt < balanceStarts && budget.left > 0; attempt++) {
      const started = attempt === 0 ? best : start();
      if (!started) return noSplit;
      const split = improveBySwaps(started, ratings, conflicts, budget);
      const spread = spreadOf(split.map((team) => team.reduce((sum, index) => sum + (ratings[index] as number), 0)));
      if (spread < bestSpread) [best, bestSpread] = [split, spread];
    }
  }
  return { ok: true, teams: best.map((team) => team.map((index) => people[index] as Person)) };
}

function buildConflicts(count: number, apart: readonly ApartPair[]): Set<number>[] {
  const conflicts = Array.from({ length: count }, () => new Set<number>());
  for (const [a, b] of apart) {
    conflicts[a]?.add(b);
    conflicts[b]?.add(a);
  }
  return conflicts;
}

const keepsApart = (team: readonly number[], conflicts: readonly Set<number>[]) =>
  team.every((person, index) => team.slice(index + 1).every((other) => !conflicts[person]?.has(other)));

/** A random split keeping every pair apart: a plain deal when one of the tries works, else a search (null: none). */
function splitApart(
  count: number,
  teams: number,
  conflicts: readonly Set<number>[],
  draw: IndexDraw,
): number[][] | null {
  const indices = Array.from({ length: count }, (_, index) => index);
  const constrained = conflicts.some((set) => set.size > 0);
  for (let attempt = 0; attempt < (constrained ? dealAttempts : 1); attempt++) {
    const split = dealTeams(indices, teams, draw);
    if (!constrained || split.every((team) => keepsApart(team, conflicts))) return split;
  }
  return searchSplit(shuffle(indices, draw), teams, conflicts);
}

/**
 * Places people one by one (the most constrained first) into a team with room and no one to keep apart
 * from, backing up when stuck; null when no split exists. Exhaustive, so only for the few people in pairs:
 * the others fill the places left.
 */
function searchSplit(order: readonly number[], teams: number, conflicts: readonly Set<number>[]): number[][] | null {
  const constrained = order.filter((person) => (conflicts[person]?.size ?? 0) > 0);
  constrained.sort((a, b) => (conflicts[b]?.size ?? 0) - (conflicts[a]?.size ?? 0));
  const split = Array.from({ length: teams }, (): number[] => []);
  const room = split.map((_, index) => teamSize(order.length, teams, index));
  let tries = 0;
  const place = (position: number): boolean => {
    if (position === constrained.length) return true;
    if (++tries > searchPlacementBound) throw new SearchTooLong();
    const person = constrained[position] as number;
    for (const [index, team] of split.entries()) {
      if (team.length >= (room[index] as number) || team.some((other) => conflicts[person]?.has(other))) continue;
      team.push(person);
      if (place(position + 1)) return true;
      team.pop();
      // An empty team that fails fails the same way in every other empty team.
      if (team.length === 0) break;
    }
    return false;
  };
  if (!place(0)) return null;
  const others = order.filter((person) => (conflicts[person]?.size ?? 0) === 0);
  for (const [index, team] of split.entries()) {
    while (team.length < (room[index] as number)) team.push(others.pop() as number);
  }
  return split;
}

/**
 * What the documented search found, and no more: placing people in list order met no split, which does not mean
 * none exists, so the message never says a pair "cannot be kept apart".
 */
function unmetByListOrder(teams: number): string {
  return `The keep-apart rules could not be met in ${teams} ${teams === 1 ? "team" : "teams"} by the documented order of placing people (list order).`;
}

const reorderOrDrop = "Drop a rule or change the number of teams. No teams were made.";

/** The first pair at which the list-order search, with the pairs before it, finds no split; null when it finds one. */
function findImpossiblePair(
  people: readonly Person[],
  teams: number,
  apart: readonly ApartPair[],
): TeamsProblem | null {
  if (apart.length === 0) return null;
  const order = people.map((_, index) => index);
  if (searchSplit(order, teams, buildConflicts(people.length, apart))) return null;
  for (let count = 1; count <= apart.length; count++) {
    let found: number[][] | null;
    try {
      found = searchSplit(order, teams, buildConflicts(people.length, apart.slice(0, count)));
    } catch (error) {
      // The whole list's search decided; naming the pair is only a courtesy, not worth more than the bound.
      if (!(error instanceof SearchTooLong)) throw error;
      return { ok: false, message: `${unmetByListOrder(teams)} ${reorderOrDrop}` };
    }
    if (!found) {
      const [a, b] = apart[count - 1] as ApartPair;
      const others = count > 1 ? ", with the pairs before it" : "";
      return {
        ok: false,
        message: `${unmetByListOrder(teams)} It stops at ${people[a]?.name} and ${people[b]?.name}${others}. ${reorderOrDrop}`,
      };
    }
  }
  return null;
}

/**
 * Swaps two people of different teams while that makes the totals more even (a smaller sum of squares),
 * taking the best swap each round, never putting a pair to keep apart together. A round weighs every
 * swap between a team and a lower-totalled one; none starts once the budget is spent.
 */
function improveBySwaps(
  split: readonly number[][],
  ratings: readonly number[],
  conflicts: readonly Set<number>[],
  budget: { left: number },
) {
  const teams = split.map((team) => [...team]);
  const totals = teams.map((team) => team.reduce((sum, index) => sum + (ratings[index] as number), 0));
  const fits = (person: number, team: readonly number[], leaving: number) =>
    team.every((other) => other === leaving || !conflicts[person]?.has(other));
  while (budget.left > 0) {
    let bestGain = 0;
    let bestSwap: [number, number, number, number] | null = null;
    // Indexed loops over plain numbers: this is where the balancing spends its time.
    for (let x = 0; x < teams.length; x++) {
      const teamX = teams[x] as number[];
      for (let y = 0; y < teams.length; y++) {
        const gap = (totals[x] as number) - (totals[y] as number);
        if (gap <= 0) continue;
        const teamY = teams[y] as number[];
        budget.left -= teamX.length * teamY.length;
        for (let i = 0; i < teamX.length; i++) {
          const ratingA = ratings[teamX[i] as number] as number;
          for (let j = 0; j < teamY.length; j++) {
            const d = ratingA - (ratings[teamY[j] as number] as number);
            // Moving d from x to y changes the sum of squares by 2d(d − gap): better for 0 < d < gap.
            const gain = d * (gap - d);
            if (
              gain > bestGain &&
              fits(teamX[i] as number, teamY, teamY[j] as number) &&
              fits(teamY[j] as number, teamX, teamX[i] as number)
            ) {
              bestGain = gain;
              bestSwap = [x, i, y, j];
            }
          }
        }
      }
    }
    if (!bestSwap) return teams;
    const [x, i, y, j] = bestSwap;
    const a = teams[x]?.[i] as number;
    const b = teams[y]?.[j] as number;
    (teams[x] as number[])[i] = b;
    (teams[y] as number[])[j] = a;
    const d = (ratings[a] as number) - (ratings[b] as number);
    totals[x] = (totals[x] as number) - d;
    totals[y] = (totals[y] as number) + d;
  }
  return teams;
}
