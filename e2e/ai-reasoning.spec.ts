import { expect, test } from "./fixtures";
import { expectAccessibleInBothThemes, openWithPausedClock, scrollsSideways, storedHistory } from "./support/modes";

const onDeviceStatement =
  "The explanation is written on your device from templates — it is not a real AI model, and nothing you type is sent anywhere.";

test("an analyzed decision takes three seconds, explains itself with the context and is saved", async ({ page }) => {
  await openWithPausedClock(page, "/ai-reasoning");
  await expect(page.getByText(onDeviceStatement)).toBeVisible();
  await page.getByRole("textbox", { name: "Option 1" }).fill("Cook at home");
  await page.getByRole("textbox", { name: "Option 2" }).fill("Order takeaway");
  const context = page.getByRole("textbox", { name: "Context (optional)" });
  await context.fill("I'm On A Budget\nand TIRED");

  await page.getByRole("button", { name: "Analyze & Decide" }).click();
  await expect(page.getByRole("button", { name: "AI is analyzing..." })).toBeDisabled();
  await page.clock.runFor(2_999);
  await expect(page.getByRole("region", { name: "AI Decision" })).toHaveCount(0);
  expect(await storedHistory(page)).toEqual([]);
  await page.clock.runFor(1);

  const card = page.getByRole("region", { name: "AI Decision" });
  await expect(card).toBeFocused();
  const result = (await card.locator(".result-value").textContent()) ?? "";
  expect(["Cook at home", "Order takeaway"]).toContain(result);
  const reasoning = card.getByRole("region", { name: "AI Reasoning" });
  await expect(reasoning).toContainText("i'm on a budget and tired");
  await expect(reasoning).toContainText(`“${result}”`);
  await expect(page.getByRole("status").filter({ hasText: "Decision:" })).toContainText(`Decision: ${result}.`);

  const [record] = await storedHistory(page);
  expect(record).toMatchObject({
    choices: ["Cook at home", "Order takeaway"],
    result,
    category: "AI Reasoned Decision",
    tags: ["ai-reasoning", "analyzed"],
  });

  await card.getByRole("button", { name: "Analyze Another Decision" }).click();
  await expect(page.getByRole("textbox", { name: /^Option/ })).toHaveCount(2);
  await expect(page.getByRole("textbox", { name: "Option 1" })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Option 2" })).toHaveValue("");
  await expect(context).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Option 1" })).toBeFocused();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Analyze & Decide" })).toBeDisabled();
});

test("the AI page works by keyboard on a narrow screen, with no context, and is accessible", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  // The test's clock skips the decision's delay, which the test above times.
  await page.clock.install();
  await page.goto("/ai-reasoning");
  await expect(page.getByText(onDeviceStatement)).toBeVisible();
  await page.getByRole("textbox", { name: "Option 1" }).focus();
  await page.keyboard.type("Run");
  // Enter moves to the next row: a visitor types on once the caret is there.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Option 2" })).toBeFocused();
  await page.keyboard.type("Swim");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Option 3" })).toBeFocused();
  await page.keyboard.type("Cycle");
  await expect(page.getByRole("button", { name: "Remove option 3" })).toBeVisible();
  const contextHeight = await page
    .getByRole("textbox", { name: "Context (optional)" })
    .evaluate((box) => box.clientHeight);
  expect(contextHeight).toBeGreaterThanOrEqual(98);

  await page.getByRole("button", { name: "Analyze & Decide" }).focus();
  await page.keyboard.press("Enter");
  await page.clock.runFor(3_000);
  const card = page.getByRole("region", { name: "AI Decision" });
  await expect(card).toBeFocused();
  await expect(card).toContainText(/Run|Swim|Cycle/);
  await expect(card.getByRole("region", { name: "AI Reasoning" })).not.toContainText("mentioned");
  expect((await storedHistory(page))[0]!.choices).toEqual(["Run", "Swim", "Cycle"]);
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessibleInBothThemes(page);
});
