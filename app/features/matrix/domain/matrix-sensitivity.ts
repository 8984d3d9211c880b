/**
 * How far each criterion's importance can move, the others held, before the winner changes; and how often the
 * winner stays first when every importance moves at random.
 *
 * The winner W beats option j while Σ_c w_c (v_Wc − v_jc) > 0 (the common divisor Σ w is positive and does not
 * change the sign). With every weight but w_k held, that is a + b·w_k > 0: a straight line in w_k. So the interval
 * over which W stays first is found exactly, by solving each line's crossing, not by trying values.
 */

import {
  maximumImportance,
  minimumImportance,
  type MatrixCriterion,
  type RankedMatrix,
  isTiedAtTop,
} from "~/features/matrix/domain/decision-matrix";
import { type IndexDraw, randomIndex } from "~/kernel/random/domain/random";
import { formatNumber } from "~/kernel/format/domain/intl-formats";

// Crossings are solved in floating point; nearer than this to a bound is on it.
const tolerance = 1e-9;

/** A bound of the interval, and the option that would win just beyond it. */
export interface SensitivityBound {
  importance: number;
  overtaker: number;
}

export interface CriterionSensitivity {
  criterion: number;
  /** The importance it has now. */
  current: number;
  /** Below this, `overtaker` would win; null when the winner stays first down to 0 (importance cannot go lower). */
  lower: SensitivityBound | null;
  /** Above this, `overtaker` would win; null when no importance, however high, changes the winner. */
  upper: SensitivityBound | null;
  /** False when every option is equal on it: its importance changes nothing. */
  counts: boolean;
}

/** For each criterion, the exact interval of its importance over which the winner stays first. */
export function analyseSensitivity(result: RankedMatrix, criteria: readonly MatrixCriterion[]): CriterionSensitivity[] {
  if (isTiedAtTop(result.ranking)) return [];
  const winner = (result.ranking[0] as { option: number }).option;
  const { values, counts } = result;
  const weights = criteria.map(({ importance }) => importance);
  const winnerValues = values[winner] as number[];
  return criteria.map((criterion, k) => {
    const sensitivity: CriterionSensitivity = {
      criterion: k,
      current: criterion.importance,
      lower: null,
      upper: null,
      counts: counts[k] as boolean,
    };
    if (!counts[k]) return sensitivity;
    let lowerSlope = 0;
    let upperSlope = 0;
    values.forEach((row, j) => {
      if (j === winner) return;
      // a: the winner's lead over j from every other criterion; b: its lead per unit of importance of k.
      let a = 0;
      row.forEach((value, c) => {
        if (c !== k && counts[c]) a += (weights[c] as number) * ((winnerValues[c] as number) - value);
      });
      const b = (winnerValues[k] as number) - (row[k] as number);
      if (Math.abs(b) <= tolerance) return;
      const crossing = -a / b;
      if (b > 0) {
        // The lead shrinks as k matters less: j overtakes below the crossing. Of two crossings at the same point,
        // the steeper line leads just below it.
        const lower = sensitivity.lower;
        if (crossing < 0 - tolerance) return;
        if (
          !lower ||
          crossing > lower.importance + tolerance ||
          (crossing > lower.importance - tolerance && b > lowerSlope)
        ) {
          sensitivity.lower = { importance: Math.max(0, crossing), overtaker: j };
          lowerSlope = b;
        }
      } else {
        const upper = sensitivity.upper;
        if (
          !upper ||
          crossing < upper.importance - tolerance ||
          (crossing < upper.importance + tolerance && b < upperSlope)
        ) {
          sensitivity.upper = { importance: crossing, overtaker: j };
          upperSlope = b;
        }
      }
    });
    return sensitivity;
  });
}

// Shown bounds are rounded outwards, so "less than 2.3" is true even when the crossing is at 2.34: the other option
// needs an importance below 2.34, which is below 2.4 too but not always below 2.3. Rounding the lower bound up and
// the upper bound down keeps each sentence a true necessary condition.
const roundUp = (value: number) => Math.ceil(value * 10 - tolerance) / 10;
const roundDown = (value: number) => Math.floor(value * 10 + tolerance) / 10;

