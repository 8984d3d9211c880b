import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { buildRecord, historyStorage } from "./support/records";

// Numbers, percentages and dates are written the way the page's language writes them (issue #33, formats by
// language), while the English pages read exactly as they always have.

/** The list's text fields, by place: their names are the list editor's words, which differ by language. */
const rowFields = (page: Page) => page.locator(".choice-rows li input[type='text']");

/** Pastes 2,500 entrants into the draw's list, as a long list comes in. */
async function pasteLongList(page: Page) {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const lines = Array.from({ length: 2_500 }, (_, i) => `Entrant ${i + 1}`);
  await page.evaluate((text) => navigator.clipboard.writeText(text), lines.join("\n"));
  await rowFields(page).nth(0).focus();
  await page.keyboard.press("ControlOrMeta+V");
}

for (const { path, more } of [
  { path: "/draw", more: /^Show 1,000 more$/ },
  { path: "/de/draw", more: /^1\.000 weitere anzeigen$/ },
  // French groups with a (narrow) no-break space, which the button's accessible name reads as a space.
  { path: "/fr/draw", more: /^Afficher 1\s000 de plus$/ },
]) {
  test(`a count over 999 on ${path} is grouped as its language groups it`, async ({ page }) => {
    await page.goto(path);
    await pasteLongList(page);
    await expect(page.getByRole("button", { name: more })).toBeVisible();
  });
}

test("weights and shares on /de/weighted carry German's spaced percent sign; English keeps its own", async ({
  page,
}) => {
  for (const { path, weight, share } of [
    { path: "/weighted", weight: "Weight: 70%", share: "58% of total" },
    { path: "/de/weighted", weight: "Gewicht: 70\u00a0%", share: "58\u00a0% der Summe" },
  ]) {
    await page.goto(path);
    // A blank row is not drawn from, so its share is 0: both rows get a name.
    await page.locator(".weighted-row input[type='text']").nth(0).fill("Pizza");
    await page.locator(".weighted-row input[type='text']").nth(1).fill("Sushi");
    const slider = page.locator(".weight-slider").first();
    await slider.focus();
    for (let i = 0; i < 20; i++) await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveValue("70");
    const figures = page.locator(".weighted-row-figures").first();
    await expect(figures).toContainText(weight);
    await expect(figures).toContainText(share);
  }
});

test.describe("a saved decision's date", () => {
  // Midday in UTC: the first of June in every time zone the browser may run in.
  const record = buildRecord({ timestamp: "2030-06-01T12:00:00.000Z", result: "Tea" });
  test.use({ storage: historyStorage([record]) });

  test("is written in German on /de/history and in English on /history", async ({ page }) => {
    await page.goto("/de/history");
    await expect(page.locator(".history-card time")).toHaveText(/^01\.06\.2030, \d{2}:\d{2}$/);
    await page.goto("/history");
    await expect(page.locator(".history-card time")).toHaveText(/^Jun 1, 2030, \d{1,2}:\d{2}\s[AP]M$/);
  });
});
