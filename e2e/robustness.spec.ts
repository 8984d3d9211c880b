import type { Page } from "@playwright/test";
import { declinedConsent, expect, test } from "./fixtures";

const goodRecord = {
  id: "1767000000000",
  choices: ["Keep me", "Other"],
  result: "Keep me",
  timestamp: "2026-01-01T10:00:00.000Z",
  category: "Quick Decision",
  tags: ["quick"],
};

/** Opens the home page under the test's clock, which `decide` moves past the decision's delay. */
async function openHome(page: Page) {
  await page.clock.install();
  await page.goto("/");
}

async function decide(page: Page, first = "A", second = "B") {
  await page.getByRole("textbox", { name: "Choice 1" }).fill(first);
  await page.getByRole("textbox", { name: "Choice 2" }).fill(second);
  await page.getByRole("button", { name: "Make Decision" }).click();
  await page.clock.runFor(2_000);
  await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toBeVisible();
}

const readStorage = (page: Page) => page.evaluate(() => ({ ...localStorage }) as Record<string, string>);

const unreadableHistories = {
  "invalid JSON": "{not json",
  "a JSON object": '{"records":[]}',
  "JSON null": "null",
  "a huge string": JSON.stringify("x".repeat(2_000_000)),
};

for (const [name, raw] of Object.entries(unreadableHistories)) {
  test.describe(`a stored history that is ${name}`, () => {
    test.use({ storage: { "cookie-consent": declinedConsent, "decision-history": raw } });

    test("shows as empty and is kept aside, unchanged, before the next decision is saved", async ({ page }) => {
      await openHome(page);
      await expect(page.getByText("No decisions yet. Be the first to make a choice!")).toBeVisible();
      await decide(page);
      const stored = await readStorage(page);
      const backups = Object.keys(stored).filter((key) => key.startsWith("decision-history-backup-"));
      expect(backups).toHaveLength(1);
      expect(stored[backups[0]!]).toBe(raw);
      expect(JSON.parse(stored["decision-history"]!)).toHaveLength(1);
    });
  });
}

test.describe("a history mixing good and malformed records", () => {
  const malformed = [{ id: 7 }, "text", null, { ...goodRecord, id: "x", choices: "not a list" }];
  test.use({
    storage: { "cookie-consent": declinedConsent, "decision-history": JSON.stringify([goodRecord, ...malformed]) },
  });

  test("shows the good ones and keeps the malformed ones through the next write", async ({ page }) => {
    await openHome(page);
    await expect(page.locator(".feed-card")).toHaveCount(1);
    await expect(page.locator(".feed-card")).toContainText("Keep me");
    await decide(page);
    const stored = JSON.parse((await readStorage(page))["decision-history"]!) as unknown[];
    expect(stored).toHaveLength(6);
    expect(stored.slice(1)).toEqual([goodRecord, ...malformed]);
  });
});

test.describe("a garbled pending template", () => {
  for (const raw of ["{oops", JSON.stringify({ choices: [1, { a: 2 }, null] }), JSON.stringify({ choices: "x" })]) {
    test(`(${raw}) leaves the home page working and is removed`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("pending-template", value), raw);
      await openHome(page);
      await expect(page.getByRole("textbox")).toHaveCount(2);
      await expect(page.getByRole("textbox", { name: "Choice 1" })).toHaveValue("");
      await expect.poll(async () => (await readStorage(page))["pending-template"]).toBeUndefined();
      await decide(page);
    });
  }
});

test.describe("storage that is full", () => {
  test.use({
    storage: { "cookie-consent": declinedConsent, "decision-history": JSON.stringify([goodRecord]) },
  });

  test("still decides, says it could not save, and removes nothing", async ({ page }) => {
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === "decision-history") throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        setItem.call(this, key, value);
      };
    });
    await openHome(page);
    await decide(page);
    await expect(page.getByRole("alert")).toContainText(
      "could not be saved: your browser’s storage for this site is full",
    );
    await expect(page.getByRole("alert").getByRole("link", { name: "History" })).toHaveAttribute("href", "/history");
    expect(JSON.parse((await readStorage(page))["decision-history"]!)).toEqual([goodRecord]);
  });
});

test.describe("storage that refuses every access", () => {
  test.use({ storage: {} });

  test("still decides and says the history cannot be kept", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("Access is denied for this document.", "SecurityError");
        },
      });
    });
    await openHome(page);
    await decide(page);
    await expect(page.getByRole("alert")).toContainText("does not let the site keep a history");
  });
});

test("two tabs deciding at the same moment, 20 times, lose no decision", async ({ context }) => {
  test.setTimeout(240_000);
  const tabs = [await context.newPage(), await context.newPage()];
  // The fake clock belongs to the browser context, so both tabs decide in the very same millisecond and
  // pick the same id; different choices keep their decisions distinguishable.
  await context.clock.install();
  for (const [index, tab] of tabs.entries()) {
    await tab.goto("/");
    await tab.getByRole("textbox", { name: "Choice 1" }).fill(`Tab ${index + 1} left`);
    await tab.getByRole("textbox", { name: "Choice 2" }).fill(`Tab ${index + 1} right`);
  }
  await context.clock.pauseAt(Date.now() + 60_000);
  for (let round = 0; round < 20; round++) {
    await Promise.all(tabs.map((tab) => tab.getByRole("button", { name: "Make Decision" }).click()));
    await context.clock.runFor(2_000);
    await Promise.all(
      tabs.map((tab) => expect(tab.getByRole("region", { name: "AI Decision", exact: true })).toBeVisible()),
    );
  }
  const storedIds = () =>
    tabs[0]!.evaluate(() =>
      (JSON.parse(localStorage.getItem("decision-history")!) as { id: string }[]).map((record) => record.id),
    );
  await expect.poll(async () => new Set(await storedIds()).size).toBe(40);
  expect(await storedIds()).toHaveLength(40);
});
