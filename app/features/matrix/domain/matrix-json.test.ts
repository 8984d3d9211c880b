import { describe, expect, it } from "vitest";
import { setJudgement, startComparisons } from "~/features/matrix/domain/matrix-edits";
import { matrixToJson, readMatrixJson } from "~/features/matrix/domain/matrix-json";
import { emptyMatrix } from "~/features/matrix/domain/matrix-state";
import { flatsAsTyped as flats } from "~/test/flats-matrix";

describe("readMatrixJson", () => {
  it("reads back exactly what matrixToJson writes", () => {
    const withComparisons = setJudgement(startComparisons(flats), 0, 1, 3);
    for (const state of [flats, withComparisons, emptyMatrix]) {
      expect(readMatrixJson(JSON.parse(JSON.stringify(matrixToJson(state))))).toEqual(state);
    }
  });

  it("refuses anything else", () => {
    const good = matrixToJson(flats);
    for (const bad of [
      null,
      [],
      "x",
      { ...good, extra: 1 },
      { ...good, o: ["A", 2, "C"] },
      { ...good, c: [["Rent", "cheaper", 3], ...(good.c as unknown[]).slice(1)] },
      { ...good, c: [["Rent", "lower", 6], ...(good.c as unknown[]).slice(1)] },
      { ...good, c: [["Rent", "lower", 2.5], ...(good.c as unknown[]).slice(1)] },
      { ...good, s: (good.s as string[][]).slice(1) },
      { ...good, s: [["1", "2"], ...(good.s as string[][]).slice(1)] },
      {
        ...good,
        a: [
          [0, 9, 0],
          [0, 0, 0],
          [0, 0, 0],
        ],
      },
      {
        ...good,
        a: [
          [0, 1],
          [0, 0],
        ],
      },
    ]) {
      expect(readMatrixJson(bad)).toBeNull();
    }
  });
});
