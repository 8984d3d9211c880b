import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { switchLanguage } from "./support/language-menu";
import { expectAccessibleInBothThemes, scrollsSideways } from "./support/modes";
import { isolate } from "~/kernel/format/domain/isolate";
import { verifiableDrawFor } from "~/test/verifiable-receipts";

// This or That and /verify in other languages (issue #33): its words come from the page's language, the options typed survive a
// change of language, and the translated pages fit a phone and pass axe.

/** The list's text fields, by place: their names are the list editor's words (app/kernel/lists). */
const rowFields = (page: Page) => page.locator(".decider form input[type='text']");

/** Types the options once React runs the page: two rows typed turn the start button on only then. */
async function enterOptions(page: Page, options: readonly string[], addOption: string, start: string) {
  await rowFields(page).nth(0).fill("x");
  await rowFields(page).nth(1).fill("y");
  await expect(page.getByRole("button", { name: start })).toBeEnabled();
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
    await enterOptions(page, ["Lisboa", "Oporto", "Madrid"], "Añadir opción", "Empezar a clasificar");
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
    await enterOptions(page, ["Lisboa", "Oporto", "Madrid"], "Añadir opción", "Empezar a clasificar");
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
    await enterOptions(page, ["Donaudampfschifffahrtsgesellschaft", "Lisboa", "القاهرة"], addOption, start);
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

// A receipt as the English /draw makes it (e2e/verify-worker.spec.ts makes its receipt the same way): receipts have no
// language (D23), so the French page verifies the same bytes.
const entrants = ["Ann", "Bob", "Cy"].map((name) => ({ name, tickets: 1 }));
const { receipt } = verifiableDrawFor(entrants, { winners: 1, alternates: 1 }, { secret: new Uint8Array(32) });

test.describe("/verify in French", () => {
  test("verifies a receipt made in English and says so in French, with no English of its own", async ({ page }) => {
    await page.goto("/fr/verify");
    await expect(page.getByRole("heading", { level: 1, name: "Vérifier un tirage" })).toBeVisible();
    await page.getByRole("textbox", { name: "Reçu (JSON)" }).fill(JSON.stringify(receipt));
    await page.getByRole("button", { name: "Vérifier", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Vérifié, sans valeur publique" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Gagnants" })).toBeVisible();
    await expect(page.getByText("Publié avant le tirage, il devrait y avoir :")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ce que ce reçu ne prouve pas" })).toBeVisible();
    // The page's own headings; the checker's sentences (headline, what is not proven) are its own English for now.
    const headings = (await page.locator(".verify-result :is(h3, h4)").allTextContents()).join(" | ");
    for (const english of ["Verified", "Winners", "Published before the draw", "Not proven by this receipt"]) {
      expect(headings).not.toContain(english);
    }
  });

  test("refuses a forged receipt in French", async ({ page }) => {
    await page.goto("/fr/verify");
    const [first, second] = receipt.winners.concat(receipt.alternates);
    await page
      .getByRole("textbox", { name: "Reçu (JSON)" })
      .fill(JSON.stringify({ ...receipt, winners: [second], alternates: [first] }));
    await page.getByRole("button", { name: "Vérifier", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Ne correspond pas" })).toBeVisible();
    await expect(
      page.getByText("Quelque chose dans ce reçu n’est pas ce que la page a produit, il ne prouve donc rien :"),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Vérifié" })).toHaveCount(0);
  });
});

for (const lang of ["de", "ar"]) {
  test(`/${lang}/verify fits 320 px without sideways scroll, and axe finds nothing there and on a verdict`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`/${lang}/verify`);
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessibleInBothThemes(page);
    await page.locator("textarea").first().fill(JSON.stringify(receipt));
    await page.locator("form button[type=submit]").click();
    await expect(page.locator(".verify-passed")).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });
}
