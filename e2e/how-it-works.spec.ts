import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessibleInBothThemes, scrollsSideways } from "./support/modes";
import { enterContestants } from "./support/tournament";

const modeNames = {
  uniform: "Equal chances: a quick pick among k options",
  weighted: "Your own weights: a weighted pick",
  tournament: "Whole tournaments: N contestants, byes and all",
} as const;

const checkRegion = (page: Page) => page.getByRole("region", { name: "Check it yourself" });
const resultRegion = (page: Page) => page.getByRole("region", { name: /^Result: / });

/**
 * Opens the page with React running the check: before that, Run the check would submit the form as a plain
 * page load. The weighted mode showing its own field shows it does.
 */
async function openHowItWorks(page: Page) {
  await page.goto("/how-it-works");
  await page.getByRole("radio", { name: modeNames.weighted }).check();
  await expect(page.getByRole("textbox", { name: "Weights" })).toBeVisible();
  await page.getByRole("radio", { name: modeNames.uniform }).check();
}

async function runCheck(page: Page, mode: keyof typeof modeNames, field: string, value: string, draws: string) {
  await page.getByRole("radio", { name: modeNames[mode] }).check();
  await page.getByRole("textbox", { name: field }).fill(value);
  await page.getByRole("textbox", { name: "Number of draws" }).fill(draws);
  await page.getByRole("button", { name: "Run the check" }).click();
}

const statValue = (result: Locator, name: string) =>
  result.locator(".stat-tile").filter({ hasText: name }).getByRole("definition");

/** The result's chart, table, test figures and sentence; returns the table's observed counts. */
async function expectResult(page: Page, { categories, expected }: { categories: number; expected: string[] }) {
  const result = resultRegion(page);
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(result.locator("svg rect")).toHaveCount(categories);
  await expect(result.locator("svg")).toHaveAttribute("aria-hidden", "true");
  const table = result.getByRole("table", { name: /expected and observed/ });
  await expect(table.getByRole("row")).toHaveCount(categories + 1);
  const header = await table.getByRole("columnheader").allInnerTexts();
  const column = (name: string) => header.indexOf(name) + 1;
  const cells = (name: string) => table.locator(`tbody td:nth-child(${column(name)})`).allInnerTexts();
  expect(await cells("Expected")).toEqual(expected);
  await expect(statValue(result, "Chi-square (χ²)")).toHaveText(/^\d+\.\d\d$/);
  await expect(statValue(result, "Degrees of freedom")).toHaveText(String(categories - 1));
  await expect(statValue(result, "p-value")).toHaveText(/^(< 0\.0001|[01]\.\d{4})$/);
  await expect(result.locator(".fairness-verdict")).toHaveText(
    /^(Consistent with a fair draw|Still consistent with a fair draw|Unusual: a perfectly fair generator)/,
  );
  await expect(checkRegion(page).getByRole("status")).toContainText("Check finished.");
  return (await cells("Observed")).map((text) => Number(text.replace(/,/g, "")));
}

