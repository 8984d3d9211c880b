import { rankMatrix, type MatrixInput } from "~/features/matrix/domain/decision-matrix";
import type { MatrixState } from "~/features/matrix/domain/matrix-state";

// Worked by hand: Rent (lower is better) 1200 / 900 / 1500 → 0.5 / 1 / 0; Light (1–5) 5 / 2 / 4 → 1 / 0.25 / 0.75;
// Size (higher is better) 60 / 50 / 90 → 0.25 / 0 / 1. Importance 4, 3, 2 (sum 9). Totals × 100 / 9:
// Old Town 5.5 → 61.1, Harbour 4.75 → 52.8, Garden 4.25 → 47.2.
export const flats: MatrixInput = {
  options: ["Old Town flat", "Harbour loft", "Garden house"],
  criteria: [
    { name: "Rent", kind: "lower", importance: 4 },
    { name: "Light", kind: "scale", importance: 3 },
    { name: "Size", kind: "higher", importance: 2 },
  ],
  scores: [
    [1200, 5, 60],
    [900, 2, 50],
    [1500, 4, 90],
  ],
};

/** The ranking of `input`, which a test expects to rank (no tie, no all-zero importance). */
export const ranked = (input: MatrixInput) => {
  const result = rankMatrix(input);
  if (result.status !== "ranked") throw new Error(`Expected a ranking, got ${result.status}`);
  return result;
};

/** The same flats as the editor holds them: scores as typed, one with a thousands separator. */
export const flatsAsTyped: MatrixState = {
  options: [...flats.options],
  criteria: flats.criteria.map((criterion) => ({ ...criterion })),
  cells: [
    ["1200", "5", "60"],
    ["900", "2", "50"],
    ["1,500", "4", "90"],
  ],
  comparisons: null,
};
