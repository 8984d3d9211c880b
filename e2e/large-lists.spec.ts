import { declinedConsent, expect, test } from "./fixtures";

// The site has no limit on the number of choices (D14). How long 10,000 take is `npm run bench`'s (e2e/bench/lists);
// here, that all of them are there and take part.
test.describe("10,000 choices on the home page", () => {
  const choices = Array.from({ length: 10_000 }, (_, i) => `Choice number ${i + 1}`);
  test.use({
    storage: { "cookie-consent": declinedConsent, "pending-template": JSON.stringify({ choices }) },
  });

  test("all take part in the decision, and are saved with it", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("Showing 200 of 10,000 choices.")).toBeVisible();
    await page.getByRole("button", { name: "Make Decision" }).click();
    await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toContainText("Choice number");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("decision-history")!)[0].choices.length);
    expect(stored).toBe(10_000);
  });

  test("can all be shown for editing", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Show 1,000 more" }).click();
    await expect(page.getByText("Showing 1,200 of 10,000 choices.")).toBeVisible();
    await page.getByRole("button", { name: "Show all" }).click();
    // CSS locator: role queries walk the accessibility tree of all 10,000 rows, which measures Playwright.
    await expect(page.locator(`input[aria-label="Choice 10000"]`)).toHaveValue("Choice number 10000");
    await expect(page.getByText(/Showing \d/)).toHaveCount(0);
  });
});
