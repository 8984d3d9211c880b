import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const templateCards = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) });
const filterButton = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter templates by category" }).getByRole("button", { name, exact: true });
const pendingTemplate = (page: Page) => page.evaluate(() => localStorage.getItem("pending-template"));

const movieChoices = ["A comedy", "A thriller", "A documentary", "An old favourite", "Something nobody has seen yet"];

test("the category buttons show one category at a time and say which is pressed", async ({ page }) => {
  await page.goto("/templates");
  await expect(templateCards(page)).toHaveCount(6);
  await expect(filterButton(page, "All Categories")).toHaveAttribute("aria-pressed", "true");

  for (const [category, title] of [
    ["Food", "Eat out or cook?"],
    ["Entertainment", "What should we watch tonight?"],
    ["Career", "Quit or keep going?"],
  ] as const) {
    await filterButton(page, category).click();
    await expect(filterButton(page, category)).toHaveAttribute("aria-pressed", "true");
    await expect(filterButton(page, "All Categories")).toHaveAttribute("aria-pressed", "false");
    await expect(templateCards(page)).toHaveCount(1);
    await expect(templateCards(page).getByRole("heading")).toHaveText(title);
  }

  await filterButton(page, "All Categories").click();
  await expect(templateCards(page)).toHaveCount(6);
  await expect(page.getByRole("button", { pressed: true })).toHaveCount(1);
});

async function expectPrefilledHome(page: Page) {
  await expect(page).toHaveURL("/");
  for (const [index, choice] of movieChoices.entries()) {
    await expect(page.getByRole("textbox", { name: `Choice ${index + 1}`, exact: true })).toHaveValue(choice);
  }
  await expect(page.getByRole("textbox", { name: /^Choice \d+$/ })).toHaveCount(movieChoices.length);
  await expect.poll(() => pendingTemplate(page)).toBeNull();
}

test("Use This Template opens the decider with the template's choices filled in", async ({ page }) => {
  // The test's clock skips the decision's delay.
  await page.clock.install();
  await page.goto("/templates");
  await page.getByRole("button", { name: "Use This Template “What should we watch tonight?”" }).click();
  await expectPrefilledHome(page);
  await page.getByRole("button", { name: "Make Decision" }).click();
  await page.clock.runFor(2_000);
  await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toContainText(
    new RegExp(movieChoices.join("|")),
  );
});

test("clicking anywhere on a card does the same", async ({ page }) => {
  await page.goto("/templates");
  await page.getByText("End the endless scrolling and pick a genre.").click();
  await expectPrefilledHome(page);
});

test("a template can be chosen with the keyboard", async ({ page }) => {
  await page.goto("/templates");
  await page.getByRole("button", { name: "Use This Template “What should we watch tonight?”" }).focus();
  await page.keyboard.press("Enter");
  await expectPrefilledHome(page);
});
