import type { Page } from "@playwright/test";
import { declinedConsent, expect, test } from "#e2e/fixtures";
import { recordFigure, withinGoalOrReference } from "./figures";

test.use({ reducedMotion: "no-preference", storage: { "cookie-consent": declinedConsent } });

// The goals: a median frame interval of at most 20 ms and no frame over 50 ms, with the CPU slowed 4 times. A machine
// busy with other work misses them through no fault of the page, so the same spin is also measured on a wheel of 12
// names, before and after the big one. The big wheel must not slow down with its names: the goal is the larger of the
// figure and a multiple of the small wheel's (drawing every label each frame, as a wheel that redraws itself would,
// makes frames several times as long).
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
    pressFrameMs: spin.pressFrameMs,
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

test("a spin of 1,000 names beside a spin of 12, on a CPU slowed 4 times", async ({ page }) => {
  test.setTimeout(180_000);
  // Not `/`: a page that takes the pending template could still be hydrating, and take the one written next.
  await page.goto("/terms-of-service");
  const [before, big, after] = [
    await measureSpin(page, namesOf(12)),
    await measureSpin(page, namesOf(1000)),
    await measureSpin(page, namesOf(12)),
  ].map(summarize);
  // The spin lasts the page's 2-second suspense time; much less would mean the wheel skipped most of its turn.
  expect(big!.turnMs, "time the wheel was seen turning").toBeGreaterThan(1_500);

  // The slower of the two small spins: the machine at its busiest around the big one.
  const reference = {
    median: Math.max(before!.median, after!.median),
    longest: Math.max(before!.longest, after!.longest),
  };
  recordFigure({
    name: "wheel spin, 1,000 names, CPU ×4: median frame",
    unit: "ms",
    value: big!.median,
    reference: { name: "12 names", value: reference.median },
    goal: withinGoalOrReference(big!.median, reference.median, goals.medianMs, timesTheReference.median),
  });
  recordFigure({
    name: "wheel spin, 1,000 names, CPU ×4: longest frame",
    unit: "ms",
    value: big!.longest,
    reference: { name: "12 names", value: reference.longest },
    goal: withinGoalOrReference(big!.longest, reference.longest, goals.longestMs, timesTheReference.longest),
  });
  recordFigure({
    name: "wheel spin, 1,000 names, CPU ×4: the frame that holds the press",
    unit: "ms",
    value: big!.pressFrameMs,
    reference: { name: "12 names", value: Math.max(before!.pressFrameMs, after!.pressFrameMs) },
  });
});
