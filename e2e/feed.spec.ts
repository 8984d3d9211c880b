import { expect, test, declinedConsent } from "./fixtures";

const minute = 60_000;

function seededHistory(count: number, now = Date.now()) {
  return Array.from({ length: count }, (_, i) => ({
    id: String(now - i * minute),
    choices: ["Alpha", "Beta", "A choice that is far too long to show", "Delta", "Epsilon"].slice(0, 2 + (i % 4)),
    result: `Result ${count - i}`,
    timestamp: new Date(now - i * 10 * minute).toISOString(),
    category: i % 3 === 0 ? "Weighted Decision" : "Quick Decision",
    tags: ["quick"],
  }));
}

const feed = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Live Decision Feed" });
const cards = (page: import("@playwright/test").Page) => feed(page).locator(".feed-grid > li");

test.describe("with 25 decisions stored", () => {
  test.use({ storage: { "cookie-consent": declinedConsent, "decision-history": JSON.stringify(seededHistory(25)) } });

  test("shows 20 newest first, then the rest on Load more", async ({ page }) => {
    await page.goto("/");
    await expect(cards(page)).toHaveCount(20);
    await expect(cards(page).first()).toContainText("Result 25");
    await expect(cards(page).first()).toContainText("Decision #25");
    await expect(cards(page).nth(19)).toContainText("Decision #6");
    await feed(page).getByRole("button", { name: "Load more decisions" }).click();
    await expect(cards(page)).toHaveCount(25);
    await expect(cards(page).last()).toContainText("Decision #1");
    await expect(feed(page).getByRole("button", { name: "Load more decisions" })).toHaveCount(0);
  });

  test("previews at most three options, truncated at 20 characters, with +N more", async ({ page }) => {
    await page.goto("/");
    // The 4th newest record has 5 choices; the 3rd option is longer than 20 characters.
    const card = cards(page).nth(3);
    await expect(card.getByRole("list", { name: "Options" }).getByRole("listitem")).toHaveText([
      "Alpha",
      "Beta",
      "A choice that is far...",
      "+2 more",
    ]);
  });

  test("shows the stat tiles and relative times", async ({ page }) => {
    await page.goto("/");
    const tiles = feed(page).locator(".stat-tile");
    await expect(tiles.filter({ hasText: "Recent Decisions" })).toContainText("20");
    await expect(tiles.filter({ hasText: "Decision Types" })).toContainText("2");
    // Decisions are 10 minutes apart: 0, 10, … 50 minutes ago are within the last hour.
    await expect(tiles.filter({ hasText: "Last Hour" })).toContainText("6");
    await expect(tiles.filter({ hasText: "Avg Options" })).toContainText("3.5");
    await expect(cards(page).nth(1)).toContainText("10m ago");
    await expect(cards(page).nth(7)).toContainText("1h ago");
    await expect(feed(page)).toContainText(/Updated \d{2}:\d{2}:\d{2}/);
  });
});

test.describe("with exactly 20 decisions stored", () => {
  test.use({ storage: { "cookie-consent": declinedConsent, "decision-history": JSON.stringify(seededHistory(20)) } });

  test("offers no Load more", async ({ page }) => {
    await page.goto("/");
    await expect(cards(page)).toHaveCount(20);
    await expect(feed(page).getByRole("button", { name: "Load more decisions" })).toHaveCount(0);
  });
});

test("an empty history shows the empty state, and a decision from another tab appears", async ({ page, context }) => {
  await page.goto("/");
  await expect(feed(page)).toContainText("No decisions yet. Be the first to make a choice!");
  const other = await context.newPage();
  // The test's clock skips the decision's delay.
  await other.clock.install();
  await other.goto("/");
  await other.getByRole("textbox", { name: "Choice 1" }).fill("Left");
  await other.getByRole("textbox", { name: "Choice 2" }).fill("Right");
  await other.getByRole("button", { name: "Make Decision" }).click();
  await other.clock.runFor(2_000);
  await expect(other.getByRole("region", { name: "AI Decision", exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText("Decision #1");
});

test("the prerendered page says the feed is loading until the browser reads the history", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("Loading community decisions...");
});

test("the feed refreshes its times every 15 seconds and on Refresh", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const updated = feed(page).locator(".feed-updated");
  const first = await updated.textContent();
  await page.clock.runFor(15_000);
  await expect(updated).not.toHaveText(first!);
  const second = await updated.textContent();
  await page.clock.runFor(2_000);
  await feed(page).getByRole("button", { name: "Refresh" }).click();
  await expect(updated).not.toHaveText(second!);
});
