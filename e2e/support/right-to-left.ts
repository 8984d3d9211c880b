import type { Page } from "@playwright/test";
import { localizedPath } from "~/i18n/languages";

/** Opens `path` as a reader of Arabic sees it: the page's Arabic address, `<html dir="rtl" lang="ar">` from the server. */
export async function openInRightToLeft(page: Page, path: string) {
  await page.goto(localizedPath(path, "ar"));
}
