import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { unlessClosed } from "./support/closing";
import { isolate } from "~/kernel/format/domain/isolate";

// These journeys run with the page's animations, as most visitors see it (the others ask for reduced motion).
test.use({ reducedMotion: "no-preference" });

const storedHistory = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("decision-history") ?? "[]") as Record<string, unknown>[]);

test("a quick decision takes two seconds, is announced, saved and shown in the feed", async ({ page }) => {
  const start = new Date("2030-01-01T09:00:00Z");
  await page.clock.install({ time: start });
  await page.goto("/");
  // The installed clock flows until paused; from here on only runFor moves it.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  await page.getByRole("textbox", { name: "Choice 1" }).fill("Pizza");
  await page.getByRole("textbox", { name: "Choice 2" }).fill("Sushi");
  await page.getByRole("button", { name: "Make Decision" }).click();

  await expect(page.getByRole("button", { name: "Deciding…" })).toBeDisabled();
  await page.clock.runFor(1_900);
  await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toHaveCount(0);
  expect(await storedHistory(page)).toEqual([]);
  await page.clock.runFor(100);

  const card = page.getByRole("region", { name: "AI Decision", exact: true });
  await expect(card).toBeFocused();
  const result = (await card.locator(".result-value").textContent()) ?? "";
  expect(["Pizza", "Sushi"]).toContain(result);
  await expect(page.getByRole("status").filter({ hasText: "Decision:" })).toHaveText(`Decision: ${isolate(result)}`);

  const [record] = await storedHistory(page);
  expect(record).toMatchObject({ choices: ["Pizza", "Sushi"], result, category: "Quick Decision", tags: ["quick"] });
  expect(record!.id).toMatch(/^\d{13}$/);
  expect(new Date(record!.timestamp as string).toISOString()).toBe(record!.timestamp);

  const feed = page.getByRole("region", { name: "Live Decision Feed" });
  await expect(feed.getByRole("listitem").filter({ hasText: "Decision #1" })).toContainText(result);

  await card.getByRole("button", { name: "Start Over" }).click();
  await expect(page.getByRole("textbox")).toHaveCount(2);
  await expect(page.getByRole("textbox", { name: "Choice 1" })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Choice 1" })).toBeFocused();
});

test("a quick decision can be made with the keyboard alone", async ({ page }) => {
  // The test's clock skips the decision's delay, which the test above times.
  await page.clock.install();
  await page.goto("/");
  await page.getByRole("textbox", { name: "Choice 1" }).focus();
  await page.keyboard.type("Walk");
  // Enter moves to the next row: a visitor types on once the caret is there.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Choice 2" })).toBeFocused();
  await page.keyboard.type("Bike");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Choice 3" })).toBeFocused();
  await page.keyboard.type("Bus");
  await expect(page.getByRole("textbox")).toHaveCount(3);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Remove choice 3" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Make Decision" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.clock.runFor(2_000);
  await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toBeFocused();
  await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toContainText(/Walk|Bike|Bus/);
});

test("blank choices are ignored and choice text is shown literally", async ({ page }) => {
  const payload = `<img src=x onerror="window.__pwned=1">`;
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    dialog.dismiss().catch(unlessClosed);
  });
  await page.clock.install();
  await page.goto("/");
  await page.getByRole("textbox", { name: "Choice 1" }).fill(payload);
  await page.getByRole("textbox", { name: "Choice 2" }).fill("   ");
  await expect(page.getByRole("button", { name: "Make Decision" })).toBeDisabled();
  await page.getByRole("button", { name: "Add Choice" }).click();
  await page.getByRole("textbox", { name: "Choice 3" }).fill(payload);
  await page.getByRole("button", { name: "Make Decision" }).click();
  await page.clock.runFor(2_000);
  await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toContainText(payload);
  expect((await storedHistory(page))[0]!.choices).toEqual([payload, payload]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toBe(0);
});

test("text typed before the page finished loading is kept", async ({ page }) => {
  let releaseScripts: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await scriptsHeld;
    await route.continue().catch(unlessClosed);
  });
  await page.goto("/", { waitUntil: "commit" });
  await page.getByRole("textbox", { name: "Choice 1" }).fill("Typed early");
  await page.getByRole("textbox", { name: "Choice 2" }).fill("Also early");
  releaseScripts();
  await expect(page.getByRole("button", { name: "Make Decision" })).toBeEnabled();
  await expect(page.getByRole("textbox", { name: "Choice 1" })).toHaveValue("Typed early");
  await page.getByRole("button", { name: "Make Decision" }).click();
  await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toContainText(/Typed early|Also early/);
});
