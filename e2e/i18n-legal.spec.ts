import type { Page } from "@playwright/test";
import { localizedPath, prefixedLanguages, type SiteLanguage } from "~/i18n/languages";
import { expect, test } from "./fixtures";
import { expectAccessibleInBothThemes, scrollsSideways } from "./support/modes";

/** Each policy's English address, its heading in every language, and a sentence of its English text. */
const policies = [
  {
    path: "/privacy-policy",
    englishSentence: "The short version: AI Decision Maker works entirely in your browser.",
    headings: {
      en: "Privacy Policy",
      es: "Política de privacidad",
      "pt-br": "Política de privacidade",
      fr: "Politique de confidentialité",
      de: "Datenschutzerklärung",
      it: "Informativa sulla privacy",
      ja: "プライバシーポリシー",
      "zh-hans": "隐私政策",
      ar: "سياسة الخصوصية",
      hi: "गोपनीयता नीति",
      id: "Kebijakan Privasi",
    } satisfies Record<SiteLanguage["code"], string>,
  },
] as const;

/** The notice a translated policy opens with: the link to the English text that prevails. */
const englishTextLink = (page: Page, path: string) =>
  page.getByRole("main").locator(`a[href="${path}"][hreflang="en"]`);

for (const { path, englishSentence, headings } of policies) {
  test.describe(path, () => {
    for (const { code } of prefixedLanguages) {
      test(`in ${code}: its translated heading and text, and the notice that the English text prevails`, async ({
        page,
      }) => {
        await page.goto(localizedPath(path, code));
        await expect(page.getByRole("heading", { level: 1, name: headings[code], exact: true })).toBeVisible();
        await expect(page.getByRole("main")).not.toContainText(englishSentence);
        const link = englishTextLink(page, path);
        await expect(link).toHaveCount(1);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole("heading", { level: 1, name: headings.en, exact: true })).toBeVisible();
      });
    }

    test("in English: the text as it was, with no notice of a translation", async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: headings.en, exact: true })).toBeVisible();
      await expect(page.getByRole("main")).toContainText(englishSentence);
      await expect(englishTextLink(page, path)).toHaveCount(0);
    });

    for (const code of ["de", "ar"] as const) {
      test(`in ${code} at 320 px: nothing scrolls sideways`, async ({ page }) => {
        await page.setViewportSize({ width: 320, height: 800 });
        await page.goto(localizedPath(path, code));
        await expect(page.getByRole("heading", { level: 1, name: headings[code], exact: true })).toBeVisible();
        expect(await scrollsSideways(page)).toBe(false);
      });
    }

    for (const code of ["ar", "ja"] as const) {
      test(`in ${code}: axe finds nothing in either theme`, async ({ page }) => {
        await page.goto(localizedPath(path, code));
        await expect(page.getByRole("heading", { level: 1, name: headings[code], exact: true })).toBeVisible();
        await expectAccessibleInBothThemes(page);
      });
    }
  });
}
