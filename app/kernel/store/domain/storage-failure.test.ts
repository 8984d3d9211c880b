import { describe, expect, it } from "vitest";
import { describeStorageFailure } from "~/kernel/store/domain/storage-failure";

describe("describeStorageFailure", () => {
  it("says that storage is full, or that this browser keeps no history", () => {
    expect(describeStorageFailure("quota")).toBe("your browser’s storage for this site is full");
    expect(describeStorageFailure("unavailable")).toBe(
      "this browser does not let the site keep a history (storage is disabled or blocked)",
    );
  });
});
