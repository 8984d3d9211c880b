import { sha256 } from "@noble/hashes/sha2.js";
import { randomIndex, type IndexDraw, type RandomSource } from "~/kernel/random/domain/random";

/**
 * The generator of a verifiable draw (every version, docs/verifiable-draws.md): block k is SHA-256(seed ‖ k), k as
 * 8 bytes big-endian from 0, and its 32 bytes are read as eight 32-bit big-endian words, in order. Never change
 * it in place: receipts made with it must verify for ever.
 */
export function createSeededSource(seed: Uint8Array): RandomSource {
  const input = new Uint8Array(seed.length + 8);
  input.set(seed);
  const counterView = new DataView(input.buffer);
  let block = 0n;
  let words = new DataView(new ArrayBuffer(32));
  let position = 8;
  return {
    bits: 32,
    next() {
      if (position === 8) {
        counterView.setBigUint64(seed.length, block++);
        const digest = sha256(input);
        words = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
        position = 0;
      }
      return words.getUint32(4 * position++);
    },
  };
}

/** Indices drawn from the seeded generator through the same rejection sampling as every other draw. */
export function createSeededDraw(seed: Uint8Array): IndexDraw {
  const source = createSeededSource(seed);
  return (n) => randomIndex(n, source);
}
