import type { Page } from "@playwright/test";
import { declinedConsent, expect, test } from "./fixtures";
import { measureInRounds } from "./support/rounds";

// Tracing snapshots the whole DOM at every step, which would dominate these measurements.
test.use({ trace: "off", reducedMotion: "no-preference", storage: { "cookie-consent": declinedConsent } });

// The goals: a median frame interval of at most 20 ms and no frame over 50 ms, with the CPU slowed 4 times. A machine
// busy with other work misses them through no fault of the page, so the same spin is also measured, in the same test,
// on a wheel of 12 names, before and after the big one. The big wheel must not slow down with its names: its budget is
// the larger of the goal and a multiple of the small wheel's figure (drawing every label each frame, as a wheel that
// redraws itself would, makes frames several times as long). A machine busy for a few seconds can slow the big spin
// alone, so the three spins are measured again, up to three rounds, until one round is within its budget.
const goals = { medianMs: 20, longestMs: 50 };
const timesTheReference = { median: 2, longest: 3 };

interface Spin {
  /** The interval that holds the press itself: React's render and the commit that hands the turn to the compositor. */
  pressFrameMs: number;
  /** The intervals of the turn, every frame after the press up to the one that shows the wheel at its stop. */
  turning: number[];
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

function summarize(spin: Spin) {
  const sorted = [...spin.turning].sort((a, b) => a - b);
  return {
    frames: sorted.length,
    turnMs: sorted.reduce((sum, interval) => sum + interval, 0),
    median: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    longest: sorted.at(-1)!,
  };
}

/** Opens `/` holding `names`, then presses Make Decision with the CPU slowed 4 times and times every frame of the spin. */
async function measureSpin(page: Page, names: string[]): Promise<Spin> {
  await page.evaluate((stored) => localStorage.setItem("pending-template", stored), JSON.stringify({ choices: names }));
  await page.goto("/");
  await expect(
    page.getByRole("img", { name: `A wheel of ${names.length.toLocaleString("en")} choices` }),
  ).toBeVisible();
  await page.locator(".wheel-frame").scrollIntoViewIfNeeded();
  // The wheel draws its labels in a timer after the frame that shows the list (decision 009): the press is timed
  // once the page has nothing left to do, so the spin does not pay for that drawing.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => requestIdleCallback(resolve)))),
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const frames = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const wheel = document.querySelector<HTMLElement>(".wheel")!;
        const canvas = document.querySelector<HTMLCanvasElement>(".wheel-canvas")!;
        const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "Make Decision")!;
        const times: number[] = [];
        button.click();
        const atStop = () => canvas.style.transform === `rotate(${wheel.dataset.rotation}deg)`;
        requestAnimationFrame(function frame(time) {
          times.push(time);
          if (wheel.dataset.spinning === "true" && !atStop()) requestAnimationFrame(frame);
          else resolve(times);
        });
      }),
  );
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toBeVisible();
  const [pressFrameMs = 0, ...turning] = frames.slice(1).map((time, i) => time - frames[i]!);
  return { pressFrameMs, turning };
}

const namesOf = (count: number) => Array.from({ length: count }, (_, i) => `Name number ${i + 1}`);

/** Spins 12 names, 1,000 names and 12 again, and sets the big spin's budget from the slower of the small ones. */
async function measureRound(page: Page) {
  const before = await measureSpin(page, namesOf(12));
  const big = await measureSpin(page, namesOf(1000));
  const after = await measureSpin(page, namesOf(12));

  const [small1, large, small2] = [before, big, after].map(summarize);
  // The slower of the two small spins: the machine at its busiest around the big one.
  const reference = {
    median: Math.max(small1!.median, small2!.median),
    longest: Math.max(small1!.longest, small2!.longest),
  };
  const budget = {
    median: Math.max(goals.medianMs, timesTheReference.median * reference.median),
    longest: Math.max(goals.longestMs, timesTheReference.longest * reference.longest),
  };
  const line =
    `wheel spin at CPU ×4, 1,000 names: first frame after the press ${big.pressFrameMs.toFixed(1)} ms; then ` +
    `${large!.frames} frames over ${large!.turnMs.toFixed(0)} ms, median ${large!.median.toFixed(1)} ms, 95th percentile ${large!.p95.toFixed(1)} ms, ` +
    `longest ${large!.longest.toFixed(1)} ms | 12 names: median ${reference.median.toFixed(1)} ms, longest ` +
    `${reference.longest.toFixed(1)} ms | budget: median ${budget.median.toFixed(1)} ms, longest ${budget.longest.toFixed(1)} ms`;
  const withinBudget = large!.median <= budget.median && large!.longest <= budget.longest;
  return { large: large!, budget, withinBudget, line };
}

test("a spin of 1,000 names keeps its frames as short as a spin of 12, on a CPU slowed 4 times", async ({ page }) => {
  test.setTimeout(180_000);
  // Not `/`: a page that takes the pending template could still be hydrating, and take the one written next.
  await page.goto("/terms-of-service");
  const { large, budget } = await measureInRounds(3, () => measureRound(page));

  // The spin lasts the page's 2-second suspense time; much less would mean the wheel skipped most of its turn.
  expect(large.turnMs, "time the wheel was seen turning").toBeGreaterThan(1_500);
  expect(large.median, "median frame interval, 1,000 names").toBeLessThanOrEqual(budget.median);
  expect(large.longest, "longest frame interval, 1,000 names").toBeLessThanOrEqual(budget.longest);
});
