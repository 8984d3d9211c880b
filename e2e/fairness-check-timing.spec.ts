import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { measureInRounds } from "./support/rounds";

// The draws run in a worker, so the page should keep painting while they run and when their result arrives. The goal
// is no gap between frames longer than 100 ms, at the machine's real speed. A busy machine delays frames through no
// fault of the page, and most on the frames that show a result, so the same checks are also watched with 10,000
// draws, in the same test: the same worker start, tables and charts, a hundredth of the counting. Counting 100 times
// as many draws must not hold the page up: the budget is the larger of the goal and a multiple of the small checks'
// longest gap.
const goalMs = 100;
const timesTheReference = 2;

// Tracing snapshots the whole DOM at every step, which would dominate these measurements.
test.use({ trace: "off" });

/** Starts recording the time of every animation frame; `stopFrames` ends it and returns them. */
async function startFrames(page: Page) {
  await page.evaluate(() => {
    const times: number[] = [];
    const recorder = { times, stopped: false };
    (window as unknown as { __frames: typeof recorder }).__frames = recorder;
    requestAnimationFrame(function frame(time) {
      times.push(time);
      if (!recorder.stopped) requestAnimationFrame(frame);
    });
  });
}

async function stopFrames(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const recorder = (window as unknown as { __frames: { times: number[]; stopped: boolean } }).__frames;
    recorder.stopped = true;
    return recorder.times;
  });
}

const longestGap = (times: readonly number[]) => Math.max(0, ...times.slice(1).map((time, i) => time - times[i]!));

/** Lets the page run for `ms` of its own time, without anything else happening. */
const idle = (page: Page, ms: number) =>
  page.evaluate((wait) => new Promise<void>((resolve) => setTimeout(resolve, wait)), ms);

/** Opens /how-it-works and runs its check with `draws` among 6, then 100 options, recording every frame throughout. */
async function watchChecks(page: Page, draws: string) {
  await page.goto("/how-it-works");
  // Run the check does nothing until React runs the page: the weighted mode showing its own field shows it does.
  await page.getByRole("radio", { name: "Your own weights: a weighted pick" }).check();
  await expect(page.getByRole("textbox", { name: "Weights" })).toBeVisible();
  await page.getByRole("radio", { name: "Equal chances: a quick pick among k options" }).check();
  await page.getByRole("textbox", { name: "Number of draws" }).fill(draws);
  await page.getByRole("button", { name: "Run the check" }).scrollIntoViewIfNeeded();

  // First the page's own 6 options with the worker starting, then 100, the longest table and chart, in the same worker.
  await startFrames(page);
  const startedAt = Date.now();
  for (const options of [6, 100]) {
    await page.getByRole("textbox", { name: "Number of options (k)" }).fill(String(options));
    await page.getByRole("button", { name: "Run the check" }).click();
    const result = page.getByRole("region", {
      name: `Result: ${draws} draws among ${options} equally likely options`,
    });
    await expect(result).toBeVisible({ timeout: 60_000 });
    // The result's table and chart lay out and paint in the frames after it appears.
    await idle(page, 1_000);
  }
  const ms = Date.now() - startedAt;
  const frames = await stopFrames(page);
  return { ms, frames: frames.length, longestGap: longestGap(frames) };
}

test("the page keeps painting during and after checks of 1,000,000 draws", async ({ page }) => {
  const reference = await watchChecks(page, "10,000");
  const check = await watchChecks(page, "1,000,000");

  const budgetMs = Math.max(goalMs, timesTheReference * reference.longestGap);
  const line =
    `two checks of 1,000,000 draws on /how-it-works (6, then 100 options): ${check.frames} frames over ${check.ms} ms, ` +
    `longest gap ${check.longestGap.toFixed(1)} ms | the same checks of 10,000 draws: longest gap ` +
    `${reference.longestGap.toFixed(1)} ms | budget ${budgetMs.toFixed(1)} ms`;
  test.info().annotations.push({ type: "measurement", description: line });
  console.log(line);
  expect(check.frames, "frames painted while the check ran").toBeGreaterThan(10);
  expect(check.longestGap, "longest gap between frames, during and after the check").toBeLessThanOrEqual(budgetMs);
});

