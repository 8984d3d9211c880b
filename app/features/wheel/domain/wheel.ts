import { type IndexDraw, randomIndex } from "~/kernel/random/domain/random";

// The wheel's geometry. Angles are in turns (1 = a whole turn), measured clockwise from the wheel's zero, which
// sits under the pointer at the top while the wheel is unturned; a rotation of r turns the wheel r turns clockwise.
// Segment i owns the whole weight units from the weights before it up to its own: exactly w_i / Σw of the turn,
// whatever floating point would make of the fractions.

/** The most names a wheel shows; a longer list is still decided, on the card. */
export const maximumWheelEntries = 1000;

export const minimumSpinSeconds = 1;
export const maximumSpinSeconds = 30;

/** What a wheel's entries are, for the sentences that count them: a quick pick's choices, a weighted pick's options. */
export type WheelEntryKind = "choice" | "option";

/** One name on the wheel and its weight (1 for every name of a plain list). */
export interface WheelEntry {
  label: string;
  weight: number;
}

/** True when two lists would draw the same wheel: the same names with the same weights, in the same order. */
export function sameWheelEntries(a: readonly WheelEntry[], b: readonly WheelEntry[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((entry, i) => entry.label === b[i]?.label && entry.weight === b[i]?.weight);
}

/** bounds[i] is the weight before segment i, so segment i spans [bounds[i], bounds[i + 1]) of the total. */
export interface WheelSegments {
  readonly bounds: readonly number[];
}

/** Lays out one segment per weight, in order, each its exact share of the turn. */
export function layOutSegments(weights: readonly number[]): WheelSegments {
  const bounds = [0];
  let total = 0;
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 1)
      throw new RangeError(`Weights must be positive integers, got ${weight}`);
    total += weight;
    if (!Number.isSafeInteger(total)) throw new RangeError("The weights add up to more than a safe integer");
    bounds.push(total);
  }
  return { bounds };
}

export const segmentCount = ({ bounds }: WheelSegments) => bounds.length - 1;

const totalOf = ({ bounds }: WheelSegments) => bounds[bounds.length - 1] as number;

/** Where segment `index` starts and ends, in turns from the wheel's zero. */
export function segmentTurns(segments: WheelSegments, index: number): { start: number; end: number } {
  const total = totalOf(segments);
  return {
    start: (segments.bounds[index] as number) / total,
    end: (segments.bounds[index + 1] as number) / total,
  };
}

/** The part of a rotation past its whole turns, in [0, 1), negative rotations included. */
export function wrapTurns(turns: number): number {
  const fraction = turns - Math.floor(turns);
  // A tiny negative input leaves 1 - ε, which rounds to 1: that is the wheel's zero again.
  return fraction < 1 ? fraction : 0;
}

/** The segment under the pointer when the wheel has turned `rotation` turns clockwise. */
export function segmentAtRotation(segments: WheelSegments, rotation: number): number {
  const { bounds } = segments;
  const units = wrapTurns(-rotation) * totalOf(segments);
  // The last segment whose start is at or before the pointer.
  let low = 0;
  let high = segmentCount(segments) - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((bounds[middle] as number) <= units) low = middle;
    else high = middle - 1;
  }
  return low;
}

// The pointer stops in the middle 70% of the winner's segment, at one of 1,001 evenly spaced points: never on an
// edge, and far enough from one that the eye never has to judge which side it fell.
const landingMargin = 0.15;
const landingPoints = 1001;

/** Whole turns a spin makes before it settles: about one a second, and never fewer than two. */
export function spinTurns(durationMs: number): number {
  return Math.max(2, Math.round(durationMs / 1000) + 1);
}

/**
 * Where a spin that starts at `from` stops: after `turns` whole turns and less than one more, with the pointer at a
 * random point strictly inside segment `winner`. The winner was drawn before (docs/product-rules.md, The wheel);
 * `draw` only places the pointer within its segment.
 */
export function planSpinStop(
  segments: WheelSegments,
  winner: number,
  from: number,
  turns: number,
  draw: IndexDraw = randomIndex,
): number {
  if (!Number.isInteger(winner) || winner < 0 || winner >= segmentCount(segments)) {
    throw new RangeError(`No segment ${winner} on a wheel of ${segmentCount(segments)}`);
  }
  const { start, end } = segmentTurns(segments, winner);
  const point = landingMargin + ((1 - 2 * landingMargin) * draw(landingPoints)) / (landingPoints - 1);
  const target = start + (end - start) * point;
  // The pointer reads the wheel at -rotation, so the stop is the next rotation past `from` + turns that is -target.
  return from + turns + wrapTurns(-target - from);
}

/** A spin's course: from one rotation to another over a duration. */
export interface SpinCourse {
  from: number;
  to: number;
  durationMs: number;
}

/** The rotation `elapsedMs` into a spin: fast at first, slowing steadily to a stop exactly at `to`. */
export function rotationAt({ from, to, durationMs }: SpinCourse, elapsedMs: number): number {
  if (elapsedMs >= durationMs) return to;
  if (elapsedMs <= 0) return from;
  const left = 1 - elapsedMs / durationMs;
  return from + (to - from) * (1 - left * left * left);
}

/**
 * Which of `paletteSize` colours segment `index` of `count` gets: neighbours always differ, the last and the first
 * too, as long as the palette has three colours or more.
 */
export function segmentColourIndex(index: number, count: number, paletteSize: number): number {
  const colour = index % paletteSize;
  return count > 1 && index === count - 1 && colour === 0 ? 1 : colour;
}
