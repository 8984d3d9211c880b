/** The matrix in the compact JSON that the storage and share links keep, and read back only when exactly so. */

import { isJudgement, type Judgement } from "~/features/matrix/domain/ahp";
import { type CriterionKind, maximumImportance, minimumImportance } from "~/features/matrix/domain/decision-matrix";
import type { MatrixState, MatrixStateCriterion } from "~/features/matrix/domain/matrix-state";

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
