import { describe, expect, it } from "vitest";
import { addCriterion, emptyMatrix, matrixFromOptions } from "~/domain/matrix-state";
import {
  loadMatrixState,
  matrixBackupKeyPrefix,
  matrixStateKey,
  saveMatrixState,
} from "~/storage/decision-matrix-state";
import { FakeStorage } from "~/test/fake-storage";

const now = () => new Date("2026-11-25T07:00:00.000Z");

describe("the stored decision matrix", () => {
  it("comes back exactly as saved, comparisons included", () => {
    const storage = new FakeStorage();
    const matrix = {
      ...addCriterion(matrixFromOptions(["Lisbon", "Porto"])),
      comparisons: [
        [0, 3],
        [0, 0],
      ],
    };
    expect(saveMatrixState(matrix, storage)).toBe(true);
    expect(loadMatrixState(storage, now)).toEqual({ status: "restored", matrix });
  });

  it("is none until something is saved", () => {
    expect(loadMatrixState(new FakeStorage(), now)).toEqual({ status: "none" });
  });

  it("copies a damaged value aside before anything can write over it", () => {
    for (const raw of [
      "{oops",
      "null",
      "[]",
      JSON.stringify({ o: ["A"], c: [], s: [], x: 1 }),
      JSON.stringify({ o: ["A", "B"], c: [["Rent", "scale", 9]], s: [["3"], ["3"]] }),
    ]) {
      const storage = new FakeStorage({ [matrixStateKey]: raw });
      const backupKey = `${matrixBackupKeyPrefix}2026-11-25T07:00:00.000Z`;
      expect(loadMatrixState(storage, now)).toEqual({ status: "damaged", backupKey });
      expect(storage.getItem(backupKey)).toBe(raw);
      expect(storage.getItem(matrixStateKey)).toBe(raw);
    }
  });

  it("says when even the copy could not be made, leaving the value where it is", () => {
    const storage = new FakeStorage({ [matrixStateKey]: "{oops" });
    storage.failure = "quota";
    expect(loadMatrixState(storage, now)).toEqual({ status: "damaged", backupKey: null });
    expect(saveMatrixState(emptyMatrix, storage)).toBe(false);
    storage.failure = "none";
    expect(storage.getItem(matrixStateKey)).toBe("{oops");
  });

  it("is unavailable where storage is blocked", () => {
    const storage = new FakeStorage();
    storage.failure = "security";
    expect(loadMatrixState(storage, now)).toEqual({ status: "unavailable" });
    expect(loadMatrixState(null, now)).toEqual({ status: "unavailable" });
    expect(saveMatrixState(emptyMatrix, storage)).toBe(false);
  });
});
