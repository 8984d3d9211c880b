import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { switchLanguage } from "./support/language-menu";
import { expectAccessibleInBothThemes, openWithPausedClock, scrollsSideways } from "./support/modes";
import { encodeMatrixLink } from "~/features/matrix/domain/matrix-link";
import { flatsAsTyped } from "~/test/flats-matrix";

// The thinking tools in other languages (issue #33): the matrix, the templates and the reasoned pick speak the page's language,
// what the visitor typed survives a change of language, and the translated pages fit a phone and pass axe.

/** A list's text fields, by place: their names are the list editor's words (app/kernel/lists). */
const rowFields = (page: Page) => page.locator(".decider-list li input[type='text']");
/** The reasoned pick's option fields, by place, in the form's first column. */
const optionFields = (page: Page) => page.locator(".decider-column").first().locator("input[type='text']");

/** The worked flats (app/test/flats-matrix.ts) opened from a matrix link: Old Town 61.1, Harbour 52.8, Garden 47.2. */
const openFlats = async (page: Page, lang: string) =>
  page.goto(`/${lang}/decision-matrix#${await encodeMatrixLink(flatsAsTyped)}`);

test.describe("the decision matrix in German", () => {
  test("ranks and explains in German, with no English", async ({ page }) => {
    await openFlats(page, "de");
    await expect(page.getByRole("heading", { level: 1, name: "Entscheidungsmatrix" })).toBeVisible();
    await expect(page.getByText("Aus einem geteilten Link ausgefüllt: die ganze Matrix.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Rangfolge" })).toBeVisible();
    const ranking = page.locator(".matrix-ranking");
    await expect(ranking.getByRole("listitem").first()).toContainText("Old Town flat");
    await expect(ranking.getByRole("listitem").first()).toContainText("61,1 Punkte");
    await expect(page.getByRole("heading", { name: "Warum" })).toBeVisible();
    await expect(page.getByText("Old Town flat liegt mit 8,3 von 100 Punkten vor Harbour loft.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Wie sicher: die Wichtigkeiten" })).toBeVisible();
    await expect(page.locator(".matrix-robustness")).toContainText("Old Town flat gewinnt in");
    const main = page.locator("main");
    for (const english of ["Ranking", "points out of 100", "The lead comes from", "How sure", "Share matrix"]) {
      await expect(main).not.toContainText(english);
    }
  });

  test("keeps every cell of the matrix when the language changes", async ({ page }) => {
    await openFlats(page, "de");
    await page.getByRole("textbox", { name: "Bewertung von Light für Harbour loft" }).fill("3");
    await switchLanguage(page, "DE", "Español");
    await expect(page).toHaveURL(/\/es\/decision-matrix/);
    await expect(page.getByRole("heading", { name: "Clasificación" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Opción 2" })).toHaveValue("Harbour loft");
    await expect(page.getByRole("textbox", { name: "Criterio 1" })).toHaveValue("Rent");
    await expect(page.getByRole("textbox", { name: "Puntuación de Light para Harbour loft" })).toHaveValue("3");
    await expect(page.getByRole("textbox", { name: "Puntuación de Rent para Garden house" })).toHaveValue("1,500");
  });
});

test.describe("the templates in Spanish", () => {
  test("shows the templates in Spanish, and Use This Template opens the decider with Spanish options", async ({
    page,
  }) => {
    await page.goto("/es/templates");
    await expect(page.getByRole("heading", { level: 1, name: "Plantillas de decisión" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "¿Qué vemos esta noche?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Comida", exact: true })).toBeVisible();
    await expect(page.locator("main")).not.toContainText("What should we watch tonight?");

    await page.getByRole("button", { name: "Comida", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Se muestra" })).toHaveText(
      "Se muestra 1 plantilla en Comida.",
    );
    await page.getByRole("button", { name: "Todas las categorías" }).click();

    await page.getByRole("button", { name: "Usar esta plantilla «¿Qué vemos esta noche?»" }).click();
    await expect(page).toHaveURL(/\/es\/?$/);
    const spanish = [
      "Una comedia",
      "Un thriller",
      "Un documental",
      "Una favorita de siempre",
      "Algo que nadie haya visto",
    ];
    for (const [index, choice] of spanish.entries()) {
      await expect(rowFields(page).nth(index)).toHaveValue(choice);
    }
  });
});

test.describe("the reasoned pick in French", () => {
  test("decides with a French reading that takes up the context, and no English", async ({ page }) => {
    await openWithPausedClock(page, "/fr/ai-reasoning");
    await expect(page.getByRole("heading", { level: 1, name: "Raisonnement IA" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Vos options", exact: true })).toBeVisible();
    await optionFields(page).nth(0).fill("Cuisiner");
    await optionFields(page).nth(1).fill("Commander");
    await page.getByRole("textbox", { name: "Contexte (facultatif)" }).fill("Je Suis FATIGUÉ");
    await page.getByRole("button", { name: "Analyser et décider" }).click();
    await expect(page.getByRole("button", { name: "L’IA analyse..." })).toBeDisabled();
    await page.clock.runFor(3_000);

    const card = page.getByRole("region", { name: "Décision de l’IA" });
    await expect(card).toBeFocused();
    const result = (await card.locator(".result-value").textContent()) ?? "";
    expect(["Cuisiner", "Commander"]).toContain(result);
    const reading = card.getByRole("region", { name: "Raisonnement IA" });
    await expect(reading).toContainText("Puisque vous avez mentionné « je suis fatigué »");
    await expect(reading).toContainText(`« ${result} »`);
    await expect(page.getByRole("status").filter({ hasText: "Décision :" })).toContainText(`Décision : ${result}.`);
    for (const english of [
      "Given that you mentioned",
      "Analyze",
      "AI Reasoning",
      "Your options",
      " pick.",
      "route once",
    ]) {
      await expect(card).not.toContainText(english);
    }
  });
});

for (const path of ["/decision-matrix", "/templates", "/ai-reasoning"]) {
  for (const lang of ["de", "ar"]) {
    const address = `/${lang}${path}`;
    test(`${address} fits 320 px without sideways scroll, and axe finds nothing`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      if (path === "/decision-matrix") {
        await openFlats(page, lang);
        await expect(page.locator(".matrix-ranking li")).toHaveCount(3);
        await expect(page.locator(".matrix-robustness")).not.toHaveAttribute("aria-busy", "true");
      } else if (path === "/ai-reasoning") {
        await openWithPausedClock(page, address);
        await optionFields(page).nth(0).fill("Donaudampfschifffahrtsgesellschaftskapitän");
        await optionFields(page).nth(1).fill("قهوة");
        await page.locator(".decider form button[type='submit']").click();
        await page.clock.runFor(3_000);
        await expect(page.locator(".result-card")).toBeFocused();
        // axe waits on timers of its own: the page's clock runs again once the result is shown.
        await page.clock.resume();
      } else {
        await page.goto(address);
      }
      expect(await scrollsSideways(page)).toBe(false);
      await expectAccessibleInBothThemes(page);
    });
  }
}
