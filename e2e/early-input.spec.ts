import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Pages are prerendered, so a visitor can fill in fields before the scripts have run. What they entered
// must count once the page is running, in every kind of field. (Choice rows: quick-decision.spec.ts.)

/** Opens `path` with its scripts held back: until `release()`, the page is the prerendered HTML alone. */
async function openBeforeScripts(page: Page, path: string) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  return release;
}

test("a weighted option's text and weight set before the page finished loading are kept", async ({ page }) => {
  const release = await openBeforeScripts(page, "/weighted");
  await page.getByRole("textbox", { name: "Option 1" }).fill("Pizza");
  await page.getByRole("textbox", { name: "Option 2" }).fill("Sushi");
  await page.getByRole("slider", { name: "Weight for option 1" }).fill("80");
  release();

  await expect(page.getByRole("button", { name: "Make Weighted Decision" })).toBeEnabled();
  const pizza = page.getByRole("listitem").filter({ has: page.getByRole("textbox", { name: "Option 1" }) });
  await expect(pizza.getByText("Weight: 80%")).toBeVisible();
  await expect(pizza.getByText("62% of total")).toBeVisible();
  await expect(page.getByText("Total weight: 130")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Option 1" })).toHaveValue("Pizza");
});

test("context typed into the AI box before the page finished loading is used", async ({ page }) => {
  const release = await openBeforeScripts(page, "/ai-reasoning");
  await page.getByRole("textbox", { name: "Option 1" }).fill("Walk");
  await page.getByRole("textbox", { name: "Option 2" }).fill("Bus");
  await page.getByRole("textbox", { name: "Context (optional)" }).fill("Raining and LATE");
  release();

  await page.getByRole("button", { name: "Analyze & Decide" }).click();
  const reasoning = page.getByRole("region", { name: "AI Reasoning" });
  // The pick takes three seconds; a loaded machine needs more than the default five to show it.
  await expect(reasoning).toContainText("raining and late", { timeout: 10_000 });
  await expect(page.getByRole("textbox", { name: "Context (optional)" })).toHaveValue("Raining and LATE");
});

test("contestants typed before the page finished loading are counted", async ({ page }) => {
  const release = await openBeforeScripts(page, "/battle-royale");
  await page.getByRole("textbox", { name: "Contestant 1", exact: true }).fill("Owl");
  await page.getByRole("textbox", { name: "Contestant 2", exact: true }).fill("Fox");
  release();

  await expect(page.getByText("Valid Contestants: 2")).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Tournament" })).toBeEnabled();
});

test("a live check's mode and draws chosen before the page finished loading are kept", async ({ page }) => {
  const release = await openBeforeScripts(page, "/how-it-works");
  await page.getByRole("radio", { name: "Your own weights: a weighted pick" }).check();
  await page.getByRole("textbox", { name: "Number of draws" }).fill("20,000");
  release();

  const weights = page.getByRole("textbox", { name: "Weights" });
  await expect(weights).toBeVisible();
  await weights.fill("1, 3");
  await page.getByRole("button", { name: "Run the check" }).click();
  const result = page.getByRole("region", { name: "Result: 20,000 weighted draws among 2 options" });
  await expect(result).toBeVisible({ timeout: 30_000 });
});
