import { formatDecimal } from "~/kernel/format/domain/intl-formats";

/**
 * The decision matrix: options scored on criteria, each criterion with an importance, ranked by weighted sum.
 *
 * A criterion is scored either on a 1–5 scale or with plain numbers where higher or lower is better. Every score is
 * turned into a value from 0 (the worst) to 1 (the best): a scale score s gives (s − 1) / 4; numbers are normalised
 * min–max over the options. A criterion on which every option has the same value tells the options apart in no way:
 * it is left out of the totals (and said so), so it cannot lift or sink anyone. An option's total is
 * 100 × Σ importance × value / Σ importance over the criteria that count, so it reads as points out of 100.
 */

export const minimumOptions = 2;
export const maximumOptions = 20;
export const minimumCriteria = 1;
export const maximumCriteria = 12;
export const minimumImportance = 0;
export const maximumImportance = 5;
export const minimumScaleScore = 1;
export const maximumScaleScore = 5;
/** Longer names would not fit a row of the grid or a bar's label; the text is kept, with a message. */
export const maximumNameLength = 80;

/** How a criterion's scores are read: the 1–5 scale, or numbers where higher (or lower) is better. */
export type CriterionKind = "scale" | "higher" | "lower";

export interface MatrixCriterion {
  name: string;
  kind: CriterionKind;
  /** 0 (does not matter) to 5; fractional when derived from comparisons. */
  importance: number;
}

/** A matrix ready to rank: names checked, every score a number in range. `scores[option][criterion]`. */
export interface MatrixInput {
  options: readonly string[];
  criteria: readonly MatrixCriterion[];
  scores: readonly (readonly number[])[];
}

export interface RankedOption {
  option: number;
  /** Points out of 100. */
  total: number;
  /** Points each criterion adds to the total (0 for criteria that do not count), in criterion order. */
  parts: number[];
}

export type MatrixResult =
  | { status: "no-importance" }
  | { status: "no-information" }
  | {
      status: "ranked";
      /** Best first; equal totals keep the options' order. */
      ranking: RankedOption[];
      /** `values[option][criterion]`, from 0 (worst) to 1 (best). */
      values: number[][];
      /** Criteria that tell the options apart and so count towards the totals. */
      counts: boolean[];
    };

export type RankedMatrix = Extract<MatrixResult, { status: "ranked" }>;

/** Every score in [0, 1], 1 the best: the scale read as (s − 1) / 4, numbers normalised min–max. */
export function normaliseScores(input: MatrixInput): { values: number[][]; counts: boolean[] } {
  const values = input.options.map(() => [] as number[]);
  const counts = input.criteria.map((criterion, c) => {
    const column = input.scores.map((row) => row[c] as number);
    const low = Math.min(...column);
    const high = Math.max(...column);
    column.forEach((score, option) => {
      const value =
        criterion.kind === "scale"
          ? (score - minimumScaleScore) / (maximumScaleScore - minimumScaleScore)
          : high === low
            ? 0
            : criterion.kind === "higher"
              ? (score - low) / (high - low)
              : (high - score) / (high - low);
      (values[option] as number[])[c] = value;
    });
    return high !== low;
  });
  return { values, counts };
}

/** The weighted-sum ranking, or why there is none: no criterion with importance, or none that tells options apart. */
export function rankMatrix(input: MatrixInput): MatrixResult {
  const { values, counts } = normaliseScores(input);
  const weights = input.criteria.map(({ importance }) => importance);
  if (weights.every((weight) => weight <= 0)) return { status: "no-importance" };
  const totalWeight = weights.reduce((sum, weight, c) => (counts[c] ? sum + weight : sum), 0);
  if (totalWeight <= 0) return { status: "no-information" };
  const ranking = values.map((row, option) => {
    const parts = row.map((value, c) => (counts[c] ? (100 * (weights[c] as number) * value) / totalWeight : 0));
    return { option, total: parts.reduce((sum, part) => sum + part, 0), parts };
  });
  // Stable sort: options with exactly the same total stay in the order they were entered.
  ranking.sort((a, b) => b.total - a.total);
  return { status: "ranked", ranking, values, counts };
}

// Totals are sums of floating-point parts; differences below this are rounding, not a lead.
const tieTolerance = 1e-9;

/** True when the first two places have the same total: there is then no single winner to explain. */
export function isTiedAtTop(ranking: readonly RankedOption[]): boolean {
  const [first, second] = ranking;
  return first !== undefined && second !== undefined && first.total - second.total <= tieTolerance;
}

export interface CriterionGap {
  criterion: number;
  /** Points of the total this criterion puts between the winner and the runner-up (negative: the runner-up's). */
  points: number;
}

export interface MatrixExplanation {
  winner: number;
  runnerUp: number;
  /** Winner's total minus runner-up's, in points. */
  margin: number;
  /** Criteria on which the winner gains points over the runner-up, most first. */
  carried: CriterionGap[];
  /** Criteria on which the runner-up gains points over the winner, most first. */
  runnerUpBetter: CriterionGap[];
}

/**
 * Why the winner is first, from the numbers alone: the margin is exactly the sum of the per-criterion gaps, so
 * "carried by" names exactly the criteria where the winner gained and "better at" those where the runner-up did.
 */
export function explainRanking(result: RankedMatrix): MatrixExplanation | null {
  const [first, second] = result.ranking;
  if (!first || !second || isTiedAtTop(result.ranking)) return null;
  const gaps = first.parts.map((part, criterion) => ({
    criterion,
    points: part - (second.parts[criterion] as number),
  }));
  const byPoints = (a: CriterionGap, b: CriterionGap) => Math.abs(b.points) - Math.abs(a.points);
  return {
    winner: first.option,
    runnerUp: second.option,
    margin: first.total - second.total,
    carried: gaps.filter(({ points }) => points > tieTolerance).sort(byPoints),
    runnerUpBetter: gaps.filter(({ points }) => points < -tieTolerance).sort(byPoints),
  };
}

/** Points to one decimal in the page's language, e.g. "62.5" (en), "62,5" (de); a record keeps them in English. */
export function formatPoints(points: number, locale: string): string {
  return formatDecimal(Math.round(points * 10) / 10, locale, 1);
}
