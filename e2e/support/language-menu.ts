import type { Page } from "@playwright/test";

/** Changes the page's language with the header's menu, as a visitor does: `from` is the menu's label ("ES"). */
export async function switchLanguage(page: Page, from: string, to: string) {
  await page.getByText(from, { exact: true }).click();
  await page.getByRole("link", { name: to, exact: true }).click();
}
