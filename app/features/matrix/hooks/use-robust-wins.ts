import { useEffect, useState } from "react";
import type { MatrixInput, RankedMatrix } from "~/features/matrix/domain/decision-matrix";
import { countRobustWins, robustnessVariations } from "~/features/matrix/domain/matrix-sensitivity";
import { nextTask } from "~/kernel/ui/domain/next-task";

/** Variations counted in one task: some 15 ms of a 20 × 12 matrix at CPU ×4, where all 10,000 took some 150 ms. */
const variationsPerTask = 1_000;

/** The figure last counted, the ranking it was counted for and its winner's name then. */
interface Counted {
  result: RankedMatrix;
  wins: number;
  winner: string;
}

/**
 * How many of the 10,000 random variations keep `result`'s winner first, counted a thousand a task so the page keeps
 * painting and answering keys meanwhile. Each variation is drawn on its own, so the counts of ten runs of a thousand
 * add up to one of ten thousand. Until it is counted, the figure of the ranking before (`busy`), or none yet.
 */
export function useRobustWins(result: RankedMatrix, input: MatrixInput) {
  const [counted, setCounted] = useState<Counted | null>(null);

  useEffect(() => {
    let wins = 0;
    let done = 0;
    let active = true;
    const countSome = () => {
      if (!active) return;
      const some = Math.min(variationsPerTask, robustnessVariations - done);
      wins += countRobustWins(result, input.criteria, some);
      done += some;
      if (done < robustnessVariations) void nextTask().then(countSome);
      else
        setCounted({ result, wins, winner: input.options[(result.ranking[0] as { option: number }).option] as string });
    };
    void nextTask().then(countSome);
    return () => {
      active = false;
    };
    // The page makes both in one memo, so they change together.
  }, [result, input]);

  return { counted, busy: counted?.result !== result };
}
