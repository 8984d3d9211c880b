import { describe, expect, it } from "vitest";
import {
  addCriterion,
  addOption,
  removeCriterion,
  removeOption,
  setJudgement,
  startComparisons,
} from "~/features/matrix/domain/matrix-edits";
import { flatsAsTyped as flats } from "~/test/flats-matrix";

describe("editing", () => {
  it("adds and removes options and criteria with their scores", () => {
    const added = addCriterion(addOption(flats));
    expect(added.cells).toEqual([
      ["1200", "5", "60", "3"],
      ["900", "2", "50", "3"],
      ["1,500", "4", "90", "3"],
      ["3", "3", "3", "3"],
    ]);
    const removed = removeCriterion(removeOption(added, 0), 1);
    expect(removed.options).toEqual(["Harbour loft", "Garden house", ""]);
    expect(removed.criteria.map(({ name }) => name)).toEqual(["Rent", "Size", ""]);
    expect(removed.cells).toEqual([
      ["900", "50", "3"],
      ["1,500", "90", "3"],
      ["3", "3", "3"],
    ]);
  });

  it("keeps the judgements between criteria that stay when one is removed or added", () => {
    let state = setJudgement(setJudgement(startComparisons(flats), 0, 2, 4), 1, 2, -2);
    state = removeCriterion(state, 0);
    expect(state.comparisons).toEqual([
      [0, -2],
      [0, 0],
    ]);
    state = addCriterion(state);
    expect(state.comparisons).toEqual([
      [0, -2, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
  });
});
