import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { unlessClosed } from "./support/closing";

const payloads = [
  `<img src=x onerror="window.__pwned=1">`,
  `</script><script>window.__pwned=2</script>`,
  "javascript:window.__pwned=3",
  "{{7*7}} ${7*7}",
  "\u202Eevil\u202C right-to-left",
  "x".repeat(10_000),
];

async function expectNothingExecuted(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
}

async function fillAll(page: Page, noun: string) {
  for (const [index, payload] of payloads.entries()) {
    const field = page.getByRole("textbox", { name: `${noun} ${index + 1}`, exact: true });
    if ((await field.count()) === 0) await page.getByRole("button", { name: new RegExp(`^\\+? ?Add ${noun}`) }).click();
    await field.fill(payload);
  }
}

test("hostile text in every decision page, the feed, history and search shows literally and never runs", async ({
  page,
}) => {
  test.setTimeout(180_000);
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    dialog.dismiss().catch(unlessClosed);
  });

  // The test's clock skips each decision's delay.
  await page.clock.install();
  await page.goto("/");
  await fillAll(page, "Choice");
  await page.getByRole("button", { name: "Make Decision" }).click();
  await page.clock.runFor(2_000);
  await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toBeVisible();
  await expect(page.locator(".feed-card").first()).toBeVisible();
  await expectNothingExecuted(page);

  await page.goto("/weighted");
  await fillAll(page, "Option");
  await page.getByRole("button", { name: "Make Weighted Decision" }).click();
  await page.clock.runFor(2_000);
  await expect(page.getByText("Selected based on probability weights")).toBeVisible();
  await expectNothingExecuted(page);

  await page.goto("/ai-reasoning");
  await fillAll(page, "Option");
  await page.getByRole("textbox", { name: "Context (optional)" }).fill(payloads.slice(0, 4).join(" "));
  await page.getByRole("button", { name: "Analyze & Decide" }).click();
  await page.clock.runFor(3_000);
  await expect(page.getByRole("button", { name: "Analyze Another Decision" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(payloads[0]!.toLowerCase());
  await expectNothingExecuted(page);

  await page.goto("/battle-royale");
  await fillAll(page, "Contestant");
  await page.getByRole("button", { name: "Start Tournament" }).click();
  for (let battle = 0; battle < 5; battle++) await page.getByRole("button", { name: "Battle!" }).click();
  await expect(page.getByText("Tournament Complete!")).toBeVisible();
  await expectNothingExecuted(page);

  await page.goto("/history");
  await expect(page.getByRole("button", { name: /^Delete/ })).toHaveCount(4);
  await expect(page.getByRole("main")).toContainText(payloads[1]!);
  await page.getByRole("searchbox", { name: "Search decisions" }).fill(payloads[0]!);
  await expect(page.getByRole("button", { name: /^Delete/ }).first()).toBeVisible();
  await expectNothingExecuted(page);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(dialogs).toBe(0);
});
