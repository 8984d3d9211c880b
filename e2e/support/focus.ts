import { expect, type Locator, type Page } from "@playwright/test";

/** Presses Tab until `target` has the focus, as a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40 && !(await target.evaluate((element) => element === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** The focus is on `target`, not dropped to the page, and shows. */
export async function expectFocusOn(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  expect(await target.evaluate((element) => element.matches(":focus-visible"))).toBe(true);
}
