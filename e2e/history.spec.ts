import type { Page } from "@playwright/test";
import { declinedConsent, expect, test } from "./fixtures";
import { expectAccessibleInBothThemes } from "./support/modes";
import { buildRecord, historyStorage } from "./support/records";
import { unlessClosed } from "./support/closing";

const pizza = buildRecord({ result: "Pizza", choices: ["Pizza", "Sushi", "Tacos"] });
const walk = buildRecord({
  result: "Walk",
  choices: ["Walk (60%)", "Bike (40%)"],
  category: "Weighted Decision",
  tags: ["weighted"],
});
const red = buildRecord({
  result: "Red",
  choices: ["Red", "Blue", "Green", "Yellow"],
  category: "Battle Royale",
  tags: ["tournament", "battle-royale"],
});
const threeDecisions = [pizza, walk, red];

const cards = (page: Page) => page.getByRole("article");
const card = (page: Page, result: string) => page.getByRole("article", { name: result, exact: true });
const rawHistory = (page: Page) => page.evaluate(() => localStorage.getItem("decision-history"));
const storedResults = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem("decision-history") ?? "[]") as { result: string }[]).map((r) => r.result),
  );

test.describe("with three decisions stored", () => {
  test.use({ storage: historyStorage(threeDecisions) });

  test("shows each decision with its time, choices, winner and tags", async ({ page }) => {
    await page.goto("/history");
    await expect(cards(page)).toHaveCount(3);
    const weighted = card(page, "Walk");
    await expect(weighted.locator("time")).toHaveAttribute("datetime", walk.timestamp);
    await expect(weighted.getByRole("list", { name: "Choices" }).getByRole("listitem")).toHaveText([
      "✓ Walk (60%) (chosen)",
      "Bike (40%)",
    ]);
    await expect(weighted.locator("strong")).toHaveText("Walk (60%)");
    await expect(weighted.getByRole("list", { name: "Tags" })).toHaveText("#weighted");
    await expect(page.getByText("3 decisions saved.")).toBeVisible();
  });

  test("search matches results and choices, goes into the URL and survives a reload", async ({ page }) => {
    await page.goto("/history");
    const search = page.getByRole("searchbox", { name: "Search decisions" });
    await search.fill("BIKE");
    await expect(page).toHaveURL("/history?q=BIKE");
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, "Walk")).toBeVisible();

    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search decisions" })).toHaveValue("BIKE");
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, "Walk")).toBeVisible();

    await page.getByRole("searchbox", { name: "Search decisions" }).fill("lasagne");
    await expect(page.getByText("No decisions match your search.")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search decisions" }).fill("");
    await expect(page).toHaveURL("/history");
    await expect(cards(page)).toHaveCount(3);
  });

  test("a shared link opens with its search and category applied", async ({ page }) => {
    await page.goto("/history?q=e&category=Battle+Royale");
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("Battle Royale");
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, "Red")).toBeVisible();
  });

  test("the category dropdown keeps one exact category", async ({ page }) => {
    await page.goto("/history");
    const dropdown = page.getByRole("combobox", { name: "Category" });
    await expect(dropdown.getByRole("option")).toHaveText([
      "All categories",
      "Battle Royale",
      "Quick Decision",
      "Weighted Decision",
    ]);
    await dropdown.selectOption("Weighted Decision");
    await expect(page).toHaveURL("/history?category=Weighted+Decision");
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, "Walk")).toBeVisible();
    await dropdown.selectOption("All categories");
    await expect(cards(page)).toHaveCount(3);
  });

  test("Reroll alerts a new pick from the original choices and saves nothing", async ({ page }) => {
    await page.goto("/history");
    const before = await rawHistory(page);
    const alerts: string[] = [];
    page.once("dialog", (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      dialog.accept().catch(unlessClosed);
    });
    await card(page, "Red").getByRole("button", { name: "Reroll “Red”" }).click();
    await expect.poll(() => alerts).toHaveLength(1);
    expect(["Red", "Blue", "Green", "Yellow"].map((choice) => `alert: New decision: ${choice}`)).toContain(alerts[0]);
    expect(await rawHistory(page)).toBe(before);
    await expect(cards(page)).toHaveCount(3);
  });

  test("Delete removes at once, focus moves on, and Undo restores the decision", async ({ page }) => {
    await page.goto("/history");
    const original = await rawHistory(page);
    await card(page, "Walk").getByRole("button", { name: "Delete “Walk”" }).click();

    await expect(card(page, "Walk")).toHaveCount(0);
    await expect(card(page, "Red")).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "Decision deleted." })).toBeVisible();
    expect(await storedResults(page)).toEqual(["Pizza", "Red"]);

    await page.getByRole("button", { name: "Undo" }).click();
    await expect(card(page, "Walk")).toBeFocused();
    await expect(cards(page)).toHaveCount(3);
    expect(await rawHistory(page)).toBe(original);
    await expect(page.getByRole("button", { name: "Undo" })).toHaveCount(0);
  });

  test("Undo is offered for 8 seconds", async ({ page }) => {
    const start = new Date("2030-06-01T12:00:00Z");
    await page.clock.install({ time: start });
    await page.goto("/history");
    // The installed clock flows until paused; from here on only runFor moves it.
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    await card(page, "Pizza").getByRole("button", { name: "Delete “Pizza”" }).click();
    await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
    await page.clock.runFor(7_900);
    await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
    await page.clock.runFor(100);
    await expect(page.getByRole("button", { name: "Undo" })).toHaveCount(0);
    expect(await storedResults(page)).toEqual(["Walk", "Red"]);
  });

  test("the History nav link starts a fresh, unfiltered view", async ({ page }) => {
    await page.goto("/history?q=pizza");
    await expect(cards(page)).toHaveCount(1);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "History", exact: true }).click();
    await expect(page).toHaveURL("/history");
    await expect(page.getByRole("searchbox", { name: "Search decisions" })).toHaveValue("");
    await expect(cards(page)).toHaveCount(3);
  });

  test("has no WCAG A/AA violations, with an Undo offer showing, in both themes", async ({ page }) => {
    await page.goto("/history");
    await card(page, "Pizza").getByRole("button", { name: "Delete “Pizza”" }).click();
    await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });
});

