/** The matrix checked field by field into the ranking's input, and what is missing said in words. */

import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
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

/** What is wrong with a field or the matrix, as a message the page words in its language. */
export type MatrixProblem = MessageDescriptor;

export interface MatrixCheck {
  /** A message per field, or null where the field is fine. */
  options: (MatrixProblem | null)[];
  criteria: (MatrixProblem | null)[];
  cells: (MatrixProblem | null)[][];
  /** Problems of the matrix as a whole (too many or too few rows). */
  general: MatrixProblem[];
  /** Present only when every field is fine. */
  input: MatrixInput | null;
}

/** A name's problem: blank, too long, or the same as an earlier one (capitals and outer spaces aside). */
function checkNames(names: readonly string[], row: "option" | "criterion"): (MatrixProblem | null)[] {
  const seen = new Map<string, number>();
  return names.map((name, index) => {
    const key = name.trim().toLocaleLowerCase();
    if (key === "") return row === "option" ? msg`Give this option a name.` : msg`Give this criterion a name.`;
    const length = name.length;
    if (length > maximumNameLength) {
      return msg`Keep it to ${maximumNameLength} characters: ${plural(length, { one: "this one has #.", other: "this one has #." })}`;
    }
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      const number = earlier + 1;
      return row === "option"
        ? msg`Same name as option ${number}: give each option its own.`
        : msg`Same name as criterion ${number}: give each criterion its own.`;
    }
    seen.set(key, index);
    return null;
  });
}

/** A typed score as a number, or why it cannot be one. */
export function readScore(text: string, kind: CriterionKind): { score: number } | { problem: MatrixProblem } {
  // "1,200" is a thousands separator; "4,5" is not read as anything (it might mean 4.5 or 45).
  const trimmed = /^-?\d{1,3}(,\d{3})+(\.\d*)?$/.test(text.trim()) ? text.trim().replace(/,/g, "") : text.trim();
  if (trimmed === "") return { problem: kind === "scale" ? msg`Enter a score from 1 to 5.` : msg`Enter a number.` };
  const score = Number(trimmed);
  if (kind === "scale") {
    return Number.isInteger(score) && score >= minimumScaleScore && score <= maximumScaleScore
      ? { score }
      : { problem: msg`Scores on this criterion are whole numbers from 1 to 5.` };
  }
  return /^-?(\d+\.?\d*|\.\d+)$/.test(trimmed) && Number.isFinite(score)
    ? { score }
    : { problem: msg`Enter a plain number, e.g. 1200 or 4.5.` };
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
  const general: MatrixProblem[] = [];
  const extraOptions = state.options.length - maximumOptions;
  const extraCriteria = state.criteria.length - maximumCriteria;
  if (extraOptions > 0) {
    general.push(msg`A matrix holds at most ${maximumOptions} options: remove ${extraOptions} to see the result.`);
  }
  if (extraCriteria > 0) {
    general.push(msg`A matrix holds at most ${maximumCriteria} criteria: remove ${extraCriteria} to see the result.`);
  }
  if (state.options.length < minimumOptions) general.push(msg`Add at least ${minimumOptions} options to compare.`);
  if (state.criteria.length < minimumCriteria) general.push(msg`Add a criterion to judge the options by.`);
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
