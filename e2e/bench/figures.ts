import { test } from "@playwright/test";

/**
 * One measured figure, as `npm run bench` prints it: beside a reference measured in the same run, with the goal it
 * is judged against. The bench judges; nothing here fails a test (decision D24).
 */
export interface Figure {
  name: string;
  unit: string;
  value: number;
  reference?: { name: string; value: number };
  /** The goal in words, e.g. "≤ 50 ms", and whether the figure meets it. */
  goal?: { text: string; met: boolean };
}

/** The annotation type scripts/bench.mjs collects from the bench report. */
export const figureAnnotation = "bench-figure";

/** Records `figure` for `npm run bench` and prints it for a reader of the run. */
export function recordFigure(figure: Figure) {
  test.info().annotations.push({ type: figureAnnotation, description: JSON.stringify(figure) });
  const reference = figure.reference ? ` | ${figure.reference.name}: ${figure.reference.value.toFixed(1)}` : "";
  const goal = figure.goal ? ` | goal ${figure.goal.text}: ${figure.goal.met ? "met" : "missed"}` : "";
  console.log(`${figure.name}: ${figure.value.toFixed(1)} ${figure.unit}${reference}${goal}`);
}

/**
 * The goal most page figures share: at most `goalMs`, or at most `times` the same run's reference where the machine
 * is slower than the goal allows for (a busy or slow machine moves both).
 */
export function withinGoalOrReference(value: number, referenceValue: number, goalMs: number, times: number) {
  const budget = Math.max(goalMs, times * referenceValue);
  return { text: `≤ max(${goalMs} ms, ${times} × reference)`, met: value <= budget };
}
