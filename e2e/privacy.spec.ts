import { expect, sitePages, test } from "./fixtures";

test("no page requests anything from another origin or sets a cookie", async ({ page, context, baseURL }) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(baseURL!)) foreign.push(request.url());
  });
  for (const { path } of sitePages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(foreign).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});
