import { prefer, type PairwiseTable } from "~/features/vote/domain/pairwise";
import type { TieBreak } from "~/features/vote/domain/tie-break";

export interface BordaResult {
  /** Each option's points: whole or a half. */
  points: number[];
  /** The options with the most points; more than one means the draw chose the winner among them. */
  tiedForFirst: number[];
  winner: number;
}

/**
 * The Borda count: a ballot gives each option one point for every option it ranks below it, and half a point for
 * every option it leaves level with it (two options it does not rank). With n options, a full ranking gives
 * n − 1, n − 2, …, 0 points; a partial one gives each unranked option the average of the places left. So an option's
 * points are read straight off the head-to-head table: the ballots preferring it to each rival, plus half the
 * ballots preferring neither.
 */
export function countBorda(table: PairwiseTable, tieBreak: TieBreak): BordaResult {
  const n = table.preferred.length;
  const points = Array.from({ length: n }, (_, a) => {
    let doubled = 0; // in half points, to stay whole
    for (let b = 0; b < n; b++) {
      if (a === b) continue;
      const [above, below] = [prefer(table, a, b), prefer(table, b, a)];
      doubled += 2 * above + (table.ballotCount - above - below);
    }
    return doubled / 2;
  });
  const most = Math.max(...points);
  const tiedForFirst = points.flatMap((value, option) => (value === most ? [option] : []));
  return { points, tiedForFirst, winner: tieBreak.first(tiedForFirst) };
}
