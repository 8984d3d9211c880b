import { describe, expect, it } from "vitest";
import { decodeMatrixLink, encodeMatrixLink } from "~/features/matrix/domain/matrix-link";
import { startComparisons } from "~/features/matrix/domain/matrix-edits";
import { matrixFromOptions } from "~/features/matrix/domain/matrix-state";

describe("matrix links", () => {
  it("carry the whole matrix, comparisons included, and read back exactly", async () => {
    const matrix = startComparisons(matrixFromOptions(["Lisbon", "Porto", "Madrid — 🌞"]));
    const fragment = await encodeMatrixLink(matrix);
    expect(fragment).toMatch(/^matrix=1\.[dj]\.[A-Za-z0-9_-]+$/);
    expect(await decodeMatrixLink(`#${fragment}`)).toEqual({ status: "opened", matrix });
  });

  it("are none for other fragments and damaged when cut, changed or of another version", async () => {
    const fragment = await encodeMatrixLink(matrixFromOptions(["A", "B"]));
    expect(await decodeMatrixLink("#list=1.j.e30")).toEqual({ status: "none" });
    expect(await decodeMatrixLink("")).toEqual({ status: "none" });
    for (const damaged of [
      fragment.slice(0, -5),
      fragment.replace("matrix=1.", "matrix=2."),
      "matrix=1.j.e30",
      "matrix=",
    ]) {
      expect(await decodeMatrixLink(damaged)).toEqual({ status: "damaged" });
    }
  });
});
