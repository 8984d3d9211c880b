import type { Page } from "@playwright/test";
import { analyticsBuildURL } from "./analytics-build";
import { expect, test } from "./fixtures";
import { expectAccessibleInBothThemes, scrollsSideways } from "./support/modes";

// The content pages read in the visitor's language (issue #33): the guide, and the two policies that say the English
// text prevails; and the cookie banner, which every page of a build with analytics carries.

/** Each page, the language it is read in here, and what that reading shows in place of the English. */
const pages = [
  {
    path: "/decision-making-guide",
    code: "es",
    heading: "La guía para tomar decisiones",
    sentence: "La mayoría de las decisiones que nos angustian no merecen esa angustia",
    englishSentence: "Most of the decisions we agonise over do not deserve the agony",
    title: "Guía para decidir | AI Decision Maker",
    description: "Una guía práctica para tomar decisiones: cuándo dejar que decida el azar",
    arabicHeading: "دليل اتخاذ القرار",
    germanHeading: "Der Leitfaden zum Entscheiden",
    prevailsNotice: false,
  },
  {
    path: "/terms-of-service",
    code: "de",
    heading: "Nutzungsbedingungen",
    sentence: "Diese Bedingungen erklären die Grundregeln für die Nutzung von AI Decision Maker.",
    englishSentence: "These terms explain the ground rules for using AI Decision Maker.",
    title: "Nutzungsbedingungen | AI Decision Maker",
    description: "Die einfachen Bedingungen für AI Decision Maker",
    arabicHeading: "شروط الخدمة",
    germanHeading: "Nutzungsbedingungen",
    prevailsNotice: true,
  },
  {
    path: "/cookie-policy",
    code: "fr",
    heading: "Politique relative aux cookies",
    sentence: "AI Decision Maker conserve ce dont il a besoin dans le stockage local de votre navigateur",
    englishSentence: "AI Decision Maker keeps what it needs in your browser’s local storage",
    title: "Politique relative aux cookies | AI Decision Maker",
    description: "AI Decision Maker ne dépose aucun cookie et ne charge aucune statistique",
    arabicHeading: "سياسة ملفات تعريف الارتباط",
    germanHeading: "Cookie-Richtlinie",
    prevailsNotice: true,
  },
] as const;

/** The notice a translated policy opens with: the link to the English text that prevails. */
const englishTextLink = (page: Page, path: string) =>
  page.getByRole("main").locator(`a[href="${path}"][hreflang="en"]`);

const h1 = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });

for (const content of pages) {
  test.describe(content.path, () => {
    test(`in ${content.code}: its heading, its text, its title and description, and no English`, async ({ page }) => {
      await page.goto(`/${content.code}${content.path}`);
      await expect(h1(page, content.heading)).toBeVisible();
      const main = page.getByRole("main");
      await expect(main).toContainText(content.sentence);
      await expect(main).not.toContainText(content.englishSentence);
      await expect(page).toHaveTitle(content.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        new RegExp(`^${content.description}`),
      );
      await expect(englishTextLink(page, content.path)).toHaveCount(content.prevailsNotice ? 1 : 0);
    });

    test("in English: the text as it was, with no notice of a translation", async ({ page }) => {
      await page.goto(content.path);
      await expect(page.getByRole("main")).toContainText(content.englishSentence);
      await expect(englishTextLink(page, content.path)).toHaveCount(0);
    });

    test("in ar at 320 px: nothing scrolls sideways", async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(`/ar${content.path}`);
      await expect(h1(page, content.arabicHeading)).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
    });

    for (const [code, heading] of [
      ["ar", content.arabicHeading],
      ["de", content.germanHeading],
    ] as const) {
      test(`in ${code}: axe finds nothing in either theme`, async ({ page }) => {
        await page.goto(`/${code}${content.path}`);
        await expect(h1(page, heading)).toBeVisible();
        await expectAccessibleInBothThemes(page);
      });
    }
  });
}

test("the guide's links lead to the tools in the reader's language", async ({ page }) => {
  await page.goto("/es/decision-making-guide");
  await page.getByRole("main").getByRole("link", { name: "Esto o aquello", exact: true }).click();
  await expect(page).toHaveURL(/\/es\/this-or-that$/);
});

test.describe("the cookie banner of a build with analytics", () => {
  test.use({ baseURL: analyticsBuildURL(), storage: {} });

  test("asks in Spanish on /es, and its link leads to the Spanish cookie policy", async ({ page }) => {
    await page.goto("/es");
    const banner = page.getByRole("region", { name: "Las cookies y tu privacidad" });
    await expect(banner).toBeVisible();
    for (const name of ["Aceptar todo", "Rechazar", "Preferencias", "Cerrar el aviso de cookies"]) {
      await expect(banner.getByRole("button", { name, exact: true })).toBeVisible();
    }
    await expect(banner).not.toContainText("Accept All");
    await banner.getByRole("button", { name: "Preferencias", exact: true }).click();
    await expect(
      banner.getByRole("checkbox", { name: "Permitir cookies de analítica (Google Analytics)" }),
    ).toBeVisible();
    await banner.getByRole("button", { name: "Volver", exact: true }).click();
    await banner.getByRole("link", { name: "Política de cookies" }).click();
    await expect(page).toHaveURL(/\/es\/cookie-policy$/);
  });
});
