import { formatDecimal } from "~/kernel/format/domain/intl-formats";

/**
 * Importance from comparisons (the Analytic Hierarchy Process): criteria are compared two at a time on Saaty's 1–9
 * scale, the weights are the principal eigenvector of the comparison matrix, and the consistency ratio says how
 * far the judgements contradict one another (Saaty: above 0.10, revisit them).
 */

/**
 * One judgement of "row against column", as stored and shared: an integer from −8 to 8. 0 is "equally important";
 * k > 0 means the row criterion is k + 1 times as important; k < 0 means the column criterion is 1 − k times as
 * important. So every value maps to one of Saaty's 17 ratios 1/9 … 1 … 9, and −k is the reciprocal judgement.
 */
export type Judgement = number;

export const maximumJudgement = 8;

/** Saaty's ratio for a judgement: 0 → 1, 2 → 3, −4 → 1/5. */
export function judgementRatio(judgement: Judgement): number {
  return judgement >= 0 ? judgement + 1 : 1 / (1 - judgement);
}

/**
 * The judgement nearest a ratio of importances on Saaty's scale, nearest as a ratio: 1.5 is nearer 2 than 1, since
 * 2 / 1.5 is less than 1.5 / 1. Beyond 9 (one importance 0) it is 9.
 */
export function nearestJudgement(ratio: number): Judgement {
  // The reciprocal judgement, never −0: an equal pair reads the same either way round.
  if (ratio < 1) return -nearestJudgement(1 / ratio) || 0;
  const distance = (judgement: Judgement) =>
    Math.abs(Math.log(Math.min(ratio, judgementRatio(maximumJudgement)) / judgementRatio(judgement)));
  let nearest = 0;
  for (let judgement = 1; judgement <= maximumJudgement; judgement++) {
    if (distance(judgement) < distance(nearest)) nearest = judgement;
  }
  return nearest;
}

export const isJudgement = (value: unknown): value is Judgement =>
  Number.isInteger(value) && Math.abs(value as number) <= maximumJudgement;

/** Every judgement, strongest for the column first: −8 … 0 … 8. */
export const allJudgements: readonly Judgement[] = Array.from(
  { length: 2 * maximumJudgement + 1 },
  (_, index) => index - maximumJudgement,
);

/**
 * Saaty's random consistency indices, by number of criteria (index = n): the mean consistency index of random
 * reciprocal matrices (T. L. Saaty, The Analytic Hierarchy Process, 1980; extended to n = 12 in Saaty and Vargas,
 * Models, Methods, Concepts & Applications of the AHP, 2012).
 */
export const randomIndices: readonly number[] = [0, 0, 0, 0.58, 0.9, 1.12, 1.24, 1.32, 1.41, 1.45, 1.49, 1.51, 1.48];

/** Saaty's threshold: a consistency ratio above this calls for the judgements to be revisited. */
export const consistencyThreshold = 0.1;

/**
 * A consistency ratio to two decimals in the page's language: "0.08" (en), "0,08" (de). Perfectly consistent
 * judgements give λmax = n, which power iteration may land a hair below, and a ratio of −0.000…1 would read "-0.00":
 * the ratio is never below 0, so it is shown from 0.
 */
export function formatConsistencyRatio(ratio: number, locale: string): string {
  return formatDecimal(Math.max(0, ratio), locale, 2);
}

/** The full reciprocal matrix from the judgements above the diagonal: `upper[i][j]` for i < j. */
export function comparisonMatrix(upper: readonly (readonly Judgement[])[], size: number): number[][] {
  return Array.from({ length: size }, (_, i) =>
    Array.from({ length: size }, (_, j) => {
      if (i === j) return 1;
      return i < j ? judgementRatio(upper[i]?.[j] ?? 0) : 1 / judgementRatio(upper[j]?.[i] ?? 0);
    }),
  );
}

export interface ComparisonAnalysis {
  /** Sum to 1, in criterion order. */
  weights: number[];
  lambdaMax: number;
  /** Consistency index (λmax − n) / (n − 1). */
  consistencyIndex: number;
  /** CI / RI; 0 for one or two criteria, which cannot contradict each other. */
  consistencyRatio: number;
}

/** Weights from the principal eigenvector by power iteration, to `tolerance` in every weight. */
export function analyseComparisons(matrix: readonly (readonly number[])[], tolerance = 1e-12): ComparisonAnalysis {
  const n = matrix.length;
  let weights = new Array<number>(n).fill(1 / n);
  let lambdaMax = n;
  // A positive matrix's power iteration converges (Perron–Frobenius); the cap only guards against a bad input.
  for (let iteration = 0; iteration < 10_000; iteration++) {
    const product = matrix.map((row) => row.reduce((sum, ratio, j) => sum + ratio * (weights[j] as number), 0));
    // With the weights summing to 1, the product's sum tends to λmax.
    lambdaMax = product.reduce((sum, value) => sum + value, 0);
    const next = product.map((value) => value / lambdaMax);
    const change = Math.max(...next.map((value, i) => Math.abs(value - (weights[i] as number))));
    weights = next;
    if (change < tolerance) break;
  }
  const consistencyIndex = n > 1 ? (lambdaMax - n) / (n - 1) : 0;
  const randomIndex = randomIndices[n] ?? 0;
  return {
    weights,
    lambdaMax,
    consistencyIndex,
    consistencyRatio: randomIndex > 0 ? consistencyIndex / randomIndex : 0,
  };
}

export interface JudgementFix {
  row: number;
  column: number;
  /** The judgement now, and the one that most lowers the consistency ratio. */
  from: Judgement;
  to: Judgement;
  /** The consistency ratio with `to` in place of `from`. */
  consistencyRatio: number;
}

/**
 * The single judgement whose change most lowers the consistency ratio, tried exhaustively: every pair, every value
 * on the scale. Null when no single change lowers it (e.g. the judgements are already consistent).
 */
export function suggestJudgement(upper: readonly (readonly Judgement[])[], size: number): JudgementFix | null {
  const current = analyseComparisons(comparisonMatrix(upper, size)).consistencyRatio;
  let best: JudgementFix | null = null;
  const trial = upper.map((row) => [...row]);
  for (let row = 0; row < size; row++) {
    for (let column = row + 1; column < size; column++) {
      const from = upper[row]?.[column] ?? 0;
      for (const to of allJudgements) {
        if (to === from) continue;
        (trial[row] as Judgement[])[column] = to;
        const ratio = analyseComparisons(comparisonMatrix(trial, size), 1e-9).consistencyRatio;
        if (ratio < (best?.consistencyRatio ?? current) - 1e-9)
          best = { row, column, from, to, consistencyRatio: ratio };
      }
      (trial[row] as Judgement[])[column] = from;
    }
  }
  return best;
}

/** Importances on the matrix's 0–5 scale from AHP weights: the heaviest criterion gets 5, the others in proportion. */
export function weightsToImportance(weights: readonly number[], top: number): number[] {
  const heaviest = Math.max(...weights);
  return weights.map((weight) => (heaviest > 0 ? (top * weight) / heaviest : 0));
}
