/**
 * The decision matrix as the visitor edits it: names and scores exactly as typed (so nothing typed is ever lost,
 * even when it cannot be used yet), checked field by field into a `MatrixInput` the ranking can use.
 */

import {
  analyseComparisons,
  comparisonMatrix,
  isJudgement,
  type Judgement,
  weightsToImportance,
} from "~/features/matrix/domain/ahp";
import {
  type CriterionKind,
  maximumCriteria,
  maximumImportance,
  maximumNameLength,
  maximumOptions,
  maximumScaleScore,
  type MatrixInput,
  minimumCriteria,
  minimumImportance,
  minimumOptions,
  minimumScaleScore,
} from "~/features/matrix/domain/decision-matrix";

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
const defaultScore = "3";

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

export function addOption(state: MatrixState): MatrixState {
  return { ...state, options: [...state.options, ""], cells: [...state.cells, state.criteria.map(() => defaultScore)] };
}

export function removeOption(state: MatrixState, option: number): MatrixState {
  return {
    ...state,
    options: state.options.filter((_, index) => index !== option),
    cells: state.cells.filter((_, index) => index !== option),
  };
}

export function addCriterion(state: MatrixState): MatrixState {
  const size = state.criteria.length + 1;
  return {
    ...state,
    criteria: [...state.criteria, { name: "", kind: "scale", importance: defaultImportance }],
    cells: state.cells.map((row) => [...row, defaultScore]),
    // A new criterion starts equal to every other: the judgements already made stay.
    comparisons: state.comparisons && resizeComparisons(state.comparisons, size, (index) => index),
  };
}

export function removeCriterion(state: MatrixState, criterion: number): MatrixState {
  const kept = state.criteria.flatMap((_, index) => (index === criterion ? [] : [index]));
  return {
    ...state,
    criteria: state.criteria.filter((_, index) => index !== criterion),
    cells: state.cells.map((row) => row.filter((_, index) => index !== criterion)),
    comparisons: state.comparisons && resizeComparisons(state.comparisons, kept.length, (index) => kept[index]),
  };
}

/** A size × size judgement table whose entry (i, j) is the old entry at (source(i), source(j)), or 0 (equal). */
function resizeComparisons(
  comparisons: readonly (readonly Judgement[])[],
  size: number,
  source: (index: number) => number | undefined,
): Judgement[][] {
  return Array.from({ length: size }, (_, i) =>
    Array.from({ length: size }, (_, j) => {
      const [from, to] = [source(i), source(j)];
      return i < j && from !== undefined && to !== undefined ? (comparisons[from]?.[to] ?? 0) : 0;
    }),
  );
}

/** Comparisons with every pair judged equal, to start from. */
export function startComparisons(state: MatrixState): MatrixState {
  const size = state.criteria.length;
  return { ...state, comparisons: Array.from({ length: size }, () => new Array<Judgement>(size).fill(0)) };
}

export function setJudgement(state: MatrixState, row: number, column: number, judgement: Judgement): MatrixState {
  if (!state.comparisons) return state;
  return {
    ...state,
    comparisons: state.comparisons.map((line, i) =>
      i === row ? line.map((value, j) => (j === column ? judgement : value)) : line,
    ),
  };
}

/** The importance each criterion has now: chosen directly, or from the comparisons (the heaviest at 5). */
export function effectiveImportance(state: MatrixState): number[] {
  if (!state.comparisons || state.criteria.length < 2) return state.criteria.map(({ importance }) => importance);
  const { weights } = analyseComparisons(comparisonMatrix(state.comparisons, state.criteria.length));
  return weightsToImportance(weights, maximumImportance);
}

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

const kinds: readonly string[] = ["scale", "higher", "lower"] satisfies CriterionKind[];

const isImportance = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= minimumImportance && (value as number) <= maximumImportance;

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/**
 * The matrix, only if `value` has exactly the shape `matrixToJson` writes, as stored or carried in a link;
 * else null. More than 20 options or 12 criteria still read (the page then asks to remove some): nothing is lost.
 */
export function readMatrixJson(value: unknown): MatrixState | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { o, c, s, a, ...unknownKeys } = value as Record<string, unknown>;
  if (Object.keys(unknownKeys).length > 0 || !isStringArray(o) || !Array.isArray(c) || !Array.isArray(s)) return null;
  const criteria: MatrixStateCriterion[] = [];
  for (const item of c) {
    if (!Array.isArray(item) || item.length !== 3) return null;
    const [name, kind, importance] = item as unknown[];
    if (typeof name !== "string" || typeof kind !== "string" || !kinds.includes(kind) || !isImportance(importance)) {
      return null;
    }
    criteria.push({ name, kind: kind as CriterionKind, importance });
  }
  if (s.length !== o.length || !s.every((row) => isStringArray(row) && row.length === criteria.length)) return null;
  let comparisons: Judgement[][] | null = null;
  if (a !== undefined) {
    const size = criteria.length;
    if (!Array.isArray(a) || a.length !== size) return null;
    if (!a.every((row) => Array.isArray(row) && row.length === size && row.every(isJudgement))) return null;
    comparisons = (a as Judgement[][]).map((row) => [...row]);
  }
  return { options: [...o], criteria, cells: (s as string[][]).map((row) => [...row]), comparisons };
}

/** The compact JSON the storage and links keep: `{o: options, c: [[name, kind, importance]], s: cells, a?: comparisons}`. */
export function matrixToJson(state: MatrixState): Record<string, unknown> {
  return {
    o: state.options,
    c: state.criteria.map(({ name, kind, importance }) => [name, kind, importance]),
    s: state.cells,
    ...(state.comparisons && { a: state.comparisons }),
  };
}

/** True when the matrix holds nothing the visitor typed: replacing it loses nothing. */
export function isBlankMatrix(state: MatrixState): boolean {
  return state.options.every((name) => name.trim() === "") && state.criteria.every(({ name }) => name.trim() === "");
}
