/** Where each criterion's importance comes from: chosen directly, or worked out from comparisons of the criteria. */

import { analyseComparisons, comparisonMatrix, weightsToImportance } from "~/features/matrix/domain/ahp";
import { maximumImportance } from "~/features/matrix/domain/decision-matrix";
import type { MatrixState } from "~/features/matrix/domain/matrix-state";

/** The importance each criterion has now: chosen directly, or from the comparisons (the heaviest at 5). */
export function effectiveImportance(state: MatrixState): number[] {
  if (!state.comparisons || state.criteria.length < 2) return state.criteria.map(({ importance }) => importance);
  const { weights } = analyseComparisons(comparisonMatrix(state.comparisons, state.criteria.length));
  return weightsToImportance(weights, maximumImportance);
}
