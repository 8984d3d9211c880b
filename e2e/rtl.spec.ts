import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessibleInBothThemes, scrollsSideways } from "./support/modes";
import { openInRightToLeft } from "./support/right-to-left";

const toolPages = [
  "/",
  "/weighted",
  "/draw",
  "/teams",
  "/decision-matrix",
  "/this-or-that",
  "/vote",
  "/history",
  "/verify",
  "/how-it-works",
] as const;
const widths = [320, 390, 1280];

/**
 * The header's ends: where its first item (the site's name) stands, as a share of the window's width from the left,
 * and how near its other shown items (the menu button or the navigation, the language menu) come to the header's left
 * and right edges, in pixels.
 */
const headerEnds = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector(".site-header-inner")!.getBoundingClientRect();
    const brand = document.querySelector(".site-header .brand")!.getBoundingClientRect();
    const others = [
      ...document.querySelectorAll(".site-header .menu-toggle, .site-header .site-nav, .site-header .language-menu"),
    ]
      .map((item) => item.getBoundingClientRect())
      .filter((box) => box.width > 0);
    return {
      brandMiddle: (brand.left + brand.width / 2) / window.innerWidth,
      lastFromLeft: Math.min(...others.map((box) => Math.round(box.left - header.left))),
      lastFromRight: Math.min(...others.map((box) => Math.round(header.right - box.right))),
    };
  });

for (const path of toolPages) {
  for (const width of widths) {
    test(`${path} at ${width} px in right to left: mirrored, nothing scrolls sideways, axe finds nothing`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await openInRightToLeft(page, path);
      // The page's own heading, in Arabic where its area is translated: the address says which page it is.
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      // The header starts on the right: its first item in the right half, its last pushed to the left edge (a
      // physical `margin-left: auto` would leave it beside the first).
      const ends = await headerEnds(page);
      expect(ends.brandMiddle).toBeGreaterThan(0.5);
      expect(ends.lastFromLeft).toBe(0);
      expect(await scrollsSideways(page)).toBe(false);
      await expectAccessibleInBothThemes(page);
    });
  }
}

test("in left to right the same header starts on the left and ends on the right", async ({ page }) => {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const ends = await headerEnds(page);
    expect(ends.brandMiddle).toBeLessThan(0.5);
    expect(ends.lastFromRight).toBe(0);
  }
});

test("This or That's first option stands on the right in right to left, and → answers it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openInRightToLeft(page, "/this-or-that");
  for (const [index, name] of ["Tea", "Coffee"].entries()) {
    await page.getByRole("textbox", { name: `الخيار ${index + 1}`, exact: true }).fill(name);
  }
  // The page's own words and the pair's key hints are Arabic; the arrow still points at the option on the right.
  await page.getByRole("button", { name: "ابدأ الترتيب" }).click();
  const [first, second] = [page.locator(".pair-option").nth(0), page.locator(".pair-option").nth(1)];
  await expect(first).toHaveAttribute("aria-keyshortcuts", "ArrowRight 1");
  await expect(first).toContainText("→ أو 1");
  const [firstBox, secondBox] = [await first.boundingBox(), await second.boundingBox()];
  expect(firstBox!.x).toBeGreaterThan(secondBox!.x);
  const firstName = await first.locator(".pair-name").textContent();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("region", { name: "ترتيبك" })).toBeVisible();
  await expect(page.locator(".ranking-name").first()).toHaveText(firstName!);
});
