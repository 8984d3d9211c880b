import { prefer, type PairwiseTable } from "~/features/vote/domain/pairwise";
import type { TieBreak } from "~/features/vote/domain/tie-break";

/** A head-to-head majority: `support` ballots rank `winner` above `loser`, `opposition` the other way. */
export interface Majority {
  winner: number;
  loser: number;
  support: number;
  opposition: number;
}

/** A majority left unlocked: `path` runs from its loser to its winner through majorities locked before it. */
export interface SkippedMajority {
  majority: Majority;
  path: number[];
}

export interface RankedPairsResult {
  /** The majorities locked in, in the order they were locked. */
  locked: Majority[];
  skipped: SkippedMajority[];
  /** Margins at which equal majorities contradicted each other, so the draw set the order they were locked in. */
  drawOrderedMargins: number[];
  /** The options no locked majority beats; more than one means the draw chose the winner among them. */
  unbeaten: number[];
  winner: number;
}

const margin = (majority: Majority) => majority.support - majority.opposition;

/**
 * Ranked Pairs (Tideman): the majorities are locked in from the largest margin down, each skipped when it would
 * contradict (close a cycle with) those already locked; the winner is the option no locked majority beats. Equal
 * margins that do not contradict each other are locked together; only when they do does the draw order them.
 */
export function rankPairs(table: PairwiseTable, tieBreak: TieBreak): RankedPairsResult {
  const n = table.preferred.length;
  const majorities: Majority[] = [];
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++) {
      const [support, opposition] = [prefer(table, a, b), prefer(table, b, a)];
      if (support > opposition) majorities.push({ winner: a, loser: b, support, opposition });
    }
  majorities.sort((x, y) => margin(y) - margin(x));

  const reach = new Reachability(n);
  const beaten = new Array<boolean>(n).fill(false);
  const next: number[][] = Array.from({ length: n }, () => []);
  const result: Omit<RankedPairsResult, "unbeaten" | "winner"> = { locked: [], skipped: [], drawOrderedMargins: [] };
  for (let start = 0; start < majorities.length;) {
    let end = start + 1;
    while (end < majorities.length && margin(majorities[end] as Majority) === margin(majorities[start] as Majority))
      end++;
    const group = majorities.slice(start, end);
    if (!fitTogether(reach, group)) {
      result.drawOrderedMargins.push(margin(group[0] as Majority));
      group.sort((x, y) => drawnOrder(tieBreak, x.winner, y.winner) || drawnOrder(tieBreak, x.loser, y.loser));
    }
    for (const majority of group) {
      const { winner, loser } = majority;
      if (reach.has(loser, winner)) {
        result.skipped.push({ majority, path: findPath(next, loser, winner) });
        continue;
      }
      result.locked.push(majority);
      next[winner]?.push(loser);
      beaten[loser] = true;
      reach.add(winner, loser);
    }
    start = end;
  }
  const unbeaten = beaten.flatMap((isBeaten, option) => (isBeaten ? [] : [option]));
  return { ...result, unbeaten, winner: tieBreak.first(unbeaten) };
}

function drawnOrder(tieBreak: TieBreak, a: number, b: number): number {
  if (a === b) return 0;
  return tieBreak.precedes(a, b) ? -1 : 1;
}

/** Whether locking the whole group leaves the locked majorities free of cycles (then their order cannot matter). */
function fitTogether(reach: Reachability, group: readonly Majority[]): boolean {
  if (group.length === 1) return true;
  const trial = reach.copy();
  for (const { winner, loser } of group) trial.add(winner, loser);
  return group.every(({ winner, loser }) => !trial.has(loser, winner));
}

/** Which options a locked path leads to from each option: one bit a pair, kept transitively closed. */
class Reachability {
  private readonly words: number;
  constructor(
    private readonly n: number,
    private readonly bits = new Int32Array(n * Math.ceil(n / 32)),
  ) {
    this.words = Math.ceil(n / 32);
  }
  has(from: number, to: number): boolean {
    return ((this.bits[from * this.words + (to >> 5)] as number) & (1 << (to & 31))) !== 0;
  }
  /** Locks from → to: every option that reaches `from` (and `from` itself) now reaches `to` and all it reaches. */
  add(from: number, to: number): void {
    const { bits, words } = this;
    for (let x = 0; x < this.n; x++) {
      if (x !== from && !this.has(x, from)) continue;
      bits[x * words + (to >> 5)] = (bits[x * words + (to >> 5)] as number) | (1 << (to & 31));
      for (let word = 0; word < words; word++) {
        bits[x * words + word] = (bits[x * words + word] as number) | (bits[to * words + word] as number);
      }
    }
  }
  copy(): Reachability {
    return new Reachability(this.n, this.bits.slice());
  }
}

/** A path of locked majorities from `from` to `to` (breadth-first, so a shortest one). */
export function findPath(next: readonly (readonly number[])[], from: number, to: number): number[] {
  const cameFrom = new Map<number, number>([[from, from]]);
  const queue = [from];
  for (let head = 0; head < queue.length && !cameFrom.has(to); head++) {
    for (const option of next[queue[head] as number] ?? []) {
      if (cameFrom.has(option)) continue;
      cameFrom.set(option, queue[head] as number);
      queue.push(option);
    }
  }
  if (!cameFrom.has(to)) return [];
  const path = [to];
  while (path[0] !== from) path.unshift(cameFrom.get(path[0] as number) as number);
  return path;
}
