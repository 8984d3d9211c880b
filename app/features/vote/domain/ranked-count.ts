import { countBorda, type BordaResult } from "~/features/vote/domain/borda";
import { runInstantRunoff, type InstantRunoffResult } from "~/features/vote/domain/instant-runoff";
import { countPairwise, findCondorcetWinner, type PairwiseTable } from "~/features/vote/domain/pairwise";
import { rankPairs, type RankedPairsResult } from "~/features/vote/domain/ranked-pairs";
import type { TieBreak } from "~/features/vote/domain/tie-break";

export interface RankedResult {
  method: "ranked";
  pairwise: PairwiseTable;
  /** The option that beats every other head to head, when there is one: then it wins. */
  condorcetWinner: number | null;
  /** Ranked Pairs, which decides when there is no Condorcet winner (null when there is one). */
  rankedPairs: RankedPairsResult | null;
  /** Two other well-known counts of the same ballots, to say whether they would have chosen differently. */
  instantRunoff: InstantRunoffResult;
  borda: BordaResult;
  winner: number;
}

/** Ranked ballots: the Condorcet winner, else Ranked Pairs; instant runoff and Borda beside them for comparison. */
export function countRanked(
  rankings: readonly (readonly number[])[],
  optionCount: number,
  tieBreak: TieBreak,
): RankedResult {
  const pairwise = countPairwise(rankings, optionCount);
  const condorcetWinner = findCondorcetWinner(pairwise);
  const rankedPairs = condorcetWinner === null ? rankPairs(pairwise, tieBreak) : null;
  return {
    method: "ranked",
    pairwise,
    condorcetWinner,
    rankedPairs,
    instantRunoff: runInstantRunoff(rankings, optionCount, tieBreak),
    borda: countBorda(pairwise, tieBreak),
    winner: condorcetWinner ?? (rankedPairs as RankedPairsResult).winner,
  };
}
