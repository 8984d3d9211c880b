import { languages, localizedPath } from "~/i18n/languages";
import { languageChoiceKey } from "~/i18n/storage/language-choice";
import { expect, sitePages, test } from "./fixtures";

const origin = "https://ai-decision-maker.example";

test.describe("each language's pages, as the server sends them", () => {
  test("the raw HTML names the page's language and direction", async ({ request }) => {
    const spanish = await (await request.get("/es/weighted")).text();
    expect(spanish).toContain('<html lang="es" dir="ltr">');
    expect(spanish).toContain("<title>Decisión ponderada | AI Decision Maker</title>");
    expect(spanish).toContain(`<link rel="canonical" href="${origin}/es/weighted"/>`);
    expect(spanish).toContain('<meta property="og:locale" content="es_ES"/>');
    const arabic = await (await request.get("/ar")).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    const english = await (await request.get("/weighted")).text();
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain("<title>Weighted Decision | AI Decision Maker</title>");
  });

  for (const path of ["/", "/weighted", "/privacy-policy", "/how-it-works"]) {
    test(`every hreflang of ${path} points to a page that answers 200, and x-default to English`, async ({
      request,
    }) => {
      const html = await (await request.get(localizedPath(path, "de"))).text();
      const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)];
      expect(alternates.map(([, lang]) => lang)).toEqual([...languages.map(({ lang }) => lang), "x-default"]);
      expect(alternates.at(-1)?.[2]).toBe(`${origin}${path}`);
      for (const [, lang, href = ""] of alternates) {
        const response = await request.get(href.replace(origin, ""));
        expect(response.status(), `${lang}: ${href}`).toBe(200);
      }
    });
  }

  test("the sitemap lists every page in every language, and robots.txt names it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    const expected = sitePages.flatMap(({ path }) =>
      languages.map(({ code }) => `${origin}${localizedPath(path, code)}`),
    );
    expect(locs.sort()).toEqual(expected.sort());
    expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test("an unknown language answers 404; an unknown page under a language answers 404 in that language", async ({
    request,
  }) => {
    expect((await request.get("/xx/weighted")).status()).toBe(404);
    const spanish = await request.get("/es/nothing-here");
    expect(spanish.status()).toBe(404);
    const html = await spanish.text();
    expect(html).toContain('<html lang="es" dir="ltr">');
    expect(html).toContain("<title>Página no encontrada | AI Decision Maker</title>");
  });
});

test.describe("the language menu", () => {
  test("moves to the same page in another language, keeping a typed list, and remembers the choice", async ({
    page,
  }) => {
    await page.goto("/weighted");
    await page.getByRole("textbox", { name: "Option 1" }).fill("Pizza");
    await page.getByRole("textbox", { name: "Option 2" }).fill("Sushi");

    await page.getByText("EN", { exact: true }).click();
    await page.getByRole("link", { name: "Español" }).click();

    await expect(page).toHaveURL(/\/es\/weighted$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Decisión ponderada | AI Decision Maker");
    await expect(page.getByRole("link", { name: "Historial" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Opción 1" })).toHaveValue("Pizza");
    await expect(page.getByRole("textbox", { name: "Opción 2" })).toHaveValue("Sushi");
    expect(await page.evaluate((key) => localStorage.getItem(key), languageChoiceKey)).toBe('"es"');

    await page.getByText("ES", { exact: true }).click();
    await page.getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar\/weighted$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("textbox", { name: "الخيار 1" })).toHaveValue("Pizza");
    expect(await page.evaluate((key) => localStorage.getItem(key), languageChoiceKey)).toBe('"ar"');
  });

  test("keeps the fragment, and every link names its language in its own", async ({ page }) => {
    await page.goto("/verify#receipt");
    const links = page.locator(".language-menu a");
    await expect(links).toHaveCount(languages.length);
    for (const { code, lang, name } of languages) {
      const link = links.filter({ hasText: name });
      await expect(link).toHaveAttribute("href", `${localizedPath("/verify", code)}#receipt`);
      await expect(link).toHaveAttribute("lang", lang);
      await expect(link).toHaveAttribute("hreflang", lang);
    }
  });

  test("no redirect: a remembered choice leaves the English address English", async ({ page }) => {
    await page.goto("/weighted");
    await page.evaluate((key) => localStorage.setItem(key, '"de"'), languageChoiceKey);
    await page.goto("/weighted");
    await expect(page).toHaveURL(/\/weighted$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("the offer to read a page in the visitor's language", () => {
  test.use({ locale: "de-DE" });

  test("a German browser on a Spanish page is offered German, in German; following it keeps a typed list", async ({
    page,
  }) => {
    await page.goto("/es/weighted");
    await page.getByRole("textbox", { name: "Opción 1" }).fill("Pizza");
    const offer = page.getByRole("complementary", { name: "Sprache" });
    await expect(offer).toContainText("Diese Seite gibt es auch auf Deutsch.");
    await expect(offer).toHaveAttribute("lang", "de");
    await offer.getByRole("link", { name: "Auf Deutsch lesen" }).click();

    await expect(page).toHaveURL(/\/de\/weighted$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("textbox", { name: "Option 1" })).toHaveValue("Pizza");
    await expect(offer).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), languageChoiceKey)).toBe('"de"');
  });

  test("never moves the visitor, and 'No, thanks' is remembered on this device", async ({ page }) => {
    await page.goto("/es/weighted");
    const offer = page.getByRole("complementary", { name: "Sprache" });
    await offer.getByRole("button", { name: "Nein, danke" }).click();
    await expect(offer).toHaveCount(0);
    await expect(page).toHaveURL(/\/es\/weighted$/);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The offer loads after the page has: once the network has settled it would be there.
    await page.waitForLoadState("networkidle");
    await expect(offer).toHaveCount(0);
    await expect(page).toHaveURL(/\/es\/weighted$/);
  });
});
