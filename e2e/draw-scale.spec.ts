import type { CDPSession, Page } from "@playwright/test";
import { declinedConsent, expect, test } from "./fixtures";

// The goals for 100,000 entrants: reading the pasted list and drawing 10 winners take under 200 ms of main-thread work
// together, and no task while the list is pasted and read takes over 50 ms, so the page answers input throughout. The
// budgets give them twice that headroom for a 2-core machine busy with other work; every figure is printed against its
// goal so the notes can report it.
const goals = { workMs: 200, longestTaskMs: 50 };
const headroom = 2;

test.use({ trace: "off", storage: { "cookie-consent": declinedConsent } });

const report = (label: string, value: string) => {
  test.info().annotations.push({ type: "measurement", description: `${label}: ${value}` });
  console.log(`${label}: ${value}`);
};

/** Milliseconds the page's main thread has spent running tasks so far (Chromium's own count). */
async function mainThreadMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send("Performance.getMetrics");
  return (metrics.find((metric) => metric.name === "TaskDuration")?.value ?? 0) * 1000;
}

/** Starts collecting the durations of tasks over 50 ms. */
async function watchLongTasks(page: Page) {
  await page.evaluate(() => {
    const durations: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = durations;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => durations.push(entry.duration))).observe({
      type: "longtask",
    });
  });
}

const longTasks = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { __longTasks: number[] }).__longTasks]);

// Waits with plain DOM reads every 100 ms: Playwright's role and visibility queries run in the page's main thread too,
// and over a list of 200 rows they would cost more than the work measured.
const waitForHint = (page: Page, text: string) =>
  page.waitForFunction(
    (hint) => [...document.querySelectorAll("p.hint")].some((element) => element.textContent === hint),
    text,
    { polling: 100 },
  );
const waitForWinners = (page: Page, count: number) =>
  page.waitForFunction((shown) => document.querySelectorAll('ol[aria-label="Winners"] li').length === shown, count, {
    polling: 100,
  });

test("100,000 pasted entrants are read in short tasks, and 10 winners drawn, within the main-thread budget", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Every tenth entrant holds 3 tickets: 100,000 entrants, 120,000 tickets.
  const text = Array.from({ length: 100_000 }, (_, i) => `Entrant ${i + 1}${i % 10 === 0 ? ", 3" : ""}`).join("\n");
  await page.goto("/draw");
  // The list is pasted once React has hydrated the field: before, the browser would paste it as one line of text.
  await page.waitForFunction(() => {
    const field = document.querySelector('input[aria-label="Entrant 1"]');
    return field !== null && Object.keys(field).some((key) => key.startsWith("__reactFiber"));
  });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate((list) => navigator.clipboard.writeText(list), text);
  await page.getByRole("textbox", { name: "Winners" }).fill("10");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  await watchLongTasks(page);

  const beforePaste = await mainThreadMs(cdp);
  await page.locator('input[aria-label="Entrant 1"]').focus();
  await page.keyboard.press("ControlOrMeta+V");
  await waitForHint(page, "100,000 entrants, 120,000 tickets.");
  const readMs = (await mainThreadMs(cdp)) - beforePaste;
  const whileReading = await longTasks(page);

  const drawButton = page.locator("button.button-primary", { hasText: "Draw Winners" });
  const beforeDraw = await mainThreadMs(cdp);
  await drawButton.click();
  await waitForWinners(page, 10);
  const drawMs = (await mainThreadMs(cdp)) - beforeDraw;
  const record = await page.evaluate(() => localStorage.getItem("decision-history") ?? "");

  const longest = Math.max(0, ...whileReading);
  report("100,000 entrants on /draw: paste and read, main thread", `${readMs.toFixed(0)} ms`);
  report("100,000 entrants on /draw: draw 10 winners and save, main thread", `${drawMs.toFixed(0)} ms`);
  report(
    "100,000 entrants on /draw: together",
    `${(readMs + drawMs).toFixed(0)} ms; goal ${goals.workMs} ms, budget ${goals.workMs * headroom} ms`,
  );
  report(
    "100,000 entrants on /draw: tasks over 50 ms while pasting and reading",
    `${whileReading.length ? whileReading.map((ms) => ms.toFixed(0)).join(", ") : "none"}; goal: none over ${goals.longestTaskMs} ms`,
  );
  report(
    "100,000 entrants on /draw: the history after the draw",
    `${record.length.toLocaleString("en-US")} characters`,
  );
  expect(readMs + drawMs).toBeLessThan(goals.workMs * headroom);
  expect(longest).toBeLessThan(goals.longestTaskMs * headroom);
  // The record keeps the winners, the count and the hash, not the list.
  expect(record.length).toBeLessThan(5_000);
  expect(JSON.parse(record)[0].outcome.unkeptList.count).toBe(100_000);
});
