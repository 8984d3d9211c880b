import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openWithPausedClock, storedHistory } from "./support/modes";

const expectShortcutDescribed = async (button: Locator) => {
  await expect(button).toHaveAccessibleDescription("Shortcut: Ctrl+Enter");
  await expect(button).toHaveAttribute("aria-keyshortcuts", "Control+Enter Meta+Enter");
};

/**
 * Opens a page under a paused clock, with React running it: keys pressed before that reach no handler.
 * Share list taking a character typed into the first field shows it does.
 */
async function openReady(page: Page, path: string, firstField: string, decide: Locator) {
  await openWithPausedClock(page, path);
  const field = page.getByRole("textbox", { name: firstField, exact: true });
  await field.fill("?");
  await expect(page.getByRole("button", { name: "Share list" })).toBeEnabled();
  await field.fill("");
  await expect(decide).toBeDisabled();
}

test("Ctrl+Enter in a choice field makes the quick decision once, and does nothing while it cannot", async ({
  page,
}) => {
  const decide = page.getByRole("button", { name: "Make Decision" });
  await openReady(page, "/", "Choice 1", decide);
  await expectShortcutDescribed(decide);

  const first = page.getByRole("textbox", { name: "Choice 1" });
  await first.fill("Pizza");
  await first.press("Control+Enter");
  await page.clock.runFor(3_000);
  await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toHaveCount(0);
  await expect(decide).toBeDisabled();
  expect(await storedHistory(page)).toEqual([]);

  await page.getByRole("textbox", { name: "Choice 2" }).fill("Sushi");
  await page.getByRole("textbox", { name: "Choice 2" }).press("Control+Enter");
  await expect(page.getByRole("button", { name: "Deciding…" })).toBeDisabled();
  // Pressed again while deciding: the button is disabled, so nothing more happens.
  await page.getByRole("textbox", { name: "Choice 2" }).press("Control+Enter");
  await page.clock.runFor(2_000);
  await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toBeFocused();
  expect(await storedHistory(page)).toHaveLength(1);
  await expect(page.getByRole("textbox", { name: "Choice 2" })).toHaveValue("Sushi");
  await expect(page.getByRole("textbox")).toHaveCount(2);
});

test("⌘+Enter from anywhere on the page makes the weighted decision", async ({ page }) => {
  const decide = page.getByRole("button", { name: "Make Weighted Decision" });
  await openReady(page, "/weighted", "Option 1", decide);
  await expectShortcutDescribed(decide);
  await page.getByRole("textbox", { name: "Option 1" }).fill("Beach");
  await page.getByRole("textbox", { name: "Option 2" }).fill("Mountains");
  await page.getByRole("slider", { name: "Weight for option 1" }).focus();
  await page.keyboard.press("Meta+Enter");
  await page.clock.runFor(2_000);
  await expect(page.getByText("Selected based on probability weights")).toBeVisible();

  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("Control+Enter");
  await page.clock.runFor(3_000);
  // With the result shown the form is still full, so the shortcut decides again from anywhere.
  expect(await storedHistory(page)).toHaveLength(2);
});

test("Ctrl+Enter in the context box analyzes without adding a line", async ({ page }) => {
  const decide = page.getByRole("button", { name: "Analyze & Decide" });
  await openReady(page, "/ai-reasoning", "Option 1", decide);
  await expectShortcutDescribed(decide);
  const contextBox = page.getByRole("textbox", { name: "Context (optional)" });
  await contextBox.fill("Quick lunch");
  await contextBox.press("Control+Enter");
  await page.clock.runFor(4_000);
  await expect(page.getByRole("button", { name: "Analyze Another Decision" })).toHaveCount(0);

  await page.getByRole("textbox", { name: "Option 1" }).fill("Soup");
  await page.getByRole("textbox", { name: "Option 2" }).fill("Salad");
  await contextBox.press("Control+Enter");
  await expect(page.getByRole("button", { name: /AI is analyzing/ })).toBeDisabled();
  await page.clock.runFor(3_000);
  await expect(page.getByRole("button", { name: "Analyze Another Decision" })).toBeVisible();
  await expect(contextBox).toHaveValue("Quick lunch");
});

test("Ctrl+Enter starts the tournament, then fights each battle", async ({ page }) => {
  await page.goto("/battle-royale");
  const start = page.getByRole("button", { name: "Start Tournament" });
  await expectShortcutDescribed(start);
  await page.getByRole("textbox", { name: "Contestant 1", exact: true }).fill("Owl");
  await page.getByRole("textbox", { name: "Contestant 1", exact: true }).press("Control+Enter");
  await expect(page.getByText("Valid Contestants: 1")).toBeVisible();
  await expect(start).toBeDisabled();

  await page.getByRole("textbox", { name: "Contestant 2", exact: true }).fill("Fox");
  await page.getByRole("textbox", { name: "Contestant 3", exact: true }).fill("Elk");
  await page.getByRole("textbox", { name: "Contestant 3", exact: true }).press("Control+Enter");
  const battle = page.getByRole("button", { name: "Battle!" });
  await expect(battle).toBeFocused();
  await expectShortcutDescribed(battle);
  await page.keyboard.press("Control+Enter");
  await expect(page.getByText("1 of 2 battles fought")).toBeVisible();
  await page.keyboard.press("Control+Enter");
  await expect(page.getByRole("region", { name: "Champion" })).toBeFocused();
  expect(await storedHistory(page)).toHaveLength(1);
});

test("on an Apple platform the hint names ⌘ once the page has hydrated, without a hydration mismatch", async ({
  page,
}) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "platform", { get: () => "MacIntel" }));
  await page.goto("/weighted");
  const decide = page.getByRole("button", { name: "Make Weighted Decision" });
  // The prerendered page says Ctrl; React swaps in ⌘ after hydration, and the fixture fails on any console error.
  await expect(decide).toHaveAccessibleDescription("Shortcut: ⌘+Enter");
  await expect(decide).toHaveAttribute("aria-keyshortcuts", "Control+Enter Meta+Enter");
});
