import { describe, expect, it } from "vitest";
import { addCriterion } from "~/features/matrix/domain/matrix-edits";
import { matrixToJson } from "~/features/matrix/domain/matrix-json";
import { emptyMatrix, matrixFromOptions } from "~/features/matrix/domain/matrix-state";
import {
  canKeepMatrix,
  matrixBackupKeyPrefix,
  matrixStateKey,
  readRawMatrix,
  restoreMatrix,
  saveMatrixState,
  subscribeToMatrix,
} from "~/features/matrix/storage/decision-matrix-state";
import { FakeStorage } from "~/test/fake-storage";

const now = new Date("2026-11-25T07:00:00.000Z");
const backups = (storage: FakeStorage) =>
  Object.entries(storage.dump()).filter(([key]) => key.startsWith(matrixBackupKeyPrefix));

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
    expect(saveMatrixState(matrix, storage, now)).toBe(true);
    expect(restoreMatrix(readRawMatrix(storage))).toEqual({ matrix, damaged: false });
  });

  it("is none until something is saved", () => {
    expect(restoreMatrix(readRawMatrix(new FakeStorage()))).toEqual({ matrix: null, damaged: false });
  });

  it("reading a damaged value changes nothing, however often; the first write copies it aside once", () => {
    for (const raw of [
      "{oops",
      "null",
      "[]",
      JSON.stringify({ o: ["A"], c: [], s: [], x: 1 }),
      JSON.stringify({ o: ["A", "B"], c: [["Rent", "scale", 9]], s: [["3"], ["3"]] }),
    ]) {
      const storage = new FakeStorage({ [matrixStateKey]: raw });
      for (let read = 0; read < 3; read++) {
        expect(restoreMatrix(readRawMatrix(storage))).toEqual({ matrix: null, damaged: true });
      }
      expect(storage.dump()).toEqual({ [matrixStateKey]: raw });
      expect(saveMatrixState(emptyMatrix, storage, now)).toBe(true);
      expect(saveMatrixState(matrixFromOptions(["A", "B"]), storage, now)).toBe(true);
      expect(backups(storage)).toEqual([[`${matrixBackupKeyPrefix}2026-11-25T07:00:00.000Z`, raw]]);
      expect(storage.getItem(matrixStateKey)).toBe(JSON.stringify(matrixToJson(matrixFromOptions(["A", "B"]))));
    }
  });

  it("never writes over an earlier backup made at the same time", () => {
    const earlier = `${matrixBackupKeyPrefix}2026-11-25T07:00:00.000Z`;
    const storage = new FakeStorage({ [matrixStateKey]: "{oops", [earlier]: "older" });
    expect(saveMatrixState(emptyMatrix, storage, now)).toBe(true);
    expect(backups(storage)).toEqual([
      [earlier, "older"],
      [`${earlier}-1`, "{oops"],
    ]);
  });

  it("leaves a damaged value untouched when even the copy is refused, and keeps the matrix for this page view", () => {
    const storage = new FakeStorage({ [matrixStateKey]: "{oops" });
    storage.failure = "quota";
    const matrix = matrixFromOptions(["Lisbon", "Porto"]);
    expect(saveMatrixState(matrix, storage, now)).toBe(false);
    expect(storage.dump()).toEqual({ [matrixStateKey]: "{oops" });
    expect(readRawMatrix(storage)).toBe(JSON.stringify(matrixToJson(matrix)));
    storage.failure = "none";
    expect(saveMatrixState(matrix, storage, now)).toBe(true);
    expect(backups(storage)).toEqual([[`${matrixBackupKeyPrefix}2026-11-25T07:00:00.000Z`, "{oops"]]);
  });

  it("says where storage is blocked", () => {
    const storage = new FakeStorage();
    expect(canKeepMatrix(storage)).toBe(true);
    storage.failure = "security";
    expect(canKeepMatrix(storage)).toBe(false);
    expect(canKeepMatrix(null)).toBe(false);
    expect(saveMatrixState(emptyMatrix, storage, now)).toBe(false);
    storage.failure = "none";
    expect(saveMatrixState(emptyMatrix, storage, now)).toBe(true);
  });

  it("tells subscribers of saves here and of another tab's change to the matrix, not of other keys", () => {
    let calls = 0;
    const unsubscribe = subscribeToMatrix(() => calls++);
    saveMatrixState(emptyMatrix, new FakeStorage(), now);
    expect(calls).toBe(1);
    window.dispatchEvent(new StorageEvent("storage", { key: matrixStateKey, newValue: "{}" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "decision-history", newValue: "[]" }));
    expect(calls).toBe(2);
    unsubscribe();
    saveMatrixState(emptyMatrix, new FakeStorage(), now);
    expect(calls).toBe(2);
  });
});
