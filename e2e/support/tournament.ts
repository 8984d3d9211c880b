import { expect, type Page } from "@playwright/test";

export const storedHistory = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("decision-history") ?? "[]") as Record<string, unknown>[]);

/** Fills the contestant inputs in order, adding rows past the default four. */
export async function enterContestants(page: Page, names: readonly string[]) {
  const shown = Math.min(names.length, 4);
  for (const [index, name] of names.entries()) {
    if (index >= shown) await page.getByRole("button", { name: "Add Contestant" }).click();
    await page.getByRole("textbox", { name: `Contestant ${index + 1}`, exact: true }).fill(name);
    // Add Contestant does nothing until React runs the page: the names typed so far being counted shows it does.
    if (index === shown - 1) await expect(page.getByText(`Valid Contestants: ${shown}`)).toBeVisible();
  }
  await expect(page.getByText(`Valid Contestants: ${names.length}`)).toBeVisible();
}

/** The four blank contestant inputs of a fresh setup, the first one focused. */
export async function expectFreshSetup(page: Page) {
  await expect(page.getByRole("textbox")).toHaveCount(4);
  for (const input of await page.getByRole("textbox").all()) await expect(input).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Contestant 1", exact: true })).toBeFocused();
  await expect(page.getByText("Valid Contestants: 0")).toBeVisible();
}
