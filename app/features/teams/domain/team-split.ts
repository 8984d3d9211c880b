import { randomIndex, shuffle, type IndexDraw } from "~/kernel/random/domain/random";
import {
  dealTeams,
  spreadOf,
  type ApartPair,
  type Person,
  type TeamsFailure,
  type TeamsProblem,
} from "~/features/teams/domain/teams";

// The split itself, with its balancing and the search that keeps pairs apart: its code loads when teams are made.

/** Team i's size: the first (people mod teams) teams get one more, so sizes differ by at most 1. */
const teamSize = (people: number, teams: number, index: number) =>
  Math.floor(people / teams) + (index < people % teams ? 1 : 0);

/**
 * The work a split has done, counted as its bounds count it: placements of the keep-apart search (every run
 * together) and swaps weighed by the balancing. A checker's tests read it to hold it to its bounds without timing it.
 */
export interface WorkMeter {
  placements: number;
  weighed: number;
}

export type TeamsResult = { ok: true; teams: Person[][] } | (TeamsProblem & { tooMuchWork?: true });

/**
 * How many placements the keep-apart search may try, each time it runs (docs/verifiable-draws.md, section 10): it is
 * exponential in the worst case, and a split no checker could check quickly is one the page does not make.
 */
export const searchPlacementBound = 200_000;
/**
 * The most teams balancing makes: each round weighs every pair of teams, and a split no checker could check quickly is
 * one the page does not make (docs/verifiable-draws.md, section 10).
 */
export const balancedTeamsBound = 1_000;
/**
 * How many swaps a checker weighs, all starts together, in a version 1 receipt's balancing, which has no budget: past
 * this, too much work to check here (section 10). The project's own `v1-no-budget` vector weighs about 50,500,000.
 */
export const version1SwapBound = 100_000_000;
/** Work past a documented bound: no split is made, and a checker decides nothing (exit 2 in the scripts). */
class TooMuchWork extends Error {
  constructor(readonly failure: TeamsFailure) {
    super(failure.kind);
  }
}

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
    swapBound = Infinity,
    meter = { placements: 0, weighed: 0 },
  }: {
    balance?: boolean;
    apart?: readonly ApartPair[];
    swapBudget?: number;
    swapBound?: number;
    meter?: WorkMeter;
  } = {},
  draw: IndexDraw = randomIndex,
): TeamsResult {
  try {
    return splitWithin(people, teams, { balance, apart, swapBudget, swapBound }, draw, meter);
  } catch (error) {
    if (!(error instanceof TooMuchWork)) throw error;
    return { ok: false, tooMuchWork: true, failure: error.failure };
  }
}

