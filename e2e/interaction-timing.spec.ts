import type { Page } from "@playwright/test";
import { declinedConsent, expect, test } from "./fixtures";

// Interaction to next paint on a slow phone (the CPU slowed 4 times), read from the Event Timing API: an interaction's
// figure is its longest event, from the input until the frame that shows what it did. The goal is 100 ms, and every
// figure is printed against it. A machine busy with other work slows every interaction through no fault of the page
// (under a load average of 8–10, the same press measured 64 to 168 ms from one run to the next), so the test asserts
// only a generous bound: twice the goal, plus a multiple of the page's trivial interaction (a click on its heading,
// which no code of ours handles) measured in the same test. A page that froze on an interaction would still fail.
const goalMs = 100;
const timesTheReference = 3;
// The Event Timing API reports no event shorter than this: an interaction without an entry took less.
const shortestReportedMs = 16;

// Tracing snapshots the whole DOM at every step, which would dominate these measurements.
test.use({ trace: "off", reducedMotion: "no-preference" });

/** Starts collecting each interaction's longest event, by interaction, for as long as the page stays open. */
async function observeInteractions(page: Page) {
  await page.evaluate((threshold) => {
    const longest: Record<number, number> = {};
    (window as unknown as { __interactionMs: Record<number, number> }).__interactionMs = longest;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId)
          longest[entry.interactionId] = Math.max(longest[entry.interactionId] ?? 0, entry.duration);
      }
    }).observe({ type: "event", durationThreshold: threshold } as PerformanceObserverInit);
  }, shortestReportedMs);
}

const interactionsSoFar = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { __interactionMs: Record<number, number> }).__interactionMs }));

/**
 * Runs `act` with the CPU slowed 4 times and returns the longest interaction it caused. The entries come after the
 * frame that follows the input, so they are read once a few more frames have gone by.
 */
async function timeInteraction(page: Page, act: () => Promise<void>): Promise<number> {
  const before = await interactionsSoFar(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  try {
    await act();
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250))),
          ),
        ),
    );
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.detach();
  }
  const after = await interactionsSoFar(page);
  const added = Object.keys(after)
    .filter((id) => !(id in before))
    .map((id) => after[Number(id)]!);
  return Math.max(shortestReportedMs, ...added);
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Times `act` (the worst of its interactions) beside the page's heading being clicked three times, then checks it. */
async function expectQuickInteraction(page: Page, label: string, act: () => Promise<void>) {
  await observeInteractions(page);
  const heading = page.getByRole("heading", { level: 1 });
  const reference: number[] = [];
  for (let i = 0; i < 3; i++) reference.push(await timeInteraction(page, () => heading.click()));
  const measuredMs = await timeInteraction(page, act);
  const referenceMs = median(reference);
  const budgetMs = 2 * goalMs + timesTheReference * referenceMs;
  const line =
    `INP at CPU ×4, ${label}: ${measuredMs.toFixed(0)} ms (goal ${goalMs} ms ${measuredMs <= goalMs ? "met" : "missed"})` +
    ` | a click on the page's heading ${referenceMs.toFixed(0)} ms | budget ${budgetMs.toFixed(0)} ms` +
    ` (${shortestReportedMs} ms means at most that)`;
  test.info().annotations.push({ type: "measurement", description: line });
  console.log(line);
  expect(measuredMs, label).toBeLessThanOrEqual(budgetMs);
}

test("pressing Make Decision on the home page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("textbox", { name: "Choice 1" }).fill("Pizza");
  await page.getByRole("textbox", { name: "Choice 2" }).fill("Sushi");
  // The wheel is drawn by the page's script: once it holds both names, pressing the button runs React's handler.
  await expect(page.getByRole("img", { name: "A wheel of 2 choices" })).toBeVisible();
  const button = page.getByRole("button", { name: "Make Decision" });
  await expectQuickInteraction(page, "Make Decision on /", () => button.click());
  await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toBeVisible();
});

