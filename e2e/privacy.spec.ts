import { expect, sitePages, test } from "./fixtures";
import { decideOnEveryDecisionPage } from "./support/modes";

test("no page and no kind of decision requests anything from another origin or sets a cookie", async ({
  page,
  context,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(baseURL!)) foreign.push(request.url());
  });
  for (const { path } of sitePages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  // Time flows as usual, so anything a page would do later still happens; only the decisions' delays are skipped.
  await page.clock.install();
  await decideOnEveryDecisionPage(page, { skipDelays: true });

  await page.goto("/history");
  await expect(page.getByRole("button", { name: /^Delete/ })).toHaveCount(4);

  expect(foreign).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});
