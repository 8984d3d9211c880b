import { languages, localizedPath } from "~/i18n/languages";
import { expect, test } from "./fixtures";
import { expectAccessibleInBothThemes, scrollsSideways, storedHistory } from "./support/modes";

test.describe("home in another language", () => {
  test("/es speaks Spanish: the hero, the tools, how it works and why choose, with links that stay in Spanish", async ({
    page,
  }) => {
    await page.goto("/es");
    await expect(
      page.getByRole("heading", { level: 1, name: "¿No sabes qué elegir? Deja que AI Decision Maker elija." }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Explora las herramientas" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Cómo funciona" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Por qué elegir AI Decision Maker" })).toBeVisible();
    const matrix = page.getByRole("link", { name: /Matriz de decisión/ }).filter({ hasText: "Puntúa las opciones" });
    await expect(matrix).toHaveAttribute("href", "/es/decision-matrix");
    await expect(page.getByRole("link", { name: "¿Por qué es justo?" })).toHaveAttribute("href", "/es/how-it-works");
    await expect(page.getByRole("main")).not.toContainText("Explore the tools");
    await expect(page.getByRole("main")).not.toContainText("Private by design");
  });

  test.describe("the not-found page", () => {
    // The browser and the page both log the 404 they got.
    test.use({ expectedConsoleErrors: ["/de/nothing-here"] });

    test("under /de speaks German and leads to the German home", async ({ page }) => {
      await page.goto("/de/nothing-here");
      await expect(page.getByText("Hoppla! Seite nicht gefunden")).toBeVisible();
      await expect(page.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/de");
      await expect(page.getByRole("main")).not.toContainText("Return to Home");
    });
  });

  for (const code of ["de", "ar"] as const) {
    test(`/${code} at 320 px scrolls nothing sideways, and axe finds nothing`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(localizedPath("/", code));
      await expect(page.locator("html")).toHaveAttribute("lang", code);
      expect(await scrollsSideways(page)).toBe(false);
      await expectAccessibleInBothThemes(page);
    });
  }
});

// Issue #33, point 10: in every language the home page decides and saves its record, which that language's history
// shows. The quick decider's words are its own area's, so the test finds its controls by their place, not their words.
for (const { code, lang } of languages) {
  test(`home in ${code} decides, saves the record, and ${localizedPath("/history", code)} shows it`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(localizedPath("/", code));
    const form = page.getByRole("main").locator("form").first();
    const choices = [`Tea ${code}`, `Coffee ${code}`];
    for (const [index, choice] of choices.entries()) await form.getByRole("textbox").nth(index).fill(choice);
    await form.locator('button[type="submit"]').click();
    // The decision's moment of suspense, skipped on the test's clock.
    await page.clock.runFor(2_000);
    await expect.poll(async () => (await storedHistory(page)).length).toBe(1);
    const [record] = await storedHistory(page);
    expect(record).toMatchObject({ choices, category: "Quick Decision" });
    expect(choices).toContain(record!.result);

    await page.goto(localizedPath("/history", code));
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("main")).toContainText(String(record!.result));
  });
}
