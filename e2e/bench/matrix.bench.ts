import type { Page } from "@playwright/test";
import { declinedConsent, expect, test } from "#e2e/fixtures";
import { recordFigure, withinGoalOrReference } from "./figures";
import { describeLongFrames, longestGap, slowCpu, startFrames, stopFrames, twoMoreFrames } from "./frame-gaps";

test.use({ storage: { "cookie-consent": declinedConsent } });

// The goal: after a change to a 20 × 12 matrix, ranking, sensitivity and robustness are back on screen within 100 ms.
// A machine busy with other work misses it through no fault of the page, so the same change is also timed on a 2 × 1
// matrix in the same run; the goal is met within the larger of 100 ms and 3 times that reference.
const goalMs = 100;
const timesTheReference = 3;

/** A stored matrix of `options` × `criteria` with a spread of scores, in the format the page keeps. */
function storedMatrix(options: number, criteria: number): string {
  return JSON.stringify({
    o: Array.from({ length: options }, (_, o) => `Option ${o + 1}`),
    c: Array.from({ length: criteria }, (_, c) => [
      `Criterion ${c + 1}`,
      c % 2 === 0 ? "higher" : "scale",
      1 + (c % 5),
    ]),
    s: Array.from({ length: options }, (_, o) =>
      Array.from({ length: criteria }, (_, c) =>
        String(c % 2 === 0 ? (o * 37 + c * 11) % 101 : 1 + ((o * 7 + c * 3) % 5)),
      ),
    ),
  });
}

interface Timing {
  /** The change's own work: the input event, React's render and commit of ranking, explanation and sensitivity. */
  changeMs: number;
  /** Until the robustness figure for the changed matrix is on screen (its 10,000 variations run in a deferred render). */
  untilRobustnessMs: number;
}

/** Changes the first option's first score 5 times, timing each change until its robustness figure is shown. */
async function timeChanges(page: Page, options: number, criteria: number): Promise<Timing[]> {
  await page.evaluate((stored) => localStorage.setItem("decision-matrix", stored), storedMatrix(options, criteria));
  await page.goto("/decision-matrix");
  await expect(page.locator(".matrix-robustness")).toHaveAttribute("aria-busy", "false");
  const timings: Timing[] = [];
  for (let run = 0; run < 5; run++) {
    timings.push(
      await page.evaluate(
        (value) =>
          new Promise<Timing>((resolve) => {
            const input = document.querySelector<HTMLInputElement>(
              '.matrix-score input[aria-label$="score for Option 1"]',
            )!;
            const robustness = document.querySelector<HTMLElement>(".matrix-robustness")!;
            const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
            const start = performance.now();
            setValue.call(input, value);
            input.dispatchEvent(new Event("input", { bubbles: true }));
            const changeMs = performance.now() - start;
            requestAnimationFrame(function frame() {
              if (robustness.getAttribute("aria-busy") === "true") requestAnimationFrame(frame);
              else resolve({ changeMs, untilRobustnessMs: performance.now() - start });
            });
          }),
        String(run % 2 === 0 ? 99 : 3),
      ),
    );
  }
  return timings;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test("a change to a 20 × 12 matrix beside one to a 2 × 1 matrix", async ({ page }) => {
  await page.goto("/");
  const small = await timeChanges(page, 2, 1);
  const large = await timeChanges(page, 20, 12);
  const reference = median(small.map(({ untilRobustnessMs }) => untilRobustnessMs));
  const untilRobustness = median(large.map(({ untilRobustnessMs }) => untilRobustnessMs));
  recordFigure({
    name: "matrix 20 × 12, a change until robustness is shown (median of 5)",
    unit: "ms",
    value: untilRobustness,
    reference: { name: "2 × 1", value: reference },
    goal: withinGoalOrReference(untilRobustness, reference, goalMs, timesTheReference),
  });
  recordFigure({
    name: "matrix 20 × 12, the change's own render (median of 5)",
    unit: "ms",
    value: median(large.map(({ changeMs }) => changeMs)),
    reference: { name: "2 × 1", value: median(small.map(({ changeMs }) => changeMs)) },
  });
});

// On a slow phone's CPU (×4), a change and its 10,000 variations reach the screen with no gap between frames over
// 50 ms. The reference is the same changes to a 2 × 1 matrix, in the same run.
const framesGoalMs = 50;

/** At CPU ×4, changes the first option's first score 5 times, each until its robustness is shown, recording frames. */
async function watchChanges(page: Page, options: number, criteria: number) {
  await page.evaluate((stored) => localStorage.setItem("decision-matrix", stored), storedMatrix(options, criteria));
  await page.goto("/decision-matrix");
  const robustness = page.locator(".matrix-robustness");
  await expect(robustness).toHaveAttribute("aria-busy", "false");
  const score = page.locator('.matrix-score input[aria-label$="score for Option 1"]').first();
  const cdp = await page.context().newCDPSession(page);
  await slowCpu(cdp, 4);
  await startFrames(page);
  for (let run = 0; run < 5; run++) {
    await score.fill(String(run % 2 === 0 ? 99 : 3));
    // Watched from the page each frame: a query polled from here would run on the page's main thread too.
    await page.waitForFunction(
      () => document.querySelector(".matrix-robustness")?.getAttribute("aria-busy") === "false",
      undefined,
      { polling: "raf" },
    );
  }
  await twoMoreFrames(page);
  const { times, longFrames } = await stopFrames(page);
  await slowCpu(cdp, 1);
  await cdp.detach();
  describeLongFrames(`${options} × ${criteria}`, longFrames);
  return longestGap(times);
}

test("changes to a 20 × 12 matrix at CPU ×4 beside a 2 × 1 matrix: longest frame gap", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto("/");
  const reference = await watchChanges(page, 2, 1);
  const gap = await watchChanges(page, 20, 12);
  recordFigure({
    name: "matrix 20 × 12, 5 changes and their 10,000 variations each, CPU ×4: longest frame gap",
    unit: "ms",
    value: gap,
    reference: { name: "2 × 1", value: reference },
    goal: { text: `≤ ${framesGoalMs} ms`, met: gap <= framesGoalMs },
  });
});