test.describe("the live check", () => {
  test("counts 10,000 uniform draws among 6 options and explains the result", async ({ page }) => {
    await openHowItWorks(page);
    await runCheck(page, "uniform", "Number of options (k)", "6", "10,000");
    const observed = await expectResult(page, { categories: 6, expected: new Array(6).fill("1,666.7") });
    expect(observed.reduce((sum, count) => sum + count, 0)).toBe(10_000);
  });

  test("counts 10,000 weighted draws against draws·w/Σw", async ({ page }) => {
    await openHowItWorks(page);
    await runCheck(page, "weighted", "Weights", "1, 3, 6", "10000");
    const observed = await expectResult(page, { categories: 3, expected: ["1,000", "3,000", "6,000"] });
    expect(observed.reduce((sum, count) => sum + count, 0)).toBe(10_000);
    await expect(resultRegion(page).getByRole("columnheader", { name: "Weight" })).toBeVisible();
  });

  test("counts the winners of 10,000 whole tournaments of 5, byes included, against 1/N", async ({ page }) => {
    await openHowItWorks(page);
    await runCheck(page, "tournament", "Number of contestants (N)", "5", "10,000");
    const observed = await expectResult(page, { categories: 5, expected: new Array(5).fill("2,000") });
    expect(observed.reduce((sum, count) => sum + count, 0)).toBe(10_000);
    await expect(resultRegion(page).getByRole("rowheader", { name: "Contestant 5" })).toBeVisible();
  });

  test("explains what is wrong with a field, with focus on it, and runs nothing", async ({ page }) => {
    await openHowItWorks(page);
    await runCheck(page, "weighted", "Weights", "1, 0, 3", "5,000");
    const weights = page.getByRole("textbox", { name: "Weights" });
    await expect(weights).toBeFocused();
    await expect(weights).toHaveAttribute("aria-invalid", "true");
    await expect(weights).toHaveAccessibleDescription(/“0” is not\./);
    await expect(page.getByRole("textbox", { name: "Number of draws" })).toHaveAccessibleDescription(
      /Enter a whole number of draws from 10,000 to 1,000,000\./,
    );

    await runCheck(page, "uniform", "Number of options (k)", "101", "10,000");
    await expect(page.getByText("Enter a whole number of options from 2 to 100.")).toBeVisible();
    await runCheck(page, "tournament", "Number of contestants (N)", "65", "10,000");
    await expect(page.getByText("Enter a whole number of contestants from 2 to 64.")).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(resultRegion(page)).toHaveCount(0);
  });

  test("shows progress for a long run, stays responsive, and Cancel stops it without a result", async ({ page }) => {
    await openHowItWorks(page);
    // A million tournaments of 64 take minutes, so the run is certainly still going when cancelled.
    await runCheck(page, "tournament", "Number of contestants (N)", "64", "1,000,000");
    const progress = page.getByRole("progressbar", { name: "Draws done" });
    await expect(progress).toHaveAttribute("max", "1000000");
    const done = async () => Number(await progress.getAttribute("value"));
    await expect.poll(done).toBeGreaterThan(0);
    const earlier = await done();
    await expect.poll(done).toBeGreaterThan(earlier);

    // The page keeps answering while the worker draws: typing reaches the field, and progress keeps moving.
    const draws = page.getByRole("textbox", { name: "Number of draws" });
    await draws.clear();
    await draws.pressSequentially("20000");
    await expect(draws).toHaveValue("20000");
    const later = await done();
    await expect.poll(done).toBeGreaterThan(later);
    await expect(checkRegion(page).getByText(/^[\d,]+ of 1,000,000 draws$/)).toBeVisible();

    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText(/^Cancelled after [\d,]+ of 1,000,000 draws\./)).toBeVisible();
    await expect(checkRegion(page).getByRole("status")).toHaveText("Check cancelled.");
    await expect(progress).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Cancel" })).toHaveCount(0);
    await expect(resultRegion(page)).toHaveCount(0);

    // The same worker takes the next run.
    await runCheck(page, "uniform", "Number of options (k)", "4", "20,000");
    await expectResult(page, { categories: 4, expected: new Array(4).fill("5,000") });
  });

  test("draws a million times", async ({ page }) => {
    await openHowItWorks(page);
    await page.getByRole("textbox", { name: "Number of draws" }).fill("1,000,000");
    // The first run starts the worker; the second reuses it. Their option counts differ, so each
    // result is told apart from the one before it. How long they take is `npm run bench`'s.
    for (const options of [6, 10]) {
      await page.getByRole("textbox", { name: "Number of options (k)" }).fill(String(options));
      await page.getByRole("button", { name: "Run the check" }).click();
      const result = page.getByRole("region", {
        name: `Result: 1,000,000 draws among ${options} equally likely options`,
      });
      await expect(result).toBeVisible({ timeout: 60_000 });
      await expect(statValue(result, "Time on this device")).toHaveText(/\d/);
      const expected = (1_000_000 / options).toLocaleString("en-US", { maximumFractionDigits: 1 });
      await expectResult(page, { categories: options, expected: new Array(options).fill(expected) });
    }
  });
});

test.describe("links to the page", () => {
  test("the 'Exactly fair' card and the footer lead here", async ({ page }) => {
    await page.goto("/");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Exactly fair" }) });
    await card.getByRole("link", { name: "How is this fair?" }).click();
    await expect(page).toHaveURL("/how-it-works");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How is this fair?");

    await page.goto("/weighted");
    await page.getByRole("contentinfo").getByRole("link", { name: "How It Works" }).click();
    await expect(page).toHaveURL("/how-it-works");
  });

  test("a quick pick's result card leads here", async ({ page }) => {
    // The test's clock skips the decision's delay.
    await page.clock.install();
    await page.goto("/");
    await page.getByRole("textbox", { name: "Choice 1" }).fill("Tea");
    await page.getByRole("textbox", { name: "Choice 2" }).fill("Coffee");
    await page.getByRole("button", { name: "Make Decision" }).click();
    await page.clock.runFor(2_000);
    const card = page.getByRole("region", { name: "AI Decision", exact: true });
    await card.getByRole("link", { name: "How is this fair?" }).click();
    await expect(page).toHaveURL("/how-it-works");
  });

  test("the tournament's final screen leads here", async ({ page }) => {
    await page.goto("/battle-royale");
    await enterContestants(page, ["Red", "Blue"]);
    await page.getByRole("button", { name: "Start Tournament" }).click();
    await page.getByRole("button", { name: "Battle!" }).click();
    const card = page.getByRole("region", { name: "Champion", exact: true });
    await card.getByRole("link", { name: "How is this fair?" }).click();
    await expect(page).toHaveURL("/how-it-works");
  });
});

test("with results shown the page has no WCAG A/AA violations in either theme", async ({ page }) => {
  await openHowItWorks(page);
  await runCheck(page, "weighted", "Weights", "5, 1, 20, 3", "10,000");
  await expectResult(page, { categories: 4, expected: ["1,724.1", "344.8", "6,896.6", "1,034.5"] });
  await expectAccessibleInBothThemes(page);
});

test("at 320 px wide nothing scrolls sideways, even with 100 options in the result", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openHowItWorks(page);
  expect(await scrollsSideways(page)).toBe(false);
  await runCheck(page, "uniform", "Number of options (k)", "100", "10,000");
  await expectResult(page, { categories: 100, expected: new Array(100).fill("100") });
  expect(await scrollsSideways(page)).toBe(false);
  await runCheck(page, "weighted", "Weights", "1, 100", "12,345");
  await expectResult(page, { categories: 2, expected: ["122.2", "12,222.8"] });
  expect(await scrollsSideways(page)).toBe(false);
});
