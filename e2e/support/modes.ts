import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The decision history as the page stored it. */
export const storedHistory = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("decision-history") ?? "[]") as Record<string, unknown>[]);

/**
 * Installs a controllable clock and opens `path` with it paused, so only `page.clock.runFor` moves time:
 * a decision's delay can then be checked to the millisecond.
 */
export async function openWithPausedClock(page: Page, path: string) {
  const start = new Date("2030-01-01T09:00:00Z");
  await page.clock.install({ time: start });
  await page.goto(path);
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** No WCAG 2.2 A/AA violations in the page as it is now, in this colour scheme: under every rule, or those named. */
export async function expectAccessible(page: Page, colorScheme: "light" | "dark", rules?: string[]) {
  await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
  const axe = new AxeBuilder({ page });
  const { violations } = await (rules ? axe.withRules(rules) : axe.withTags(wcagTags)).analyze();
  expect(violations.map(({ id, nodes }) => `${colorScheme} ${id}: ${nodes.map((n) => n.target.join(" "))}`)).toEqual(
    [],
  );
}

// The dark theme changes the stylesheet's colour properties and nothing else (app.css), so of the rules run again in
// it, only those that read colours can find anything new.
const colourRules = ["color-contrast", "link-in-text-block"];

/** No WCAG 2.2 A/AA violations in the page as it is now: every rule in the light theme, the colour rules in the dark. */
export async function expectAccessibleInBothThemes(page: Page) {
  await expectAccessible(page, "light");
  await expectAccessible(page, "dark", colourRules);
}

/** True when the page scrolls sideways, which it must not at any width. */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/**
 * Makes one decision on each decision page: quick, weighted, AI reasoning and a two-contestant tournament. The
 * delays run in real time, unless `skipDelays` asks to move the test's clock (page.clock.install) past them.
 */
export async function decideOnEveryDecisionPage(page: Page, { skipDelays = false } = {}) {
  const fillTwo = async (noun: string) => {
    await page.getByRole("textbox", { name: `${noun} 1`, exact: true }).fill("Stay in");
    await page.getByRole("textbox", { name: `${noun} 2`, exact: true }).fill("Go out");
  };
  const waitOut = async (delayMs: number) => {
    if (skipDelays) await page.clock.runFor(delayMs);
  };

  await page.goto("/");
  await fillTwo("Choice");
  await page.getByRole("button", { name: "Make Decision" }).click();
  await waitOut(2_000);
  await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toBeVisible();

  await page.goto("/weighted");
  await fillTwo("Option");
  await page.getByRole("button", { name: "Make Weighted Decision" }).click();
  await waitOut(2_000);
  await expect(page.getByText("Selected based on probability weights")).toBeVisible();

  await page.goto("/ai-reasoning");
  await fillTwo("Option");
  await page.getByRole("button", { name: "Analyze & Decide" }).click();
  await waitOut(3_000);
  await expect(page.getByRole("button", { name: "Analyze Another Decision" })).toBeVisible();

  await page.goto("/battle-royale");
  await fillTwo("Contestant");
  await page.getByRole("button", { name: "Start Tournament" }).click();
  await page.getByRole("button", { name: "Battle!" }).click();
  await expect(page.getByText("Tournament Complete!")).toBeVisible();
}
