import { analyticsBuildURL } from "./analytics-build";
import { expect, sitePages, test } from "./fixtures";
import { expectAccessible, expectAccessibleInBothThemes, openWithPausedClock } from "./support/modes";

for (const { path } of sitePages) {
  test(`${path} has no WCAG A/AA violations in either theme`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });
}

test("the home page with a result and a filled feed has none, in both themes", async ({ page }) => {
  // The test's clock skips the decision's delay.
  await page.clock.install();
  await page.goto("/");
  await page.getByRole("textbox", { name: "Choice 1" }).fill("Tea");
  await page.getByRole("textbox", { name: "Choice 2" }).fill("Coffee");
  await page.getByRole("button", { name: "Add Choice" }).click();
  await page.getByRole("button", { name: "Make Decision" }).click();
  await page.clock.runFor(2_000);
  await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toBeVisible();
  await expect(page.locator(".feed-card")).toHaveCount(1);
  await expectAccessibleInBothThemes(page);
});

test("the weighted and AI reasoning results have none, in both themes", async ({ page }) => {
  // The test's clock skips the decisions' delays.
  await page.clock.install();
  await page.goto("/weighted");
  await page.getByRole("textbox", { name: "Option 1", exact: true }).fill("Tea");
  await page.getByRole("textbox", { name: "Option 2", exact: true }).fill("Coffee");
  await page.getByRole("button", { name: "Add Option" }).click();
  await page.getByRole("button", { name: "Make Weighted Decision" }).click();
  await page.clock.runFor(2_000);
  await expect(page.getByText("Selected based on probability weights")).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await page.goto("/ai-reasoning");
  await page.getByRole("textbox", { name: "Option 1", exact: true }).fill("Tea");
  await page.getByRole("textbox", { name: "Option 2", exact: true }).fill("Coffee");
  await page.getByRole("textbox", { name: "Context (optional)" }).fill("It is late");
  await page.getByRole("button", { name: "Analyze & Decide" }).click();
  await page.clock.runFor(3_000);
  await expect(page.getByRole("button", { name: "Analyze Another Decision" })).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

test.describe("the cookie banner of the build with analytics", () => {
  test.use({ storage: {}, baseURL: analyticsBuildURL() });

  test("has no violations, open and in its preferences", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookies and your privacy" });
    await expect(banner).toBeVisible();
    await expectAccessible(page, "light");
    await banner.getByRole("button", { name: "Preferences" }).click();
    await expect(banner.getByRole("checkbox")).toBeVisible();
    await expectAccessible(page, "dark");
  });
});

test.describe("the 404 page", () => {
  test.use({ expectedConsoleErrors: ["/missing-page", "status of 404"] });

  test("has no violations", async ({ page }) => {
    await page.goto("/missing-page");
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expectAccessible(page, "light");
  });
});

test("under reduced motion nothing animates, while the decision still takes its time", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openWithPausedClock(page, "/");
  await page.getByRole("textbox", { name: "Choice 1" }).fill("A");
  await page.getByRole("textbox", { name: "Choice 2" }).fill("B");
  await page.getByRole("button", { name: "Make Decision" }).click();
  await expect(page.locator(".spinner")).toBeVisible();
  const moving = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("*")]
        .filter((element) => {
          const style = getComputedStyle(element);
          const seconds = (value: string) => Math.max(...value.split(",").map((part) => parseFloat(part) || 0));
          return (
            (style.animationName !== "none" && seconds(style.animationDuration) > 0) ||
            seconds(style.transitionDuration) > 0
          );
        })
        .map((element) => element.className || element.tagName),
    );
  expect(await moving()).toEqual([]);
  const decision = page.getByRole("region", { name: "AI Decision", exact: true });
  await page.clock.runFor(1_999);
  await expect(decision).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(decision).toBeVisible();
  expect(await moving()).toEqual([]);
});
