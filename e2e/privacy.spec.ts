import type { Page } from "@playwright/test";
import { analyticsBuildURL } from "./analytics-build";
import { expect, sitePages, test } from "./fixtures";
import { decideOnEveryDecisionPage } from "./support/modes";

/** Every request the page makes to an origin other than the site's, as it makes it. */
function requestsElsewhere(page: Page, siteOrigin: string): string[] {
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(siteOrigin)) foreign.push(request.url());
  });
  return foreign;
}

test("no page and no kind of decision requests anything from another origin or sets a cookie", async ({
  page,
  context,
  baseURL,
}) => {
  const foreign = requestsElsewhere(page, baseURL!);
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

test.describe("the build with an analytics id", () => {
  test.use({ baseURL: analyticsBuildURL(), storage: {} });

  test("requests nothing from another origin and sets no cookie while the visitor has not allowed analytics", async ({
    page,
    context,
    baseURL,
  }) => {
    const foreign = requestsElsewhere(page, baseURL!);
    for (const { path } of sitePages) {
      await page.goto(path);
      await expect(page.getByRole("region", { name: "Cookies and your privacy" })).toBeVisible();
    }
    await page.getByRole("button", { name: "Decline" }).click();
    await page.goto("/weighted");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    expect(foreign).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  });
});

// Each policy says what its build does (docs/product-rules.md, Consent).
test.describe("the policies of the default build", () => {
  test("say that it sets no cookies, loads no analytics and has nothing to consent to", async ({ page }) => {
    await page.goto("/cookie-policy");
    const cookiePolicy = page.getByRole("main");
    await expect(cookiePolicy.getByRole("heading", { name: "3. No cookies, no analytics" })).toBeVisible();
    await expect(cookiePolicy).toContainText("This copy of the site sets no cookies and loads no analytics");
    await expect(cookiePolicy).toContainText("there is no cookie banner");
    await expect(cookiePolicy).not.toContainText("Accept All");
    await expect(cookiePolicy).not.toContainText("cookie-consent");
    await expect(cookiePolicy).not.toContainText("Cookie Preferences");

    await page.goto("/privacy-policy");
    const privacyPolicy = page.getByRole("main");
    await expect(privacyPolicy.getByRole("heading", { name: "4. No analytics, no cookies" })).toBeVisible();
    await expect(privacyPolicy).toContainText("No other party receives anything from the site");
    await expect(privacyPolicy).not.toContainText("cookie-consent");
    await expect(privacyPolicy).not.toContainText("Cookie Preferences");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /no analytics and no cookies/);
  });
});

test.describe("the policies of the build with an analytics id", () => {
  test.use({ baseURL: analyticsBuildURL() });

  test("say that analytics loads only once allowed, and how the banner records the choice", async ({ page }) => {
    await page.goto("/cookie-policy");
    const cookiePolicy = page.getByRole("main");
    await expect(
      cookiePolicy.getByRole("heading", { name: "3. Analytics cookies (optional, off by default)" }),
    ).toBeVisible();
    await expect(cookiePolicy).toContainText("It loads only after you have allowed it");
    await expect(
      cookiePolicy.getByRole("heading", { name: "4. How the cookie banner records your choice" }),
    ).toBeVisible();
    await expect(cookiePolicy).toContainText("cookie-consent");
    await expect(cookiePolicy).toContainText("Cookie Preferences");
    await expect(cookiePolicy).not.toContainText("sets no cookies");

    await page.goto("/privacy-policy");
    const privacyPolicy = page.getByRole("main");
    await expect(privacyPolicy.getByRole("heading", { name: "4. Optional analytics" })).toBeVisible();
    await expect(privacyPolicy).toContainText("cookie-consent");
    await expect(privacyPolicy).not.toContainText("no analytics");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /analytics only with your consent/,
    );
  });
});
