import { describe, expect, it } from "vitest";
import { describeStorageFailure, describeUnkeptWork } from "~/kernel/store/domain/storage-failure";

describe("describeStorageFailure", () => {
  it("says that storage is full, or that this browser keeps no history", () => {
    expect(describeStorageFailure("quota")).toBe("your browser’s storage for this site is full");
    expect(describeStorageFailure("unavailable")).toBe(
      "this browser does not let the site keep a history (storage is disabled or blocked)",
    );
  });
});

describe("the notices of work this browser did not keep", () => {
  it("say why, and that the work lasts until the page is left", () => {
    expect(describeUnkeptWork("the matrix", "nothing")).toBe(
      "This browser does not let the site keep anything (storage is disabled or blocked), so the matrix will be gone when you leave the page.",
    );
    expect(describeUnkeptWork("the matrix", "refused")).toBe(
      "The matrix could not be saved in this browser (its storage may be full): it is still here until you leave the page.",
    );
  });
});