function splitWithin(
  people: readonly Person[],
  teams: number,
  {
    balance,
    apart,
    swapBudget,
    swapBound,
  }: { balance: boolean; apart: readonly ApartPair[]; swapBudget: number; swapBound: number },
  draw: IndexDraw,
  meter: WorkMeter,
): TeamsResult {
  const conflicts = buildConflicts(people.length, apart);
  const impossible = findImpossiblePair(people, teams, apart, meter);
  if (impossible) return impossible;
  const start = () => splitApart(people.length, teams, conflicts, draw, meter);
  // The search on a shuffled order can miss a split the list-order search found: no split then, as in every checker.
  const noSplit: TeamsProblem = { ok: false, failure: { kind: "no-split-in-shuffle" } };
  let best = start();
  if (!best) return noSplit;
  if (balance) {
    if (teams > balancedTeamsBound) throw new TooMuchWork({ kind: "too-many-teams", bound: balancedTeamsBound });
    const ratings = people.map((person) => person.rating ?? 0);
    const budget = { left: swapBudget, limit: swapBound, meter };
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
  meter: WorkMeter,
): number[][] | null {
  const indices = Array.from({ length: count }, (_, index) => index);
  const constrained = conflicts.some((set) => set.size > 0);
  for (let attempt = 0; attempt < (constrained ? dealAttempts : 1); attempt++) {
    const split = dealTeams(indices, teams, draw);
    if (!constrained || split.every((team) => keepsApart(team, conflicts))) return split;
  }
  return searchSplit(shuffle(indices, draw), teams, conflicts, meter);
}

/**
 * Places people one by one (the most constrained first) into a team with room and no one to keep apart
 * from, backing up when stuck; null when no split exists. Exhaustive, so only for the few people in pairs:
 * the others fill the places left.
 */
function searchSplit(
  order: readonly number[],
  teams: number,
  conflicts: readonly Set<number>[],
  meter: WorkMeter,
  tries = { count: 0 },
): number[][] | null {
  const constrained = order.filter((person) => (conflicts[person]?.size ?? 0) > 0);
  constrained.sort((a, b) => (conflicts[b]?.size ?? 0) - (conflicts[a]?.size ?? 0));
  const split = Array.from({ length: teams }, (): number[] => []);
  const room = split.map((_, index) => teamSize(order.length, teams, index));
  const place = (position: number): boolean => {
    if (position === constrained.length) return true;
    meter.placements++;
    if (++tries.count > searchPlacementBound)
      throw new TooMuchWork({ kind: "too-many-placements", bound: searchPlacementBound });
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

/** The first pair at which the list-order search, with the pairs before it, finds no split; null when it finds one. */
function findImpossiblePair(
  people: readonly Person[],
  teams: number,
  apart: readonly ApartPair[],
  meter: WorkMeter,
): TeamsProblem | null {
  if (apart.length === 0) return null;
  const order = people.map((_, index) => index);
  if (searchSplit(order, teams, buildConflicts(people.length, apart), meter)) return null;
  // The searches that name the pair share one bound between them, so that naming it never costs more than deciding.
  const tries = { count: 0 };
  for (let count = 1; count <= apart.length; count++) {
    let found: number[][] | null;
    try {
      found = searchSplit(order, teams, buildConflicts(people.length, apart.slice(0, count)), meter, tries);
    } catch (error) {
      // The whole list's search decided; naming the pair is only a courtesy, not worth more than the bound.
      if (!(error instanceof TooMuchWork)) throw error;
      // What the documented search found, and no more: it met no split, which does not mean none exists.
      return { ok: false, failure: { kind: "unmet-by-list-order", teams, stoppedAt: null } };
    }
    if (!found) {
      const [a, b] = apart[count - 1] as ApartPair;
      const stoppedAt = { first: people[a]?.name ?? "", second: people[b]?.name ?? "", withEarlier: count > 1 };
      return { ok: false, failure: { kind: "unmet-by-list-order", teams, stoppedAt } };
    }
  }
  return null;
}

/** What balancing may spend: `left` of the swap budget, and swaps weighed (in the meter) up to `limit`. */
interface BalanceWork {
  left: number;
  limit: number;
  meter: WorkMeter;
}

/** The gain of swapping a member rated `rating` for one rated `value` across a gap: a double, rounded as documented. */
const gainOf = (rating: number, value: number, gap: number) => (rating - value) * (gap - (rating - value));

/**
 * Swaps two people of different teams while that makes the totals more even (a smaller sum of squares), taking the
 * best swap each round (the first on ties, in team, then member order), never putting a pair to keep apart together.
 * A round weighs every swap between a team and a lower-totalled one; none starts once the budget is spent. The same
 * swaps as weighing each in turn, found faster: a round changes two teams, so only the pairs of teams holding one of
 * them are weighed again, and a member without partners finds their best partner among the other team's ratings by
 * halving (gains, rounded doubles, rise to the peak and fall after it, so those equal to the largest lie around it).
 */
function improveBySwaps(
  split: readonly number[][],
  ratings: readonly number[],
  conflicts: readonly Set<number>[],
  work: BalanceWork,
): number[][] {
  const teams = split.map((team) => [...team]);
  const totals = teams.map((team) => team.reduce((sum, index) => sum + (ratings[index] as number), 0));
  const k = teams.length;
  const free = conflicts.map((set) => set.size === 0);
  const fits = (person: number, team: readonly number[], leaving: number) =>
    team.every((other) => other === leaving || !conflicts[person]?.has(other));
  // Each team's members without partners by rating (the ratings from lowest, each with the first place holding it),
  // and the places of its members with partners.
  const byRating: { values: number[]; places: number[]; bound: number[] }[] = [];
  const sortTeam = (t: number) => {
    const first = new Map<number, number>();
    const bound: number[] = [];
    (teams[t] as number[]).forEach((person, place) => {
      const rating = ratings[person] as number;
      if (!free[person]) bound.push(place);
      else if (!first.has(rating)) first.set(rating, place);
    });
    const values = [...first.keys()].sort((a, b) => a - b);
    byRating[t] = { values, places: values.map((value) => first.get(value) as number), bound };
  };
  // The best swap of the pair being weighed: its gain (0 when none gains) and the places i and j in the two teams.
  let pairGain = 0;
  let pairI = -1;
  let pairJ = -1;
  const consider = (gain: number, a: readonly number[], i: number, b: readonly number[], j: number) => {
    if (!(gain > pairGain || (gain === pairGain && i === pairI && j < pairJ))) return;
    if (fits(a[i] as number, b, b[j] as number) && fits(b[j] as number, a, a[i] as number)) {
      pairGain = gain;
      pairI = i;
      pairJ = j;
    }
  };
  const bestOfPair = (x: number, y: number) => {
    pairGain = 0;
    pairI = -1;
    pairJ = -1;
    const gap = (totals[x] as number) - (totals[y] as number);
    if (gap <= 0) return;
    const a = teams[x] as number[];
    const b = teams[y] as number[];
    const { values, places, bound } = byRating[y] as { values: number[]; places: number[]; bound: number[] };
    for (let i = 0; i < a.length; i++) {
      const rating = ratings[a[i] as number] as number;
      if (!free[a[i] as number]) {
        for (let j = 0; j < b.length; j++) consider(gainOf(rating, ratings[b[j] as number] as number, gap), a, i, b, j);
        continue;
      }
      for (const j of bound) consider(gainOf(rating, ratings[b[j] as number] as number, gap), a, i, b, j);
      // The first rating at or past the peak, rating − gap / 2.
      let low = 0;
      let high = values.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (2 * (values[middle] as number) < 2 * rating - gap) low = middle + 1;
        else high = middle;
      }
      const most = Math.max(
        low > 0 ? gainOf(rating, values[low - 1] as number, gap) : 0,
        low < values.length ? gainOf(rating, values[low] as number, gap) : 0,
      );
      if (most === 0) continue;
      let place = Infinity;
      for (let m = low - 1; m >= 0 && gainOf(rating, values[m] as number, gap) === most; m--) {
        place = Math.min(place, places[m] as number);
      }
      for (let m = low; m < values.length && gainOf(rating, values[m] as number, gap) === most; m++) {
        place = Math.min(place, places[m] as number);
      }
      consider(most, a, i, b, place);
    }
  };
  // The best swap of each ordered pair of teams, at x × k + y, kept from round to round; and each team x's best, the
  // first y with the largest gain.
  const gains = new Float64Array(k * k);
  const firstI = new Int32Array(k * k);
  const firstJ = new Int32Array(k * k);
  const weighPair = (x: number, y: number) => {
    bestOfPair(x, y);
    gains[x * k + y] = pairGain;
    firstI[x * k + y] = pairI;
    firstJ[x * k + y] = pairJ;
  };
  const rowY = new Int32Array(k);
  const rowGain = new Float64Array(k);
  const rowI = new Int32Array(k);
  const rowJ = new Int32Array(k);
  const setRow = (x: number, y: number) => {
    rowY[x] = y;
    rowGain[x] = gains[x * k + y] as number;
    rowI[x] = firstI[x * k + y] as number;
    rowJ[x] = firstJ[x * k + y] as number;
  };
  const weighRow = (x: number) => {
    rowY[x] = -1;
    rowGain[x] = 0;
    for (let y = 0; y < k; y++) if ((gains[x * k + y] as number) > (rowGain[x] as number)) setRow(x, y);
  };
  // Whether the pair of row and column, weighed again, is now row's best (the first column on ties).
  const weighColumn = (row: number, column: number) => {
    const gain = gains[row * k + column] as number;
    const held = rowGain[row] as number;
    if (gain > held || (gain > 0 && gain === held && column < (rowY[row] as number))) setRow(row, column);
  };
  const weighs = (x: number, y: number) =>
    (totals[x] as number) > (totals[y] as number) ? (teams[x] as number[]).length * (teams[y] as number[]).length : 0;
  // What a round weighs of the pairs holding team x or team y.
  const weighedWith = (x: number, y: number) => {
    let sum = weighs(x, y) + weighs(y, x);
    for (let z = 0; z < k; z++) {
      if (z !== x && z !== y) sum += weighs(x, z) + weighs(z, x) + weighs(y, z) + weighs(z, y);
    }
    return sum;
  };
  for (let t = 0; t < k; t++) sortTeam(t);
  let roundWeighs = 0;
  for (let x = 0; x < k; x++) {
    for (let y = 0; y < k; y++) {
      roundWeighs += weighs(x, y);
      weighPair(x, y);
    }
    weighRow(x);
  }
  while (work.left > 0) {
    work.left -= roundWeighs;
    work.meter.weighed += roundWeighs;
    if (work.meter.weighed > work.limit) throw new TooMuchWork({ kind: "too-many-swaps", limit: work.limit });
    let x = -1;
    for (let row = 0; row < k; row++) if ((rowGain[row] as number) > (x < 0 ? 0 : (rowGain[x] as number))) x = row;
    if (x < 0) break;
    const [y, i, j] = [rowY[x] as number, rowI[x] as number, rowJ[x] as number];
    roundWeighs -= weighedWith(x, y);
    const teamX = teams[x] as number[];
    const teamY = teams[y] as number[];
    const d = (ratings[teamX[i] as number] as number) - (ratings[teamY[j] as number] as number);
    [teamX[i], teamY[j]] = [teamY[j] as number, teamX[i] as number];
    totals[x] = (totals[x] as number) - d;
    totals[y] = (totals[y] as number) + d;
    roundWeighs += weighedWith(x, y);
    sortTeam(x);
    sortTeam(y);
    for (let z = 0; z < k; z++) {
      weighPair(x, z);
      weighPair(z, x);
      weighPair(y, z);
      weighPair(z, y);
    }
    for (let row = 0; row < k; row++) {
      if (row === x || row === y || rowY[row] === x || rowY[row] === y) {
        weighRow(row);
        continue;
      }
      weighColumn(row, Math.min(x, y));
      weighColumn(row, Math.max(x, y));
    }
  }
  return teams;
}
