import { describe, expect, it } from "vitest";
import { type IndexDraw, pickWeightedIndex, randomIndex, type RandomSource } from "~/kernel/random/domain/random";
import {
  layOutSegments,
  planSpinStop,
  rotationAt,
  sameWheelEntries,
  segmentAtRotation,
  segmentColourIndex,
  segmentCount,
  segmentTurns,
  spinTurns,
  wrapTurns,
  type WheelSegments,
} from "~/features/wheel/domain/wheel";
import { seededSource } from "~/test/seeded-source";

const drawFrom =
  (source: RandomSource): IndexDraw =>
  (n) =>
    randomIndex(n, source);

const equal = (n: number) => layOutSegments(new Array<number>(n).fill(1));

const sizes = [2, 3, 4, 5, 6, 7, 8, 10, 12, 16, 31, 50, 64, 99, 100, 101, 128, 255, 333, 500, 512, 777, 999, 1000];

/** Where the pointer rests on the wheel, as a fraction of segment `index`: 0 its start edge, 1 its end edge. */
function pointerWithin(segments: WheelSegments, index: number, rotation: number): number {
  const { start, end } = segmentTurns(segments, index);
  return (wrapTurns(-rotation) - start) / (end - start);
}

describe("the wheel's segments", () => {
  it("give each name exactly its weight's share of the turn, in order", () => {
    const segments = layOutSegments([50, 1, 100, 49]);
    expect(segments.bounds).toEqual([0, 50, 51, 151, 200]);
    expect(segmentCount(segments)).toBe(4);
    expect(segmentTurns(segments, 0)).toEqual({ start: 0, end: 0.25 });
    expect(segmentTurns(segments, 2)).toEqual({ start: 51 / 200, end: 151 / 200 });
    expect(segmentTurns(segments, 3)).toEqual({ start: 151 / 200, end: 1 });
  });

  it("refuse weights a pick could not use", () => {
    expect(() => layOutSegments([1, 0])).toThrow(RangeError);
    expect(() => layOutSegments([1, 2.5])).toThrow(RangeError);
    expect(() => layOutSegments([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe("the segment under the pointer", () => {
  it("is the one whose span holds the point the rotation brings to the top", () => {
    const four = equal(4);
    expect(segmentAtRotation(four, 0)).toBe(0);
    // Turning clockwise brings the segments before zero, the last ones, under the pointer.
    expect(segmentAtRotation(four, 0.1)).toBe(3);
    expect(segmentAtRotation(four, 0.3)).toBe(2);
    expect(segmentAtRotation(four, -0.3)).toBe(1);
    expect(segmentAtRotation(four, 17.9)).toBe(0);
    // A hair short of a whole turn back reads as the wheel's zero, not as the far end of the last segment.
    expect(segmentAtRotation(four, 1e-17)).toBe(0);
  });

  it("follows the weights", () => {
    const segments = layOutSegments([1, 98, 1]);
    expect(segmentAtRotation(segments, -0.005)).toBe(0);
    expect(segmentAtRotation(segments, -0.5)).toBe(1);
    expect(segmentAtRotation(segments, -0.995)).toBe(2);
  });
});

describe("a spin's stop", () => {
  it("lands on the drawn winner for thousands of scripted draws, on wheels of 2 to 1,000 equal names", () => {
    const source = seededSource(14);
    const draw = drawFrom(source);
    let spins = 0;
    for (const n of sizes) {
      const segments = equal(n);
      let from = 0;
      for (let i = 0; i < 200; i++) {
        // Drawn first, exactly as a quick decision draws; the wheel only goes there.
        const winner = randomIndex(n, source);
        const turns = spinTurns(1000 * (1 + draw(30)));
        const to = planSpinStop(segments, winner, from, turns, draw);
        expect(segmentAtRotation(segments, to)).toBe(winner);
        expect(to - from).toBeGreaterThanOrEqual(turns);
        expect(to - from).toBeLessThan(turns + 1);
        from = wrapTurns(to);
        spins++;
      }
    }
    expect(spins).toBe(sizes.length * 200);
  });

  it("lands on the drawn winner on weighted wheels of 2 to 1,000 names, the thinnest segments included", () => {
    const source = seededSource(2024);
    const draw = drawFrom(source);
    for (const n of sizes) {
      // Random weights 1–100, and the thinnest case: one weight of 1 among weights of 100.
      const weightLists = [
        Array.from({ length: n }, () => 1 + draw(100)),
        Array.from({ length: n }, (_, i) => (i === n >> 1 ? 1 : 100)),
      ];
      for (const weights of weightLists) {
        const segments = layOutSegments(weights);
        let from = draw(1000) / 1000;
        for (let i = 0; i < 100; i++) {
          const winner = pickWeightedIndex(weights, draw);
          const to = planSpinStop(segments, winner, from, 3, draw);
          expect(segmentAtRotation(segments, to)).toBe(winner);
          from = wrapTurns(to);
        }
        const thinnest = weights.indexOf(Math.min(...weights));
        const to = planSpinStop(segments, thinnest, from, 3, draw);
        expect(segmentAtRotation(segments, to)).toBe(thinnest);
      }
    }
  });

  it("stops strictly inside the winner, never on or near an edge, wherever the pointer lands in it", () => {
    const segments = layOutSegments([3, 1, 5, 100, 1]);
    for (let winner = 0; winner < segmentCount(segments); winner++) {
      for (const from of [0, 0.2, 0.5, 0.999999]) {
        // Every landing point the draw can give.
        for (let point = 0; point < 1001; point++) {
          const to = planSpinStop(segments, winner, from, 2, () => point);
          expect(segmentAtRotation(segments, to)).toBe(winner);
          const within = pointerWithin(segments, winner, to);
          expect(within).toBeGreaterThanOrEqual(0.15 - 1e-9);
          expect(within).toBeLessThanOrEqual(0.85 + 1e-9);
        }
      }
    }
  });

  it("spreads the landing point across the middle of the segment", () => {
    const segments = equal(2);
    const first = pointerWithin(
      segments,
      1,
      planSpinStop(segments, 1, 0, 2, () => 0),
    );
    const middle = pointerWithin(
      segments,
      1,
      planSpinStop(segments, 1, 0, 2, () => 500),
    );
    const last = pointerWithin(
      segments,
      1,
      planSpinStop(segments, 1, 0, 2, () => 1000),
    );
    expect(first).toBeCloseTo(0.15, 12);
    expect(middle).toBeCloseTo(0.5, 12);
    expect(last).toBeCloseTo(0.85, 12);
  });

  it("refuses a winner the wheel does not have", () => {
    expect(() => planSpinStop(equal(3), 3, 0, 2)).toThrow(RangeError);
    expect(() => planSpinStop(equal(3), -1, 0, 2)).toThrow(RangeError);
  });

  it("makes about a turn a second, and at least two", () => {
    expect(spinTurns(1000)).toBe(2);
    expect(spinTurns(2000)).toBe(3);
    expect(spinTurns(30_000)).toBe(31);
  });
});

describe("the rotation during a spin", () => {
  const course = { from: 0.3, to: 4.05, durationMs: 2000 };

  it("starts where the wheel rested and ends exactly at the stop", () => {
    expect(rotationAt(course, 0)).toBe(0.3);
    expect(rotationAt(course, 2000)).toBe(4.05);
    expect(rotationAt(course, 5000)).toBe(4.05);
  });

  it("only ever moves forward, fast at first and slowing to the stop", () => {
    let previous = rotationAt(course, 0);
    let previousStep = Infinity;
    for (let t = 20; t <= 2000; t += 20) {
      const rotation = rotationAt(course, t);
      const step = rotation - previous;
      expect(step).toBeGreaterThan(0);
      expect(step).toBeLessThan(previousStep);
      previous = rotation;
      previousStep = step;
    }
  });
});

describe("whether a list still draws the same wheel", () => {
  const list = [
    { label: "Ann", weight: 1 },
    { label: "Bo", weight: 2 },
  ];

  it("holds for the same names and weights in the same order", () => {
    expect(sameWheelEntries(list, list)).toBe(true);
    expect(
      sameWheelEntries(
        list,
        list.map((entry) => ({ ...entry })),
      ),
    ).toBe(true);
  });

  it("fails for any edit: a name, a weight, the order or the length", () => {
    expect(sameWheelEntries(list, [list[0]!, { label: "Bob", weight: 2 }])).toBe(false);
    expect(sameWheelEntries(list, [list[0]!, { label: "Bo", weight: 3 }])).toBe(false);
    expect(sameWheelEntries(list, [list[1]!, list[0]!])).toBe(false);
    expect(sameWheelEntries(list, list.slice(0, 1))).toBe(false);
  });
});

describe("segment colours", () => {
  it("never give two neighbours the same colour, the last and the first included", () => {
    const clashes: string[] = [];
    for (let count = 2; count <= 1000; count++) {
      const colours = Array.from({ length: count }, (_, i) => segmentColourIndex(i, count, 8));
      for (let i = 0; i < count; i++) {
        if (colours[i] === colours[(i + 1) % count]) clashes.push(`${count} names: ${i} and its neighbour`);
      }
    }
    expect(clashes).toEqual([]);
  });
});
