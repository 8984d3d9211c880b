// The decision matrix at its largest (20 options × 12 criteria) and 12 criteria compared in pairs.

/**
 * @param {import("./benchmark").LoadAppModule} load
 * @returns {Promise<import("./benchmark").BenchmarkSet>}
 */
export async function setUp(load) {
  const matrix = /** @type {typeof import("~/features/matrix/domain/decision-matrix")} */ (
    await load("features/matrix/domain/decision-matrix.ts")
  );
  const sensitivity = /** @type {typeof import("~/features/matrix/domain/matrix-sensitivity")} */ (
    await load("features/matrix/domain/matrix-sensitivity.ts")
  );
  const ahp = /** @type {typeof import("~/features/matrix/domain/ahp")} */ (
    await load("features/matrix/domain/ahp.ts")
  );

  // The largest decision matrix: 20 options × 12 criteria, a spread of scores and importances on every criterion.
  /** @type {import("~/features/matrix/domain/decision-matrix").MatrixInput} */
  const largestMatrix = {
    options: Array.from({ length: matrix.maximumOptions }, (_, index) => `Option ${index + 1}`),
    criteria: Array.from({ length: matrix.maximumCriteria }, (_, index) => ({
      name: `Criterion ${index + 1}`,
      kind: /** @type {const} */ (["scale", "higher", "lower"])[index % 3] ?? "scale",
      importance: 1 + (index % 5),
    })),
    scores: Array.from({ length: matrix.maximumOptions }, (_, option) =>
      Array.from({ length: matrix.maximumCriteria }, (_, criterion) =>
        criterion % 3 === 0 ? 1 + ((option * 7 + criterion * 3) % 5) : (option * 37 + criterion * 11) % 101,
      ),
    ),
  };
  /** @param {import("~/features/matrix/domain/decision-matrix").MatrixInput} input */
  const rankAndExplain = (input) => {
    const result = matrix.rankMatrix(input);
    if (result.status !== "ranked") throw new Error("The benchmark's matrix does not rank");
    return {
      result,
      explanation: matrix.explainRanking(result),
      exact: sensitivity.analyseSensitivity(result, input.criteria),
    };
  };
  // 12 criteria compared two at a time, not quite consistently.
  const judgements = Array.from({ length: 12 }, (_, row) =>
    Array.from({ length: 12 }, (_, column) => (column > row ? ((row * 5 + column * 3) % 9) - 4 : 0)),
  );

  return {
    benchmarks: [
      ["20 × 12 decision matrix: ranking, explanation and exact sensitivity", () => rankAndExplain(largestMatrix)],
      [
        "20 × 12 decision matrix: robustness over 10,000 variations",
        () => sensitivity.countRobustWins(rankAndExplain(largestMatrix).result, largestMatrix.criteria),
      ],
      [
        "20 × 12 decision matrix: all of it after a change (ranking, sensitivity, robustness)",
        () => {
          const { result, explanation, exact } = rankAndExplain(largestMatrix);
          return [explanation, exact, sensitivity.countRobustWins(result, largestMatrix.criteria)];
        },
      ],
      [
        "12 criteria compared in pairs: weights, CR and the most consistent single change",
        () => [ahp.analyseComparisons(ahp.comparisonMatrix(judgements, 12)), ahp.suggestJudgement(judgements, 12)],
      ],
    ],
  };
}