// The end of a check: its results (the figures, a chart of k bars and a table of k rows) come on screen without holding
// the page up. The goal is no gap between frames over 50 ms, at the machine's real speed, from the click to the whole
// result on screen. The reference is the same million draws among 2 options, whose result is two bars and two rows,
// checked before and after on a freshly opened page as the big one is: the same worker, the same counting, and almost
// none of the rendering. Rendering 100 bars and rows must not stand out from it: the budget is the larger of the goal and
// a multiple of the reference's longest gap (its slower run: the machine at its busiest around the big one). A machine
// busy for a moment can hold up the big check's frames alone, so the three are measured again, up to three rounds,
// until one round is within its budget.
const resultsGoalMs = 50;

/** Opens /how-it-works and runs one check of 1,000,000 draws among `options`, recording every frame from the click. */
async function watchResults(page: Page, options: number) {
  await page.goto("/how-it-works");
  await page.getByRole("radio", { name: "Your own weights: a weighted pick" }).check();
  await expect(page.getByRole("textbox", { name: "Weights" })).toBeVisible();
  await page.getByRole("radio", { name: "Equal chances: a quick pick among k options" }).check();
  await page.getByRole("textbox", { name: "Number of options (k)" }).fill(String(options));
  await page.getByRole("textbox", { name: "Number of draws" }).fill("1,000,000");
  await page.getByRole("button", { name: "Run the check" }).scrollIntoViewIfNeeded();

  await startFrames(page);
  const startedAt = Date.now();
  await page.getByRole("button", { name: "Run the check" }).click();
  // On screen means every row of the table, and the frame that paints the last of them. Watched from the page, a row
  // count each frame: a role query polled from here would walk the table on the page's main thread as it renders.
  await page.waitForFunction(
    (rows) => document.querySelectorAll(".fairness-result tbody tr").length === rows,
    options,
    {
      polling: "raf",
      timeout: 60_000,
    },
  );
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
  const ms = Date.now() - startedAt;
  const frames = await stopFrames(page);
  const result = page.getByRole("region", { name: `Result: 1,000,000 draws among ${options} equally likely options` });
  await expect(result.getByRole("row")).toHaveCount(options + 1);
  return { ms, frames: frames.length, longestGap: longestGap(frames) };
}

/** Checks among 2 options, 100 and 2 again, and sets the big check's budget from the slower of the small ones. */
async function measureResultsRound(page: Page) {
  const before = await watchResults(page, 2);
  const check = await watchResults(page, 100);
  const after = await watchResults(page, 2);

  const reference = Math.max(before.longestGap, after.longestGap);
  const budgetMs = Math.max(resultsGoalMs, timesTheReference * reference);
  const line =
    `a check of 1,000,000 draws among 100 options, from the click to its 100 rows on screen: ${check.frames} frames ` +
    `over ${check.ms} ms, longest gap ${check.longestGap.toFixed(1)} ms (goal ${resultsGoalMs} ms ` +
    `${check.longestGap <= resultsGoalMs ? "met" : "missed"}) | among 2 options, before and after: longest gap ` +
    `${before.longestGap.toFixed(1)} and ${after.longestGap.toFixed(1)} ms | budget ${budgetMs.toFixed(1)} ms`;
  return { check, budgetMs, withinBudget: check.longestGap <= budgetMs, line };
}

test("the results of a check of 1,000,000 draws come on screen without a long frame", async ({ page }) => {
  test.setTimeout(180_000);
  const { check, budgetMs } = await measureInRounds(3, () => measureResultsRound(page));
  expect(check.longestGap, "longest gap between frames, from the click to the whole result").toBeLessThanOrEqual(
    budgetMs,
  );
});
