import type { Page } from "@playwright/test";
import { expect, sitePages, test } from "./fixtures";

async function fillTwo(page: Page, noun: string) {
  await page.getByRole("textbox", { name: `${noun} 1`, exact: true }).fill("First");
  await page.getByRole("textbox", { name: `${noun} 2`, exact: true }).fill("Second");
}

test("no page and no kind of decision requests anything from another origin or sets a cookie", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(baseURL!)) foreign.push(request.url());
  });
  for (const { path } of sitePages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  await page.goto("/");
  await fillTwo(page, "Choice");
  await page.getByRole("button", { name: "Make Decision" }).click();
  await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toBeVisible();

  await page.goto("/weighted");
  await fillTwo(page, "Option");
  await page.getByRole("button", { name: "Make Weighted Decision" }).click();
  await expect(page.getByText("Selected based on probability weights")).toBeVisible();

  await page.goto("/ai-reasoning");
  await fillTwo(page, "Option");
  await page.getByRole("button", { name: "Analyze & Decide" }).click();
  await expect(page.getByRole("button", { name: "Analyze Another Decision" })).toBeVisible({ timeout: 10_000 });

  await page.goto("/battle-royale");
  await fillTwo(page, "Contestant");
  await page.getByRole("button", { name: "Start Tournament" }).click();
  await page.getByRole("button", { name: "Battle!" }).click();
  await expect(page.getByText("Tournament Complete!")).toBeVisible();

  await page.goto("/history");
  await expect(page.getByRole("button", { name: /^Delete/ })).toHaveCount(4);

  expect(foreign).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});
