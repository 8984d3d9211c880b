/** The changes the editor makes to a matrix: each returns a new matrix and leaves the one given as it was. */

import type { Judgement } from "~/features/matrix/domain/ahp";
import { comparisonsFromImportance, isAnswered } from "~/features/matrix/domain/matrix-importance";
import {
  defaultImportance,
  defaultScore,
  type MatrixState,
  type MatrixStateCriterion,
} from "~/features/matrix/domain/matrix-state";

export function addOption(state: MatrixState): MatrixState {
  return { ...state, options: [...state.options, ""], cells: [...state.cells, state.criteria.map(() => defaultScore)] };
}

export function removeOption(state: MatrixState, option: number): MatrixState {
  return {
    ...state,
    options: state.options.filter((_, index) => index !== option),
    cells: state.cells.filter((_, index) => index !== option),
  };
}

export function addCriterion(state: MatrixState): MatrixState {
  const size = state.criteria.length + 1;
  const added = {
    ...state,
    criteria: [...state.criteria, { name: "", kind: "scale" as const, importance: defaultImportance }],
    cells: state.cells.map((row) => [...row, defaultScore]),
  };
  if (!state.comparisons) return added;
  // Before any answer, every pair starts from the importances, the new criterion's too; after, a new criterion
  // starts equal to every other and the judgements already made stay.
  return {
    ...added,
    comparisons: isAnswered(state)
      ? resizeComparisons(state.comparisons, size, (index) => index)
      : comparisonsFromImportance(added),
  };
}

export function removeCriterion(state: MatrixState, criterion: number): MatrixState {
  const kept = state.criteria.flatMap((_, index) => (index === criterion ? [] : [index]));
  return {
    ...state,
    criteria: state.criteria.filter((_, index) => index !== criterion),
    cells: state.cells.map((row) => row.filter((_, index) => index !== criterion)),
    comparisons: state.comparisons && resizeComparisons(state.comparisons, kept.length, (index) => kept[index]),
  };
}

/** A size × size judgement table whose entry (i, j) is the old entry at (source(i), source(j)), or 0 (equal). */
function resizeComparisons(
  comparisons: readonly (readonly Judgement[])[],
  size: number,
  source: (index: number) => number | undefined,
): Judgement[][] {
  return Array.from({ length: size }, (_, i) =>
    Array.from({ length: size }, (_, j) => {
      const [from, to] = [source(i), source(j)];
      return i < j && from !== undefined && to !== undefined ? (comparisons[from]?.[to] ?? 0) : 0;
    }),
  );
}

/** Comparisons that start from the importances chosen directly. */
export function startComparisons(state: MatrixState): MatrixState {
  return { ...state, comparisons: comparisonsFromImportance(state) };
}

export function setJudgement(state: MatrixState, row: number, column: number, judgement: Judgement): MatrixState {
  if (!state.comparisons) return state;
  return {
    ...state,
    comparisons: state.comparisons.map((line, i) =>
      i === row ? line.map((value, j) => (j === column ? judgement : value)) : line,
    ),
  };
}

export function renameOption(state: MatrixState, option: number, name: string): MatrixState {
  return { ...state, options: state.options.map((item, o) => (o === option ? name : item)) };
}

/** A criterion's name, kind or directly chosen importance. */
export function changeCriterion(
  state: MatrixState,
  criterion: number,
  change: Partial<MatrixStateCriterion>,
): MatrixState {
  return { ...state, criteria: state.criteria.map((item, c) => (c === criterion ? { ...item, ...change } : item)) };
}

/** A score as typed. */
export function setScore(state: MatrixState, option: number, criterion: number, text: string): MatrixState {
  return {
    ...state,
    cells: state.cells.map((row, o) => (o === option ? row.map((cell, c) => (c === criterion ? text : cell)) : row)),
  };
}

/** Back to the importances chosen directly, which the comparisons kept. */
export function stopComparisons(state: MatrixState): MatrixState {
  return { ...state, comparisons: null };
}
