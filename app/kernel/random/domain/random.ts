/** A source of uniformly random unsigned integers in [0, 2^bits). */
export interface RandomSource {
  readonly bits: number;
  next(): number;
}

/** Draws an index in [0, n); every higher-level picker takes one so tests can script the randomness. */
export type IndexDraw = (n: number) => number;

// One getRandomValues call per value is slow; a 4 KiB batch amortises the call overhead.
const batchSize = 1024;
const batch: Uint32Array<ArrayBuffer> = new Uint32Array(new ArrayBuffer(batchSize * Uint32Array.BYTES_PER_ELEMENT));
let batchPosition = batchSize;

/** Cryptographically strong 32-bit values from the Web Crypto API. */
export const cryptoSource: RandomSource = {
  bits: 32,
  next() {
    if (batchPosition === batchSize) {
      crypto.getRandomValues(batch);
      batchPosition = 0;
    }
    return batch[batchPosition++] as number;
  },
};

/** `count` cryptographically strong random bytes from the Web Crypto API, e.g. a verifiable draw's secret. */
export function randomBytes(count: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(count));
}

/** Draws an index in [0, n) exactly uniformly by rejection sampling. */
export function randomIndex(n: number, source: RandomSource = cryptoSource): number {
  // Plain arithmetic rather than bitwise ops: 2^32 itself is a valid n and would overflow to 0.
  const range = 2 ** source.bits;
  if (!Number.isInteger(n) || n < 1 || n > range) {
    throw new RangeError(`randomIndex needs an integer n in [1, ${range}], got ${n}`);
  }
  // Values at or above the largest multiple of n would favour the low indices, so they are redrawn.
  const limit = range - (range % n);
  for (;;) {
    const value = source.next();
    if (value < limit) return value % n;
  }
}

/** Picks one item, each with equal probability. */
export function pickUniform<T>(items: readonly T[], draw: IndexDraw = randomIndex): T {
  if (items.length === 0) throw new RangeError("pickUniform needs at least one item");
  return items[draw(items.length)] as T;
}

/** Prepares repeated weighted picks: the prefix sums are built once, each pick is a binary search. */
export function createWeightedPicker(weights: readonly number[]): (draw?: IndexDraw) => number {
  if (weights.length === 0) throw new RangeError("A weighted pick needs at least one weight");
  const cumulative: number[] = [];
  let total = 0;
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 1) {
      throw new RangeError(`Weights must be positive safe integers, got ${weight}`);
    }
    total += weight;
    if (!Number.isSafeInteger(total)) throw new RangeError("The weights add up to more than a safe integer");
    cumulative.push(total);
  }
  return (draw = randomIndex) => {
    const r = draw(total);
    // Smallest i with cumulative[i] > r: index i owns the r values [cumulative[i-1], cumulative[i]).
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] as number) > r) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}

/** Index i wins with probability exactly weights[i] / Σweights (weights: positive safe integers). */
export function pickWeightedIndex(weights: readonly number[], draw: IndexDraw = randomIndex): number {
  return createWeightedPicker(weights)(draw);
}

/** Returns a new array in uniformly random order (Fisher–Yates). */
export function shuffle<T>(items: readonly T[], draw: IndexDraw = randomIndex): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = draw(i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}
