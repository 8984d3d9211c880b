import type { ReceiptTextCheck } from "~/features/verify/domain/receipt-check";
import { balanceSwapBudget, searchPlacementBound, version1SwapBound, type WorkMeter } from "~/features/teams";

/**
 * How far a check has gone, in the work its bounds count (docs/verifiable-draws.md, section 10): placements tried by the
 * keep-apart search, or swaps weighed by the balancing, out of the most the checker does before it says "too much work".
 */
export interface CheckProgress {
  work: "placements" | "swaps";
  done: number;
  bound: number;
}

// A report every hundredth of the bound: enough for a bar that moves, few enough messages that passing them on costs
// nothing beside the work itself.
const reportsPerBound = 100;

/** The most swaps a split's balancing weighs in a receipt of `version`: version 1 set no budget, so a checker bounds it. */
export const swapBoundOf = (version: unknown) => (version === 1 ? version1SwapBound : balanceSwapBudget);

/**
 * A work meter that calls `report` each time the work of one kind passes another hundredth of its bound. The split
 * counts into the meter as it goes (`placements++`, `weighed += …`); the meter turns that count into progress.
 * `done` is held at `bound`: each run of the search stops at the bound, and the meter counts every run together.
 */
export function progressMeter(version: unknown, report: (progress: CheckProgress) => void): WorkMeter {
  const counter = (work: CheckProgress["work"], bound: number) => {
    const step = Math.max(1, Math.floor(bound / reportsPerBound));
    let done = 0;
    let next = step;
    return {
      get: () => done,
      set: (value: number) => {
        done = value;
        if (done < next) return;
        next = (Math.floor(done / step) + 1) * step;
        report({ work, done: Math.min(done, bound), bound });
      },
    };
  };
  const placements = counter("placements", searchPlacementBound);
  const swaps = counter("swaps", swapBoundOf(version));
  return {
    get placements() {
      return placements.get();
    },
    set placements(value: number) {
      placements.set(value);
    },
    get weighed() {
      return swaps.get();
    },
    set weighed(value: number) {
      swaps.set(value);
    },
  };
}

/** What the checking worker tells the page: how far it is, then what the check found. */
export type CheckMessage = { kind: "progress"; progress: CheckProgress } | ReceiptTextCheck;