/** A bound as the page shows it: one decimal, without a trailing ".0", in the page's language: "2.5" (en), "2,5" (de). */
export function formatImportance(value: number, locale: string): string {
  return formatNumber(Math.round(value * 10) / 10, locale, { maximumFractionDigits: 1 });
}

/** One statement about a criterion's importance, which the page words; bounds as the page shows them. */
export type SensitivityFinding =
  | { kind: "changes-nothing" }
  | { kind: "no-longer-trails-at-zero"; overtaker: number }
  | { kind: "wins-below"; bound: string; overtaker: number }
  | { kind: "wins-above"; bound: string; overtaker: number }
  | { kind: "ties-at-top"; overtaker: number }
  | { kind: "always-first" };

/** What the criterion's importance would have to be for another option to win, as statements to word. */
export function readSensitivity(sensitivity: CriterionSensitivity, locale: string): SensitivityFinding[] {
  if (!sensitivity.counts) return [{ kind: "changes-nothing" }];
  const { lower, upper } = sensitivity;
  const findings: SensitivityFinding[] = [];
  if (lower !== null) {
    findings.push(
      lower.importance <= tolerance
        ? { kind: "no-longer-trails-at-zero", overtaker: lower.overtaker }
        : {
            kind: "wins-below",
            bound: formatImportance(roundUp(lower.importance), locale),
            overtaker: lower.overtaker,
          },
    );
  }
  // Beyond the top of the scale no one can set it, so a crossing there is not offered; a crossing right at the top
  // is a tie the visitor can set, so it is said as one.
  if (upper !== null && upper.importance < maximumImportance - tolerance) {
    findings.push({
      kind: "wins-above",
      bound: formatImportance(roundDown(upper.importance), locale),
      overtaker: upper.overtaker,
    });
  } else if (upper !== null && upper.importance <= maximumImportance + tolerance) {
    findings.push({ kind: "ties-at-top", overtaker: upper.overtaker });
  }
  return findings.length > 0 ? findings : [{ kind: "always-first" }];
}

/** The number of random variations robustness draws. */
export const robustnessVariations = 10_000;

/**
 * How many of `variations` random variations keep the winner strictly first. In each, every importance moves by
 * −1, 0 or +1 step (each equally likely, drawn with `draw`), clamped to the scale 0–5.
 */
export function countRobustWins(
  result: RankedMatrix,
  criteria: readonly MatrixCriterion[],
  variations: number = robustnessVariations,
  draw: IndexDraw = randomIndex,
): number {
  if (isTiedAtTop(result.ranking)) return 0;
  const winner = (result.ranking[0] as { option: number }).option;
  const counted = criteria.flatMap((_, c) => (result.counts[c] ? [c] : []));
  const optionCount = result.values.length;
  // Flat, criterion-major copies keep the inner loop to plain array reads.
  const values = new Float64Array(optionCount * counted.length);
  result.values.forEach((row, option) =>
    counted.forEach((c, index) => (values[index * optionCount + option] = row[c] as number)),
  );
  const base = counted.map((c) => (criteria[c] as MatrixCriterion).importance);
  const totals = new Float64Array(optionCount);
  let wins = 0;
  for (let variation = 0; variation < variations; variation++) {
    totals.fill(0);
    let weightSum = 0;
    for (let index = 0; index < counted.length; index++) {
      const weight = Math.min(maximumImportance, Math.max(minimumImportance, (base[index] as number) + draw(3) - 1));
      weightSum += weight;
      if (weight === 0) continue;
      const offset = index * optionCount;
      for (let option = 0; option < optionCount; option++) {
        totals[option] = (totals[option] as number) + weight * (values[offset + option] as number);
      }
    }
    if (weightSum === 0) continue;
    const winnerTotal = totals[winner] as number;
    let first = true;
    for (let option = 0; option < optionCount && first; option++) {
      if (option !== winner && (totals[option] as number) >= winnerTotal - tolerance) first = false;
    }
    if (first) wins++;
  }
  return wins;
}

/** How sure the winner is: its share of variations, rounded down so 99.99% never reads as 100%. */
export function robustShare(wins: number, variations: number): number {
  return Math.floor((100 * wins) / variations);
}