test("pressing Make Weighted Decision", async ({ page }) => {
  await page.goto("/weighted");
  await page.getByRole("textbox", { name: "Option 1" }).fill("Pizza");
  await page.getByRole("textbox", { name: "Option 2" }).fill("Sushi");
  await expect(page.getByRole("img", { name: "A wheel of 2 options" })).toBeVisible();
  const button = page.getByRole("button", { name: "Make Weighted Decision" });
  await expectQuickInteraction(page, "Make Weighted Decision on /weighted", () => button.click());
  await expect(page.getByRole("region", { name: "Weighted Result" })).toBeVisible();
});

test("pressing Analyze & Decide", async ({ page }) => {
  await page.goto("/ai-reasoning");
  await page.getByRole("textbox", { name: "Option 1" }).fill("Cook at home");
  await page.getByRole("textbox", { name: "Option 2" }).fill("Order takeaway");
  await page.getByRole("textbox", { name: "Context (optional)" }).fill("On a budget");
  const button = page.getByRole("button", { name: "Analyze & Decide" });
  await expect(button).toBeEnabled();
  await expectQuickInteraction(page, "Analyze & Decide on /ai-reasoning", () => button.click());
  await expect(page.getByRole("button", { name: "AI is analyzing..." })).toBeDisabled();
  await expect(page.getByRole("region", { name: "AI Decision" })).toBeVisible();
});

test("pressing Battle!", async ({ page }) => {
  await page.goto("/battle-royale");
  for (const [index, name] of ["Pizza", "Sushi", "Tacos", "Curry"].entries()) {
    await page.getByRole("textbox", { name: `Contestant ${index + 1}`, exact: true }).fill(name);
  }
  await expect(page.getByText("Valid Contestants: 4")).toBeVisible();
  await page.getByRole("button", { name: "Start Tournament" }).click();
  const battle = page.getByRole("button", { name: "Battle!" });
  await expect(battle).toBeFocused();
  await expectQuickInteraction(page, "Battle! on /battle-royale", () => battle.click());
  await expect(page.getByText("Match 2 of 2", { exact: true })).toBeVisible();
});

test.describe("a list of 1,000 choices", () => {
  const choices = Array.from({ length: 1_000 }, (_, i) => `Choice number ${i + 1}`);
  test.use({ storage: { "cookie-consent": declinedConsent, "pending-template": JSON.stringify({ choices }) } });

  test("typing a key in one of its rows", async ({ page }) => {
    await page.goto("/");
    const field = page.getByRole("textbox", { name: "Choice 150", exact: true });
    await expect(field).toHaveValue("Choice number 150");
    await expectQuickInteraction(page, "a key typed in a row of a 1,000-choice list on /", async () => {
      await field.focus();
      await page.keyboard.press("End");
      for (const key of "abc") await page.keyboard.press(key);
    });
    await expect(field).toHaveValue("Choice number 150abc");
  });
});

test("moving a weight slider", async ({ page }) => {
  await page.goto("/weighted");
  await page.getByRole("textbox", { name: "Option 1" }).fill("Pizza");
  await page.getByRole("textbox", { name: "Option 2" }).fill("Sushi");
  const slider = page.getByRole("slider", { name: "Weight for option 1" });
  await expect(page.getByText("Total weight: 100")).toBeVisible();
  await expectQuickInteraction(page, "a weight slider moved from the keyboard on /weighted", async () => {
    await slider.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  });
  await expect(slider).toHaveValue("53");
  await expect(page.getByText("Total weight: 103")).toBeVisible();
});

test("opening the menu on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/privacy-policy");
  const menu = page.getByRole("button", { name: "Menu" });
  // The menu button does nothing until React runs the page: Escape closing an opened menu shows it does.
  await expect(async () => {
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expectQuickInteraction(page, "the menu opened on a 390 px wide /privacy-policy", () => menu.click());
  await expect(menu).toHaveAttribute("aria-expanded", "true");
});
