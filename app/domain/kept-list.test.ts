import { describe, expect, it, vi } from "vitest";
import { digestLines, keepList, keptListLimit } from "~/domain/kept-list";
import { hashText } from "~/domain/verifiable-receipt";

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

  it("past the limit keeps none of the lines, but their count and the canonical list's SHA-256", () => {
    const count = keptListLimit + 1;
    const canonical = names(count).map((name) => `${name}, 1`);
    const kept = keepList(
      count,
      () => names(count),
      () => canonical,
    );
    expect(kept).toEqual({ choices: [], unkeptList: { count, sha256: hashText(canonical.join("\n")) } });
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

describe("digestLines", () => {
  const lists = [
    [],
    ["abc"],
    ["Zoë, 2", "李, 1", "😀 emoji, 10000"],
    Array.from({ length: 5_000 }, (_, i) => `E${i}, 1`),
  ];

  it("is the hash keepList records, the SHA-256 of the lines joined by line breaks", async () => {
    expect(await digestLines(["abc"])).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    for (const lines of lists) expect(await digestLines(lines)).toBe(hashText(lines.join("\n")));
  });

  it("hashes the lines itself where the browser has no Web Crypto (a page served over plain http)", async () => {
    vi.stubGlobal("crypto", { getRandomValues: crypto.getRandomValues.bind(crypto) });
    try {
      for (const lines of lists) expect(await digestLines(lines)).toBe(hashText(lines.join("\n")));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
