import { shuffle, type IndexDraw } from "~/kernel/random/domain/random";
import { hashBytes } from "~/kernel/random/domain/sha256";

/**
 * Breaks every tie of one count: the first time a tie needs it, an order of precedence over all the options is drawn
 * (a shuffle, every order exactly equally likely), and each tie goes to the tied option that comes first in it (or,
 * for an elimination, loses the one that comes last). Any set of tied options is thus settled with each of them
 * exactly equally likely, and a count without ties draws nothing (docs/decisions/021-group-vote-counting.md).
 */
export interface TieBreak {
  /** The tied option the drawn order puts first; a lone option is returned without drawing. */
  first(tied: readonly number[]): number;
  /** The tied option the drawn order puts last. */
  last(tied: readonly number[]): number;
  /** Whether option a comes before option b in the drawn order (drawing it if needed). */
  precedes(a: number, b: number): boolean;
  /** Whether any tie of this count was settled by the draw. */
  readonly used: boolean;
}

export function createTieBreak(optionCount: number, makeDraw: () => IndexDraw): TieBreak {
  let place: number[] | null = null;
  const placeOf = (option: number): number => {
    if (!place) {
      const order = shuffle(
        Array.from({ length: optionCount }, (_, index) => index),
        makeDraw(),
      );
      place = new Array<number>(optionCount);
      order.forEach((drawn, index) => ((place as number[])[drawn] = index));
    }
    return place[option] as number;
  };
  const pick = (tied: readonly number[], better: (a: number, b: number) => boolean): number => {
    if (tied.length === 0) throw new RangeError("A tie needs at least one option");
    return tied.reduce((best, option) => (better(option, best) ? option : best));
  };
  return {
    first: (tied) => (tied.length === 1 ? (tied[0] as number) : pick(tied, (a, b) => placeOf(a) < placeOf(b))),
    last: (tied) => (tied.length === 1 ? (tied[0] as number) : pick(tied, (a, b) => placeOf(a) > placeOf(b))),
    precedes: (a, b) => placeOf(a) < placeOf(b),
    get used() {
      return place !== null;
    },
  };
}

const seedLabel = "ai-decision-maker vote tie-break 1";

/**
 * The seed of a count's draw: SHA-256 over the poll id and the counted ballots, each distinct ballot text once with
 * how many ballots say it, in sorted order. Every browser that counts the same ballots draws the same; ballot ids,
 * times and the server's order take no part, so nobody can move the draw but by changing what a ballot says.
 */
export function tieBreakSeed(pollId: string, canonicalBallots: readonly string[]): Uint8Array {
  const counts = new Map<string, number>();
  for (const text of canonicalBallots) counts.set(text, (counts.get(text) ?? 0) + 1);
  const lines = [...counts.keys()].sort().map((text) => `${counts.get(text)} ${text}`);
  return hashBytes(new TextEncoder().encode([seedLabel, pollId, ...lines].join("\n")));
}
