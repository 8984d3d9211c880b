import { expect, sitePages, test } from "./fixtures";
import { decideOnEveryDecisionPage } from "./support/modes";

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

  await decideOnEveryDecisionPage(page);

  await page.goto("/history");
  await expect(page.getByRole("button", { name: /^Delete/ })).toHaveCount(4);

  expect(foreign).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});
