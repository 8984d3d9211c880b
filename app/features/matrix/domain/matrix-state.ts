/**
 * The decision matrix as the visitor edits it: names and scores exactly as typed, so nothing typed is ever lost,
 * even when it cannot be used yet. Editing it is in matrix-edits.ts, checking it into the ranking's input in
 * matrix-check.ts, and its stored and shared form in matrix-json.ts.
 */

import type { Judgement } from "~/features/matrix/domain/ahp";
import { type CriterionKind, minimumOptions } from "~/features/matrix/domain/decision-matrix";

export interface MatrixStateCriterion {
  name: string;
  kind: CriterionKind;
  /** The importance chosen directly, 0–5; kept while comparisons set the importance instead. */
  importance: number;
}

export interface MatrixState {
  options: string[];
  criteria: MatrixStateCriterion[];
  /** Scores as typed, `cells[option][criterion]`. */
  cells: string[][];
  /** Judgements of criterion i against j (i < j; the rest unused) when importance comes from comparisons. */
  comparisons: Judgement[][] | null;
}

export const defaultImportance = 3;
export const defaultScore = "3";

export const emptyMatrix: MatrixState = {
  options: ["", ""],
  criteria: [{ name: "", kind: "scale", importance: defaultImportance }],
  cells: [[defaultScore], [defaultScore]],
  comparisons: null,
};

/** A matrix with these options (e.g. from another page's list) and one criterion yet to be named. */
export function matrixFromOptions(options: readonly string[]): MatrixState {
  const names = options.length >= minimumOptions ? [...options] : [...options, ...emptyMatrix.options].slice(0, 2);
  return { ...emptyMatrix, options: names, cells: names.map(() => [defaultScore]) };
}

/** True when the matrix holds nothing the visitor typed: replacing it loses nothing. */
export function isBlankMatrix(state: MatrixState): boolean {
  return state.options.every((name) => name.trim() === "") && state.criteria.every(({ name }) => name.trim() === "");
}

/** The name an option goes by on the page: as typed, or "Option 2" until it has one. */
export const optionLabel = (state: MatrixState, option: number) =>
  state.options[option]?.trim() || `Option ${option + 1}`;

/** The name a criterion goes by on the page: as typed, or "Criterion 2" until it has one. */
export const criterionLabel = (state: MatrixState, criterion: number) =>
  state.criteria[criterion]?.name.trim() || `Criterion ${criterion + 1}`;
