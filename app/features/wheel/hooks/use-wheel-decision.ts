import { useState } from "react";
import {
  layOutSegments,
  maximumWheelEntries,
  planSpinStop,
  spinTurns,
  type WheelEntry,
  wrapTurns,
} from "~/features/wheel/domain/wheel";
import { useTimedDecision } from "~/kernel/ui/hooks/use-timed-decision";
import { useWheelPreferences } from "~/features/wheel/hooks/use-wheel-preferences";
import type { DecisionView, WheelPreferences } from "~/features/wheel/storage/wheel-preferences";

/** One spin of the wheel: the list it started with, the winner drawn before it began, and its course. */
export interface WheelSpin {
  entries: readonly WheelEntry[];
  winner: number;
  /** Rotations in turns: where the wheel rested, and where this spin stops with the pointer on the winner. */
  from: number;
  to: number;
  durationMs: number;
  /** `performance.now()` when it began, so the animation ends when the decision's timer does. */
  startedAt: number;
}

/** What the wheel view shows of a decision. */
export interface WheelState {
  view: DecisionView;
  preferences: WheelPreferences;
  /** The last spin, kept after it stopped: the wheel rests where it ended. */
  spin: WheelSpin | null;
  /** How long the next spin lasts. */
  spinMs: number;
  /** The wheel is turning: the decision is on its way, and the list may change without touching it. */
  spinning: boolean;
  /** The last spin's result is shown. */
  settled: boolean;
}

/**
 * A decision shown on the wheel or on the card. On the wheel, the winner is drawn at once and the wheel spins to it
 * for the spin time (the page's suspense time unless the visitor chose another), then the outcome is recorded and
 * shown. On the card, or for a list longer than the wheel holds, the draw comes after the suspense time as always.
 */
export function useWheelDecision<T>(delayMs: number) {
  const { phase, decide: decideAfter, reset: resetPhase } = useTimedDecision<T>(delayMs);
  const preferences = useWheelPreferences();
  const [spin, setSpin] = useState<WheelSpin | null>(null);
  const { view } = preferences;
  const spinMs = preferences.spinSeconds === null ? delayMs : preferences.spinSeconds * 1000;

  /** Decides among `entries`: `drawWinner` draws the winner's index, `record` saves and describes the outcome. */
  const decide = (entries: readonly WheelEntry[], drawWinner: () => number, record: (winner: number) => T) => {
    if (view !== "wheel" || entries.length > maximumWheelEntries) {
      setSpin(null);
      decideAfter(() => record(drawWinner()));
      return;
    }
    // The draw alone decides, before anything moves; the wheel only shows it (docs/product-rules.md, The wheel).
    const winner = drawWinner();
    const from = spin ? wrapTurns(spin.to) : 0;
    const segments = layOutSegments(entries.map((entry) => entry.weight));
    const to = planSpinStop(segments, winner, from, spinTurns(spinMs));
    setSpin({ entries, winner, from, to, durationMs: spinMs, startedAt: performance.now() });
    decideAfter(() => record(winner), spinMs);
  };

  const reset = () => {
    resetPhase();
    setSpin(null);
  };

  const wheel: WheelState = {
    view,
    preferences,
    spin,
    spinMs,
    spinning: phase.status === "deciding" && spin !== null,
    settled: phase.status === "decided" && spin !== null,
  };
  return { phase, decide, reset, wheel };
}
