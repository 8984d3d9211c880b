import { expect, test } from "./fixtures";
import { expectAccessibleInBothThemes, openWithPausedClock, scrollsSideways, storedHistory } from "./support/modes";
import { isolate } from "~/kernel/format/domain/isolate";

test("weights set from the keyboard decide the odds; the pick takes two seconds and is saved with them", async ({
  page,
}) => {
  await openWithPausedClock(page, "/weighted");
  await page.getByRole("textbox", { name: "Option 1" }).fill("Pizza");
  await page.getByRole("textbox", { name: "Option 2" }).fill("Sushi");
  const pizza = page.getByRole("listitem").filter({ has: page.getByRole("textbox", { name: "Option 1" }) });
  const sushi = page.getByRole("listitem").filter({ has: page.getByRole("textbox", { name: "Option 2" }) });

  const pizzaWeight = page.getByRole("slider", { name: "Weight for option 1" });
  await pizzaWeight.focus();
  for (let i = 0; i < 20; i++) await page.keyboard.press("ArrowRight");
  await expect(pizzaWeight).toHaveValue("70");
  await expect(pizza.getByText("Weight: 70%")).toBeVisible();
  await expect(pizza.getByText("58% of total")).toBeVisible();
  await expect(sushi.getByText("42% of total")).toBeVisible();
  await expect(page.getByText("Total weight: 120")).toBeVisible();

  const sushiWeight = page.getByRole("slider", { name: "Weight for option 2" });
  await sushiWeight.focus();
  await page.keyboard.press("End");
  await expect(sushi.getByText("Weight: 100%")).toBeVisible();
  await page.keyboard.press("Home");
  await expect(sushi.getByText("Weight: 1%")).toBeVisible();
  await expect(sushi.getByText("1% of total")).toBeVisible();
  await expect(pizza.getByText("99% of total")).toBeVisible();
  for (let i = 0; i < 29; i++) await page.keyboard.press("ArrowUp");
  await expect(sushiWeight).toHaveValue("30");
  await expect(page.getByText("Total weight: 100")).toBeVisible();

  await page.getByRole("button", { name: "Make Weighted Decision" }).click();
  await expect(page.getByRole("button", { name: "Calculating..." })).toBeDisabled();
  await page.clock.runFor(1_999);
  await expect(page.getByRole("region", { name: "Weighted Result" })).toHaveCount(0);
  expect(await storedHistory(page)).toEqual([]);
  await page.clock.runFor(1);

  const card = page.getByRole("region", { name: "Weighted Result" });
  await expect(card).toBeFocused();
  await expect(card).toContainText("Selected based on probability weights");
  const result = (await card.locator(".result-value").textContent()) ?? "";
  expect(["Pizza", "Sushi"]).toContain(result);
  await expect(card).toContainText(
    result === "Pizza" ? "Weight 70 of 100: a 70% chance." : "Weight 30 of 100: a 30% chance.",
  );
  await expect(page.getByRole("status").filter({ hasText: "Weighted decision:" })).toHaveText(
    `Weighted decision: ${isolate(result)}`,
  );
  const [record] = await storedHistory(page);
  expect(record).toMatchObject({
    choices: ["Pizza (70%)", "Sushi (30%)"],
    result,
    category: "Weighted Decision",
    tags: ["weighted"],
  });

  await card.getByRole("button", { name: "Start Over" }).click();
  await expect(page.getByRole("textbox")).toHaveCount(2);
  await expect(page.getByRole("textbox", { name: "Option 1" })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Option 2" })).toHaveValue("");
  await expect(page.getByRole("slider", { name: "Weight for option 1" })).toHaveValue("50");
  await expect(page.getByRole("slider", { name: "Weight for option 2" })).toHaveValue("50");
  await expect(page.getByRole("textbox", { name: "Option 1" })).toBeFocused();
  await expect(card).toHaveCount(0);
});

test("a weight of 1 against 100 is offered honestly and blank options count for nothing", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  // The test's clock skips the decision's delay, which the test above times.
  await page.clock.install();
  await page.goto("/weighted");
  const decide = page.getByRole("button", { name: "Make Weighted Decision" });
  await expect(decide).toBeDisabled();

  await page.getByRole("textbox", { name: "Option 1" }).fill("Long shot");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Option 2" })).toBeFocused();
  await page.keyboard.type("Favourite");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Option 3" })).toBeFocused();
  await expect(decide).toBeEnabled();

  await page.getByRole("slider", { name: "Weight for option 1" }).focus();
  await page.keyboard.press("Home");
  await page.getByRole("slider", { name: "Weight for option 2" }).focus();
  await page.keyboard.press("End");
  const rows = page.getByRole("region", { name: "Your options and their weights" }).getByRole("listitem");
  await expect(rows.nth(0)).toContainText("1% of total");
  await expect(rows.nth(1)).toContainText("99% of total");
  await expect(rows.nth(2)).toContainText("Weight: 50%");
  await expect(rows.nth(2)).toContainText("0% of total");
  await expect(page.getByText("Total weight: 101")).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);

  await page.getByRole("button", { name: "Remove option 3" }).click();
  await expect(page.getByRole("textbox")).toHaveCount(2);
  await decide.click();
  await page.clock.runFor(2_000);
  const card = page.getByRole("region", { name: "Weighted Result" });
  await expect(card).toBeFocused();
  const [record] = await storedHistory(page);
  expect(record!.choices).toEqual(["Long shot (1%)", "Favourite (100%)"]);
  expect(["Long shot", "Favourite"]).toContain(record!.result);
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessibleInBothThemes(page);
});
