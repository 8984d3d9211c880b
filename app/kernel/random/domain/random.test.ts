import { describe, expect, it } from "vitest";
import {
  createWeightedPicker,
  cryptoSource,
  type IndexDraw,
  pickUniform,
  pickWeightedIndex,
  randomBytes,
  randomIndex,
  type RandomSource,
  shuffle,
} from "~/kernel/random/domain/random";

/** A source that replays fixed values and counts how often it was asked. */
function scriptedSource(bits: number, values: readonly number[]) {
  let calls = 0;
  const source: RandomSource = {
    bits,
    next() {
      const value = values[calls++];
      if (value === undefined) throw new Error("The scripted source ran out of values");
      return value;
    },
  };
  return { source, calls: () => calls };
}

/** A draw that replays fixed indices, checking each one is in range for the n it was asked for. */
function scriptedDraw(values: readonly number[]): IndexDraw {
  let calls = 0;
  return (n) => {
    const value = values[calls++];
    if (value === undefined || value < 0 || value >= n) throw new Error(`Scripted value ${value} is not in [0, ${n})`);
    return value;
  };
}

describe("randomIndex", () => {
  it("maps each accepted 2-bit value to a distinct index when n is 3", () => {
    const indices = [0, 1, 2].map((value) => randomIndex(3, scriptedSource(2, [value]).source));
    expect(indices).toEqual([0, 1, 2]);
  });

  it("rejects the value that would bias n = 3 and draws again", () => {
    const scripted = scriptedSource(2, [3, 1]);
    expect(randomIndex(3, scripted.source)).toBe(1);
    expect(scripted.calls()).toBe(2);
  });

  it("accepts an exactly uniform share of 4-bit values for every n from 1 to 16", () => {
    for (let n = 1; n <= 16; n++) {
      const hits = new Array<number>(n).fill(0);
      let rejected = 0;
      for (let value = 0; value < 16; value++) {
        // A rejected value makes the source fall through to the always-accepted 0.
        const scripted = scriptedSource(4, [value, 0]);
        const index = randomIndex(n, scripted.source);
        if (scripted.calls() === 1) hits[index] = (hits[index] ?? 0) + 1;
        else rejected++;
      }
      expect(hits).toEqual(new Array<number>(n).fill(Math.floor(16 / n)));
      expect(rejected).toBe(16 % n);
    }
  });

  it("accepts n up to 2^32 inclusive", () => {
    expect(randomIndex(2 ** 32, scriptedSource(32, [2 ** 32 - 1]).source)).toBe(2 ** 32 - 1);
    expect(randomIndex(1)).toBe(0);
  });

  it("refuses n that is zero, fractional or beyond 2^32", () => {
    expect(() => randomIndex(0)).toThrow(RangeError);
    expect(() => randomIndex(1.5)).toThrow(RangeError);
    expect(() => randomIndex(2 ** 32 + 1)).toThrow(RangeError);
    expect(() => randomIndex(Number.NaN)).toThrow(RangeError);
  });

  it("passes a chi-square goodness-of-fit test over a million crypto draws", () => {
    const draws = 1_000_000;
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < draws; i++) {
      const index = randomIndex(10, cryptoSource);
      counts[index] = (counts[index] ?? 0) + 1;
    }
    const expected = draws / 10;
    const chiSquare = counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    // Critical value for 9 degrees of freedom at p = 1e-6: a fair generator fails about once in a
    // million runs, while a bias of a few percent in any cell still fails every time.
    expect(chiSquare).toBeLessThan(44.811);
  });
});

describe("randomBytes", () => {
  it("gives the number of bytes asked for, different each time", () => {
    const first = randomBytes(32);
    expect(first).toHaveLength(32);
    // Two equal 256-bit values would take about 2^128 tries.
    expect(randomBytes(32)).not.toEqual(first);
  });
});

describe("pickUniform", () => {
  it("returns the item at the drawn index", () => {
    expect(pickUniform(["a", "b", "c"], scriptedDraw([2]))).toBe("c");
  });

  it("refuses an empty list", () => {
    expect(() => pickUniform([])).toThrow(RangeError);
  });
});

describe("pickWeightedIndex", () => {
  it("hits each index exactly as many times as its weight across every possible draw", () => {
    const weights = [3, 1, 4, 1, 5, 9, 2, 6];
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const hits = new Array<number>(weights.length).fill(0);
    for (let r = 0; r < total; r++) {
      const index = pickWeightedIndex(weights, scriptedDraw([r]));
      hits[index] = (hits[index] ?? 0) + 1;
    }
    expect(hits).toEqual(weights);
  });

  it("draws from the total of the weights", () => {
    const asked: number[] = [];
    pickWeightedIndex([2, 5, 3], (n) => {
      asked.push(n);
      return 0;
    });
    expect(asked).toEqual([10]);
  });

  it("refuses empty, fractional, zero and negative weights", () => {
    expect(() => pickWeightedIndex([])).toThrow(RangeError);
    expect(() => pickWeightedIndex([1, 1.5])).toThrow(RangeError);
    expect(() => pickWeightedIndex([1, 0])).toThrow(RangeError);
    expect(() => pickWeightedIndex([-2, 3])).toThrow(RangeError);
  });

  it("serves a hundred thousand picks among a thousand weights from one picker, each a valid index", () => {
    const weights = Array.from({ length: 1000 }, (_, i) => i + 1);
    const pick = createWeightedPicker(weights);
    const picked = Array.from({ length: 100_000 }, () => pick());
    expect(picked.every((index) => Number.isInteger(index) && index >= 0 && index < 1000)).toBe(true);
  });
});

describe("shuffle", () => {
  it("yields each permutation of three items exactly once across all draw sequences", () => {
    const seen: string[] = [];
    for (let first = 0; first < 3; first++) {
      for (let second = 0; second < 2; second++) {
        seen.push(shuffle(["a", "b", "c"], scriptedDraw([first, second])).join(""));
      }
    }
    expect(seen.sort()).toEqual(["abc", "acb", "bac", "bca", "cab", "cba"]);
  });

  it("returns a new array and leaves the input untouched", () => {
    const items = ["a", "b", "c"];
    const result = shuffle(items);
    expect(result).not.toBe(items);
    expect(items).toEqual(["a", "b", "c"]);
    expect([...result].sort()).toEqual(items);
  });
});
