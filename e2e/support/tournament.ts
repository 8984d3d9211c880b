import { expect, type Page } from "@playwright/test";

export const storedHistory = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("decision-history") ?? "[]") as Record<string, unknown>[]);

/** Opens the page once it answers typing: what is typed before hydration never reaches React. */
export async function openBattleRoyale(page: Page) {
  await page.goto("/battle-royale");
  const first = page.getByRole("textbox", { name: "Contestant 1", exact: true });
  await expect(async () => {
    await first.fill("");
    await first.fill("?");
    await expect(page.getByText("Valid Contestants: 1")).toBeVisible({ timeout: 500 });
  }).toPass();
  await first.fill("");
  await expect(page.getByText("Valid Contestants: 0")).toBeVisible();
}

/** Fills the contestant inputs in order, adding rows past the default four. */
export async function enterContestants(page: Page, names: readonly string[]) {
  for (let n = 5; n <= names.length; n++) await page.getByRole("button", { name: "Add Contestant" }).click();
  for (const [index, name] of names.entries()) {
    await page.getByRole("textbox", { name: `Contestant ${index + 1}`, exact: true }).fill(name);
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
