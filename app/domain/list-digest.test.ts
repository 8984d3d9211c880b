import { describe, expect, it, vi } from "vitest";
import { digestLines } from "~/domain/list-digest";
import { hashText } from "~/domain/verifiable-receipt";

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
