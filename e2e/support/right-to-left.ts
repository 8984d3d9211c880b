import type { Page } from "@playwright/test";

/**
 * Opens `path` as a reader of a right-to-left language sees it: `<html dir="rtl" lang="ar">` from the first byte the
 * page's scripts could read. Set here by the test until the site has its Arabic pages; then this is the one place to
 * open `/ar${path}` instead.
 */
export async function openInRightToLeft(page: Page, path: string) {
  await page.addInitScript(() => {
    const turn = () => {
      const html = document.documentElement;
      if (!html) return false;
      html.dir = "rtl";
      html.lang = "ar";
      return true;
    };
    if (!turn()) {
      const observer = new MutationObserver(() => {
        if (turn()) observer.disconnect();
      });
      observer.observe(document, { childList: true });
    }
  });
  await page.goto(path);
}
