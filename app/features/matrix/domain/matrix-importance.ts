/** Where each criterion's importance comes from: chosen directly, or worked out from comparisons of the criteria. */

import {
  analyseComparisons,
  comparisonMatrix,
  type Judgement,
  nearestJudgement,
  weightsToImportance,
} from "~/features/matrix/domain/ahp";
import { maximumImportance } from "~/features/matrix/domain/decision-matrix";
import type { MatrixState } from "~/features/matrix/domain/matrix-state";

/**
 * The comparisons the importances chosen directly make, as near as Saaty's scale goes: where comparing the
 * criteria starts, so that nothing the visitor set changes before they answer. Two importances of 0 are equal.
 */
export function comparisonsFromImportance(state: MatrixState): Judgement[][] {
  const importance = state.criteria.map((criterion) => criterion.importance);
  return importance.map((row, i) =>
    importance.map((column, j) => (i < j && row !== column ? nearestJudgement(row / column) : 0)),
  );
}

/** True once a comparison differs from where comparing started: from then on, the comparisons set the importances. */
export function isAnswered(state: MatrixState): boolean {
  const start = comparisonsFromImportance(state);
  return state.comparisons?.some((row, i) => row.some((judgement, j) => i < j && judgement !== start[i]?.[j])) ?? false;
}

/**
 * The importance each criterion has now: chosen directly, or from the comparisons once one is answered (the
 * heaviest at 5).
 */
export function effectiveImportance(state: MatrixState): number[] {
  if (!state.comparisons || state.criteria.length < 2 || !isAnswered(state)) {
    return state.criteria.map(({ importance }) => importance);
  }
  const { weights } = analyseComparisons(comparisonMatrix(state.comparisons, state.criteria.length));
  return weightsToImportance(weights, maximumImportance);
}
