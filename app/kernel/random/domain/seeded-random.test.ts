import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSeededDraw, createSeededSource } from "~/kernel/random/domain/seeded-random";
import { fromHex, hashBytes, toHex } from "~/kernel/random/domain/sha256";

// Seed 00 01 02 … 1f: the test vector docs/verifiable-draws.md publishes.
const seed = Uint8Array.from({ length: 32 }, (_, index) => index);

describe("createSeededSource", () => {
  it("reads SHA-256(seed ‖ 0) as eight big-endian words, then block 1", () => {
    const source = createSeededSource(seed);
    const words = Array.from({ length: 10 }, () => source.next());
    expect(words).toEqual([
      2849432832, 691701949, 952885779, 3497703199, 2360485253, 1376201217, 3186738187, 3844601040, 1617019960,
      1836717960,
    ]);
  });

  it("agrees with Node's own SHA-256 over the first blocks", () => {
    const source = createSeededSource(seed);
    for (let block = 0n; block < 4n; block++) {
      const counter = Buffer.alloc(8);
      counter.writeBigUInt64BE(block);
      const digest = createHash("sha256").update(seed).update(counter).digest();
      for (let word = 0; word < 8; word++) expect(source.next()).toBe(digest.readUInt32BE(4 * word));
    }
  });

  it("gives the same words for the same seed and different words for another", () => {
    const first = createSeededSource(seed);
    const again = createSeededSource(Uint8Array.from(seed));
    const other = createSeededSource(Uint8Array.from(seed, (byte, index) => (index === 31 ? byte ^ 1 : byte)));
    const a = Array.from({ length: 20 }, () => first.next());
    expect(Array.from({ length: 20 }, () => again.next())).toEqual(a);
    expect(Array.from({ length: 20 }, () => other.next())).not.toEqual(a);
  });
});

describe("createSeededDraw", () => {
  it("draws through randomIndex's rejection sampling", () => {
    const tens = createSeededDraw(seed);
    expect(Array.from({ length: 8 }, () => tens(10))).toEqual([2, 9, 9, 9, 3, 7, 7, 0]);
    // For n = 2^31 + 1, words at or above 2^31 + 1 are redrawn: the first word (2849432832) is one of them.
    const draw = createSeededDraw(seed);
    expect(Array.from({ length: 5 }, () => draw(2 ** 31 + 1))).toEqual([
      691701949, 952885779, 1376201217, 1617019960, 1836717960,
    ]);
  });
});

describe("hashBytes and hex", () => {
  it("hashes with SHA-256", () => {
    expect(toHex(hashBytes(new Uint8Array()))).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(toHex(hashBytes(new TextEncoder().encode("abc")))).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });

  it("reads back the hex it writes, and nothing else", () => {
    expect(fromHex(toHex(seed))).toEqual(seed);
    expect(fromHex("ABff")).toEqual(Uint8Array.from([0xab, 0xff]));
    expect(fromHex("abc")).toBeNull();
    expect(fromHex("zz")).toBeNull();
  });
});
