import { describe, expect, it } from "vitest";
import { keepList, keptListLimit } from "~/kernel/receipts/domain/kept-list";
import { hashText } from "~/kernel/receipts/domain/receipt-hashes";

describe("keepList", () => {
  const names = (count: number) => Array.from({ length: count }, (_, index) => `Entrant ${index + 1}`);

  it("keeps every line of a list up to the limit, and never hashes it", () => {
    const kept = keepList(
      keptListLimit,
      () => names(keptListLimit),
      () => {
        throw new Error("a kept list needs no hash");
      },
    );
    expect(kept).toEqual({ choices: names(keptListLimit) });
  });

  it("past the limit keeps none of the lines, but their count and the SHA-256 of the list file", () => {
    const count = keptListLimit + 1;
    const canonical = names(count).map((name) => `${name}, 1`);
    const kept = keepList(
      count,
      () => names(count),
      () => canonical,
    );
    expect(kept).toEqual({ choices: [], unkeptList: { count, sha256: hashText(`${canonical.join("\n")}\n`) } });
    expect(kept.unkeptList?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("takes the list hash a receipt already has instead of hashing the list again", () => {
    const count = keptListLimit + 1;
    const kept = keepList(
      count,
      () => names(count),
      () => {
        throw new Error("the receipt's hash stands for the list");
      },
      "ab".repeat(32),
    );
    expect(kept).toEqual({ choices: [], unkeptList: { count, sha256: "ab".repeat(32) } });
  });
});
