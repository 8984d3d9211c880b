/** The matrix checked field by field into the ranking's input, and what is missing said in words. */

import {
  type CriterionKind,
  maximumCriteria,
  maximumNameLength,
  maximumOptions,
  maximumScaleScore,
  type MatrixInput,
  minimumCriteria,
  minimumOptions,
  minimumScaleScore,
} from "~/features/matrix/domain/decision-matrix";
import { effectiveImportance } from "~/features/matrix/domain/matrix-importance";
import type { MatrixState } from "~/features/matrix/domain/matrix-state";

export interface MatrixCheck {
  /** A message per field, or null where the field is fine. */
  options: (string | null)[];
  criteria: (string | null)[];
  cells: (string | null)[][];
  /** Problems of the matrix as a whole (too many or too few rows). */
  general: string[];
  /** Present only when every field is fine. */
  input: MatrixInput | null;
}

/** A name's problem: blank, too long, or the same as an earlier one (capitals and outer spaces aside). */
function checkNames(names: readonly string[], noun: string): (string | null)[] {
  const seen = new Map<string, number>();
  return names.map((name, index) => {
    const key = name.trim().toLocaleLowerCase();
    if (key === "") return `Give this ${noun} a name.`;
    if (name.length > maximumNameLength) {
      return `Keep it to ${maximumNameLength} characters: this one has ${name.length.toLocaleString("en-US")}.`;
    }
    const earlier = seen.get(key);
    if (earlier !== undefined) return `Same name as ${noun} ${earlier + 1}: give each ${noun} its own.`;
    seen.set(key, index);
    return null;
  });
}

/** A typed score as a number, or why it cannot be one. */
export function readScore(text: string, kind: CriterionKind): { score: number } | { problem: string } {
  // "1,200" is a thousands separator; "4,5" is not read as anything (it might mean 4.5 or 45).
  const trimmed = /^-?\d{1,3}(,\d{3})+(\.\d*)?$/.test(text.trim()) ? text.trim().replace(/,/g, "") : text.trim();
  if (trimmed === "") return { problem: kind === "scale" ? "Enter a score from 1 to 5." : "Enter a number." };
  const score = Number(trimmed);
  if (kind === "scale") {
    return Number.isInteger(score) && score >= minimumScaleScore && score <= maximumScaleScore
      ? { score }
      : { problem: "Scores on this criterion are whole numbers from 1 to 5." };
  }
  return /^-?(\d+\.?\d*|\.\d+)$/.test(trimmed) && Number.isFinite(score)
    ? { score }
    : { problem: "Enter a plain number, e.g. 1200 or 4.5." };
}

/** Every field checked; the ranking's input only when all of them are fine. */
export function checkMatrix(state: MatrixState): MatrixCheck {
  const options = checkNames(state.options, "option");
  const criteria = checkNames(
    state.criteria.map(({ name }) => name),
    "criterion",
  );
  const scores: number[][] = [];
  const cells = state.cells.map((row, option) => {
    const numbers: number[] = [];
    scores[option] = numbers;
    return row.map((text, criterion) => {
      const reading = readScore(text, state.criteria[criterion]?.kind ?? "scale");
      if ("problem" in reading) return reading.problem;
      numbers.push(reading.score);
      return null;
    });
  });
  const general: string[] = [];
  const over = (count: number, most: number, nouns: string) =>
    count > most && general.push(`A matrix holds at most ${most} ${nouns}: remove ${count - most} to see the result.`);
  over(state.options.length, maximumOptions, "options");
  over(state.criteria.length, maximumCriteria, "criteria");
  if (state.options.length < minimumOptions) general.push(`Add at least ${minimumOptions} options to compare.`);
  if (state.criteria.length < minimumCriteria) general.push("Add a criterion to judge the options by.");
  const fine = [...options, ...criteria, ...cells.flat()].every((problem) => problem === null) && general.length === 0;
  const importance = effectiveImportance(state);
  return {
    options,
    criteria,
    cells,
    general,
    input: fine
      ? {
          options: state.options.map((name) => name.trim()),
          criteria: state.criteria.map(({ name, kind }, c) => ({
            name: name.trim(),
            kind,
            importance: importance[c] as number,
          })),
          scores,
        }
      : null,
  };
}

/** "option 2", "options 1, 3 and 4": the numbers of the rows named by `indices`, counted from 1. */
function nameRows(indices: readonly number[], noun: string, nouns: string): string {
  const numbers = indices.map((index) => String(index + 1));
  if (numbers.length === 1) return `${noun} ${numbers[0]}`;
  return `${nouns} ${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`;
}

/**
 * Why there is no ranking yet, naming what is missing. A blank name is marked at its field only once the field has
 * been left empty, so it is named here; every other problem is marked at its field from the start.
 */
export function describeMissing(state: MatrixState, check: MatrixCheck): string {
  const blank = (names: readonly string[]) => names.flatMap((name, index) => (name.trim() === "" ? [index] : []));
  const blankOptions = blank(state.options);
  const blankCriteria = blank(state.criteria.map(({ name }) => name));
  const toName: string[] = [];
  if (blankOptions.length === state.options.length) {
    toName.push(state.options.length === 2 ? "both options" : "the options");
  } else if (blankOptions.length > 0) {
    toName.push(nameRows(blankOptions, "option", "options"));
  }
  if (blankCriteria.length === state.criteria.length) {
    toName.push(state.criteria.length === 1 ? "the criterion" : "the criteria");
  } else if (blankCriteria.length > 0) {
    toName.push(nameRows(blankCriteria, "criterion", "criteria"));
  }
  const marked =
    check.cells.flat().some((problem) => problem !== null) ||
    check.options.some((problem, o) => problem !== null && !blankOptions.includes(o)) ||
    check.criteria.some((problem, c) => problem !== null && !blankCriteria.includes(c));
  const naming = toName.length > 0 ? `Name ${toName.join(" and ")}` : "";
  if (naming && marked) return `${naming} and fix the marked fields above to see the ranking.`;
  if (naming) return `${naming} to see the ranking.`;
  return "Fix the marked fields above to see the ranking. Everything you typed is kept.";
}
