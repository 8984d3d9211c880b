import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessibleInBothThemes, scrollsSideways } from "./support/modes";
import { isolate } from "~/kernel/format/domain/isolate";

// This or That in other languages (issue #33): its words come from the page's language, the options typed survive a
// change of language, and the translated pages fit a phone and pass axe.

/** The list's text fields, by place: their names are the list editor's words (app/kernel/lists). */
const rowFields = (page: Page) => page.locator(".decider form input[type='text']");

/** Changes the page's language with the header's menu, as a visitor does. */
async function switchLanguage(page: Page, from: string, to: string) {
  await page.getByText(from, { exact: true }).click();
  await page.getByRole("link", { name: to }).click();
}

/** Types the options once React runs the page: the start button turns on only then. */
async function enterOptions(page: Page, options: readonly string[], addOption: string) {
  for (let row = 2; row < options.length; row++) await page.getByRole("button", { name: addOption }).click();
  for (const [row, option] of options.entries()) await rowFields(page).nth(row).fill(option);
}

/** Answers every question with the option on the start side, until the ranking shows. */
async function answerAll(page: Page, ranking: ReturnType<Page["getByRole"]>) {
  const question = page.locator(".pair-question");
  while (!(await ranking.isVisible())) {
    const progress = await question.locator(".pair-progress").textContent();
    await question.locator(".pair-option").first().click();
    await expect(question.locator(".pair-progress").or(ranking).first()).not.toHaveText(progress ?? "");
  }
}

test.describe("This or That in Spanish", () => {
  test("ranks three options to a result in Spanish, with no English", async ({ page }) => {
    await page.goto("/es/this-or-that");
    await expect(page.getByRole("heading", { level: 1, name: "Esto o aquello" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tus opciones" })).toBeVisible();
    await expect(page.getByText("Escribe de 2 a 100 opciones para clasificar.")).toBeVisible();
    await enterOptions(page, ["Lisboa", "Oporto", "Madrid"], "Añadir opción");
    await page.getByRole("button", { name: "Empezar a clasificar" }).click();

    const question = page.getByRole("region", { name: "¿Cuál prefieres?" });
    await expect(question).toBeVisible();
    await expect(question.locator(".pair-progress")).toHaveText(/^Pregunta 1 de \d+ como máximo$/);
    const [first, second] = await question.locator(".pair-name").allTextContents();
    await question.locator(".pair-option").first().click();
    await expect(page.locator("p.visually-hidden[role=status]")).toContainText(
      `Preferiste ${isolate(first as string)} a ${isolate(second as string)}.`,
    );

    const ranking = page.getByRole("region", { name: "Tu clasificación" });
    await answerAll(page, ranking);
    await expect(ranking).toContainText(/Clasificado a partir de \d+ respuestas\./);
    await expect(ranking).toContainText("Ningún puesto se decidió por azar: todo el orden sale de tus respuestas.");
    await expect(ranking).toContainText("Último puesto: todas las demás opciones están por encima.");
    await expect(ranking).toContainText(`Preferiste ${isolate(first as string)} a`);
    await expect(ranking.getByText("Guardado en tu historial, con la clasificación completa.")).toBeVisible();
    await expect(ranking.getByRole("button", { name: "Empezar de nuevo" })).toBeVisible();
    await expect(page.locator("p.visually-hidden[role=status]")).toContainText("Clasificación lista. Primero: ");
    for (const english of ["Your ranking", "Ranked from", "You preferred", "Start over", "Ranked last", "Saved to"]) {
      await expect(page.locator("main")).not.toContainText(english);
    }
  });

  test("keeps the typed options when the language changes", async ({ page }) => {
    await page.goto("/es/this-or-that");
    await enterOptions(page, ["Lisboa", "Oporto", "Madrid"], "Añadir opción");
    await expect(page.getByRole("button", { name: "Empezar a clasificar" })).toBeEnabled();

    await switchLanguage(page, "ES", "Deutsch");
    await expect(page).toHaveURL(/\/de\/this-or-that$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dies oder das" })).toBeVisible();
    await expect(rowFields(page)).toHaveCount(3);
    await expect(rowFields(page).nth(0)).toHaveValue("Lisboa");
    await expect(rowFields(page).nth(1)).toHaveValue("Oporto");
    await expect(rowFields(page).nth(2)).toHaveValue("Madrid");
    await expect(page.getByRole("button", { name: "Rangfolge starten" })).toBeEnabled();
  });
});

for (const { lang, addOption, start, ranking } of [
  { lang: "de", addOption: "Option hinzufügen", start: "Rangfolge starten", ranking: "Deine Rangfolge" },
  { lang: "ar", addOption: "أضف خيارًا", start: "ابدأ الترتيب", ranking: "ترتيبك" },
]) {
  test(`/${lang}/this-or-that fits 320 px without sideways scroll through a ranking, and axe finds nothing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`/${lang}/this-or-that`);
    await enterOptions(page, ["Donaudampfschifffahrtsgesellschaft", "Lisboa", "القاهرة"], addOption);
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessibleInBothThemes(page);
    await page.getByRole("button", { name: start }).click();
    await expect(page.locator(".pair-question")).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessibleInBothThemes(page);
    const card = page.getByRole("region", { name: ranking });
    await answerAll(page, card);
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessibleInBothThemes(page);
  });
}
