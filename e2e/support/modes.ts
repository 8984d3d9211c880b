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

/** No WCAG 2.2 A/AA violations in the page as it is now, in both colour schemes. */
export async function expectAccessibleInBothThemes(page: Page) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(violations.map(({ id, nodes }) => `${colorScheme} ${id}: ${nodes.map((n) => n.target.join(" "))}`)).toEqual(
      [],
    );
  }
}

/** True when the page scrolls sideways, which it must not at any width. */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
