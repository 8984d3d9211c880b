import { describe, expect, it } from "vitest";
import { emptyMatrix, isBlankMatrix, matrixFromOptions } from "~/features/matrix/domain/matrix-state";
import { flatsAsTyped as flats } from "~/test/flats-matrix";

describe("the matrix", () => {
  it("knows a matrix with nothing typed", () => {
    expect(isBlankMatrix(emptyMatrix)).toBe(true);
    expect(isBlankMatrix(flats)).toBe(false);
    expect(matrixFromOptions(["Only one"]).options).toEqual(["Only one", ""]);
  });
});
