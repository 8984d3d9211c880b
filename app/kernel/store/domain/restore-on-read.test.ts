import { describe, expect, it } from "vitest";
import { restoreStored } from "~/kernel/store/domain/restore-on-read";

const readCount = (json: unknown) => (Number.isInteger(json) ? (json as number) : undefined);

describe("restoreStored", () => {
  it("reads nothing stored as empty, intact", () => {
    expect(restoreStored(null, readCount, "none")).toEqual({ value: "none", damaged: false });
  });

  it("reads what its reader takes", () => {
    expect(restoreStored("42", readCount, "none")).toEqual({ value: 42, damaged: false });
  });

  it("reads text that is not JSON, or JSON the reader refuses, as empty and damaged, without guessing", () => {
    for (const raw of ["{oops", "", "4.5", '"42"', "null"]) {
      expect(restoreStored(raw, readCount, "none"), raw).toEqual({ value: "none", damaged: true });
    }
  });
});