test("an empty history offers a first decision and a way back", async ({ page }) => {
  await page.goto("/history");
  await expect(page.getByText("No decisions yet")).toBeVisible();
  await expect(page.getByRole("searchbox")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to Main Decider" })).toHaveAttribute("href", "/");
  await page.getByRole("link", { name: "Make Your First Decision" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("textbox", { name: "Choice 1" })).toBeVisible();
});

test("the prerendered page says it is loading until the browser reads the history", async ({ request }) => {
  const html = await (await request.get("/history")).text();
  expect(html).toContain("Loading your history…");
});

test.describe("with an unreadable stored history", () => {
  test.use({ storage: { "cookie-consent": declinedConsent, "decision-history": "{not json" } });

  test("says it is kept unchanged and copied aside before the next save, and shows the empty state", async ({
    page,
  }) => {
    await page.goto("/history");
    await expect(page.getByText(/Your saved history could not be read\. It stays unchanged/)).toHaveText(
      "Your saved history could not be read. It stays unchanged in this browser and is copied aside (key decision-history-backup-…) before your next decision is saved.",
    );
    await expect(page.getByText("No decisions yet")).toBeVisible();
    expect(await rawHistory(page)).toBe("{not json");
  });
});

test.describe("where storage is blocked", () => {
  test.use({ storage: {} });

  test("says that no history can be kept here", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("Access is denied for this document.", "SecurityError");
        },
      });
    });
    await page.goto("/history");
    await expect(
      page.getByText(
        "This browser does not allow this site to keep a history (storage is disabled or blocked), so decisions cannot be saved here.",
      ),
    ).toBeVisible();
  });
});

test.describe("with a script-injection payload stored", () => {
  const payload = `<img src=x onerror="alert(1)">`;
  test.use({
    storage: historyStorage([buildRecord({ result: payload, choices: [payload, "<script>alert(2)</script>"] })]),
  });

  test("shows it literally and runs nothing", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      dialog.dismiss().catch(unlessClosed);
    });
    await page.goto("/history");
    await expect(page.getByRole("heading", { name: payload })).toBeVisible();
    await expect(page.getByText("<script>alert(2)</script>")).toBeVisible();
    await expect(page.locator("main img")).toHaveCount(0);
    expect(dialogs).toBe(0);
  });
});

test.describe("with very long text stored", () => {
  const long = "x".repeat(600);
  test.use({ storage: historyStorage([buildRecord({ result: long, choices: [long, "Short"] })]) });

  test("nothing scrolls sideways at 320 px, even with the Undo offer showing", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/history");
    await expect(cards(page)).toHaveCount(1);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: /^Delete/ }).click();
    await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

test.describe("with 10,000 decisions stored", () => {
  const many = Array.from({ length: 10_000 }, (_, i) =>
    buildRecord({ result: `Option ${i}`, choices: [`Option ${i}`, `Other ${i}`, "Tea"] }),
  );
  test.use({ storage: historyStorage(many) });

  test("renders them 50 at a time and searches them all", async ({ page }) => {
    await page.goto("/history");
    await expect(page.getByText("10,000 decisions saved.")).toBeVisible();
    await expect(cards(page)).toHaveCount(50);
    await page.getByRole("button", { name: "Show 50 more" }).click();
    await expect(cards(page)).toHaveCount(100);
    await expect(card(page, "Option 50")).toBeFocused();

    // Rendering only a page of cards is what keeps typing fast; the filter's own speed is a unit test.
    await page.getByRole("searchbox", { name: "Search decisions" }).fill("other 9876");
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, "Option 9876")).toBeVisible();
  });
});
