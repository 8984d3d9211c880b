import type { FairnessCheckRequest } from "~/features/fairness-check/domain/fairness-check";
import { maximumWeight, minimumWeight } from "~/kernel/lists/domain/weighted-options";

export type FairnessCheckMode = FairnessCheckRequest["mode"];

/** The check's form as typed: every field is text until it has been validated. */
export interface FairnessCheckInput {
  mode: FairnessCheckMode;
  options: string;
  weights: string;
  contestants: string;
  draws: string;
}

export type FairnessCheckField = Exclude<keyof FairnessCheckInput, "mode">;
/** What is wrong with a field, for the page to word: outside its limits, too few or many weights, or one weight. */
export type FairnessCheckError =
  | { problem: "out-of-range" }
  | { problem: "weight-count"; entered: number }
  | { problem: "weight-value"; weight: string };
export type FairnessCheckErrors = Partial<Record<FairnessCheckField, FairnessCheckError>>;

// Fewer draws leave too few per bar for the chi-square test to mean much; more would keep a
// phone busy for long. A hundred bars or 64 contestants is as many as the chart shows legibly.
export const drawLimits = { min: 10_000, max: 1_000_000 } as const;
export const optionLimits = { min: 2, max: 100 } as const;
export const contestantLimits = { min: 2, max: 64 } as const;
// The same rule as the weighted page's sliders.
export const weightLimits = { min: minimumWeight, max: maximumWeight } as const;

/** A whole number, allowing "1,000,000", "1 000 000" or "1_000_000"; null when it is not one. */
export function parseWholeNumber(text: string): number | null {
  const digits = text.trim().replace(/[\s,_]/g, "");
  if (!/^\d+$/.test(digits)) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}

const outOfRange: FairnessCheckError = { problem: "out-of-range" };

function parseInRange(text: string, limits: { min: number; max: number }): number | null {
  const value = parseWholeNumber(text);
  return value !== null && value >= limits.min && value <= limits.max ? value : null;
}

/** Weights separated by commas (spaces also work); what is wrong when there are too few or many, or one is out of range. */
export function parseWeights(text: string): { weights: number[] } | { error: FairnessCheckError } {
  const parts = text.split(/[,;\s]+/).filter((part) => part !== "");
  if (parts.length < optionLimits.min || parts.length > optionLimits.max) {
    return { error: { problem: "weight-count", entered: parts.length } };
  }
  const weights: number[] = [];
  for (const part of parts) {
    const weight = /^\d+$/.test(part) ? Number(part) : null;
    if (weight === null || weight < weightLimits.min || weight > weightLimits.max) {
      return { error: { problem: "weight-value", weight: part } };
    }
    weights.push(weight);
  }
  return { weights };
}

/** The request the form describes, or what is wrong with each field that needs fixing. */
export function parseFairnessCheckInput(
  input: FairnessCheckInput,
): { request: FairnessCheckRequest } | { errors: FairnessCheckErrors } {
  const errors: FairnessCheckErrors = {};
  const draws = parseInRange(input.draws, drawLimits);
  if (draws === null) {
    errors.draws = outOfRange;
  }

  let request: FairnessCheckRequest | null = null;
  if (input.mode === "uniform") {
    const options = parseInRange(input.options, optionLimits);
    if (options === null) {
      errors.options = outOfRange;
    } else if (draws !== null) request = { mode: "uniform", options, draws };
  } else if (input.mode === "weighted") {
    const parsed = parseWeights(input.weights);
    if ("error" in parsed) errors.weights = parsed.error;
    else if (draws !== null) request = { mode: "weighted", weights: parsed.weights, draws };
  } else {
    const contestants = parseInRange(input.contestants, contestantLimits);
    if (contestants === null) {
      errors.contestants = outOfRange;
    } else if (draws !== null) request = { mode: "tournament", contestants, draws };
  }
  return request === null ? { errors } : { request };
}
