import { describe, expect, it } from "vitest";
import { addCriterion, changeCriterion, setJudgement, startComparisons } from "~/features/matrix/domain/matrix-edits";
import { comparisonsFromImportance, effectiveImportance, isAnswered } from "~/features/matrix/domain/matrix-importance";
import { flatsAsTyped as flats } from "~/test/flats-matrix";

describe("importance", () => {
  it("takes importance from the comparisons when there are some, the heaviest at 5", () => {
    // Rent 3× Light, Rent 3× Size, Light = Size: weights 3 : 1 : 1.
    const state = setJudgement(setJudgement(setJudgement(startComparisons(flats), 0, 1, 2), 0, 2, 2), 1, 2, 0);
    expect(effectiveImportance(state)).toEqual([
      expect.closeTo(5, 9),
      expect.closeTo(5 / 3, 9),
      expect.closeTo(5 / 3, 9),
    ]);
    expect(effectiveImportance(flats)).toEqual([4, 3, 2]);
  });

  it("starts the comparisons from the importances set, and changes none of them before an answer", () => {
    // Rent 4 and Light 3: 4/3 is nearest 1 (equal). Light 3 and Size 2: 1.5 is nearer 2 than 1, as a ratio.
    // Rent 4 and Size 2: 2.
    const comparing = startComparisons(flats);
    expect(comparing.comparisons).toEqual([
      [0, 0, 1],
      [0, 0, 1],
      [0, 0, 0],
    ]);
    expect(isAnswered(comparing)).toBe(false);
    expect(effectiveImportance(comparing)).toEqual([4, 3, 2]);

    const answered = setJudgement(comparing, 0, 1, 2);
    expect(isAnswered(answered)).toBe(true);
    expect(effectiveImportance(answered)).not.toEqual([4, 3, 2]);
    // An answer put back where it started leaves the importances as set.
    expect(effectiveImportance(setJudgement(answered, 0, 1, 0))).toEqual([4, 3, 2]);
  });

  it("starts a criterion added before any answer from the importances too, and one added after as equal", () => {
    const added = addCriterion(startComparisons(flats));
    // The new criterion has importance 3: equal to Rent's 4 and Light's 3, 1.5 times Size's 2.
    expect(added.comparisons).toEqual([
      [0, 0, 1, 0],
      [0, 0, 1, 0],
      [0, 0, 0, -1],
      [0, 0, 0, 0],
    ]);
    expect(effectiveImportance(added)).toEqual([4, 3, 2, 3]);
    const answeredFirst = addCriterion(setJudgement(startComparisons(flats), 0, 2, 4));
    expect(answeredFirst.comparisons?.map((row) => row[3])).toEqual([0, 0, 0, 0]);
  });

  it("compares an importance of 0 as far below any other as the scale goes, and two of 0 as equal", () => {
    const zeros = changeCriterion(changeCriterion(flats, 0, { importance: 0 }), 1, { importance: 0 });
    expect(comparisonsFromImportance(zeros)).toEqual([
      [0, 0, -8],
      [0, 0, -8],
      [0, 0, 0],
    ]);
  });
});
