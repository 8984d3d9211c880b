import { describe, expect, it } from "vitest";
import { setJudgement, startComparisons } from "~/features/matrix/domain/matrix-edits";
import { effectiveImportance } from "~/features/matrix/domain/matrix-importance";
import { flatsAsTyped as flats } from "~/test/flats-matrix";

describe("importance", () => {
  it("takes importance from the comparisons when there are some, the heaviest at 5", () => {
    // Rent 3× Light, Rent 3× Size, Light = Size: weights 3 : 1 : 1.
    const state = setJudgement(setJudgement(startComparisons(flats), 0, 1, 2), 0, 2, 2);
    expect(effectiveImportance(state)).toEqual([
      expect.closeTo(5, 9),
      expect.closeTo(5 / 3, 9),
      expect.closeTo(5 / 3, 9),
    ]);
    expect(effectiveImportance(flats)).toEqual([4, 3, 2]);
  });
});
