import type { RandomSource } from "~/kernel/random/domain/random";

/** A repeatable 32-bit source (mulberry32), so thousands of scripted draws give the same run every time. */
export function seededSource(seed: number): RandomSource {
  let state = seed >>> 0;
  return {
    bits: 32,
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (t ^ (t >>> 14)) >>> 0;
    },
  };
}
