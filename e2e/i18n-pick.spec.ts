import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { switchLanguage } from "./support/language-menu";
import { expectAccessibleInBothThemes, openWithPausedClock, scrollsSideways } from "./support/modes";
import { isolate } from "~/kernel/format/domain/isolate";

// The pick-one tools in other languages (issue #33): their words come from the page's language, what the visitor
// typed survives a change of language, and the translated pages still fit a phone and pass axe.

/** The list's text fields, by place: their names are the list editor's words (app/kernel/lists). */
const rowFields = (page: Page) => page.locator(".decider-list li input[type='text']");

test.describe("the weighted decision in Spanish", () => {
  test("shows its controls and its result in Spanish, and no English", async ({ page }) => {
    await openWithPausedClock(page, "/es/weighted");
    await expect(page.getByRole("heading", { level: 1, name: "Decisión ponderada" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tus opciones y sus pesos" })).toBeVisible();
    await page.getByRole("textbox", { name: "Opción 1" }).fill("Pizza");
    await page.getByRole("textbox", { name: "Opción 2" }).fill("Sushi");
    await expect(page.getByRole("slider", { name: "Peso de la opción 1" })).toBeVisible();
    await expect(page.getByText("Peso total: 100")).toBeVisible();
    await expect(page.getByText("Duración del giro")).toBeVisible();

    await page.getByRole("button", { name: "Tomar una decisión ponderada" }).click();
    await expect(page.getByRole("button", { name: "Calculando..." })).toBeDisabled();
    await page.clock.runFor(2_000);

    const card = page.getByRole("region", { name: "Resultado ponderado" });
    await expect(card).toBeFocused();
    await expect(card).toContainText("Elegida según los pesos de probabilidad");
    // Spanish writes a no-break space before the percent sign.
    await expect(card).toContainText("Peso 50 de 100: una probabilidad del 50\u00a0%.");
    await expect(card.getByRole("button", { name: "Empezar de nuevo" })).toBeVisible();
    await expect(card.getByRole("link", { name: "¿Por qué es justo?" })).toHaveAttribute("href", "/es/how-it-works");
    const result = (await card.locator(".result-value").textContent()) ?? "";
    expect(["Pizza", "Sushi"]).toContain(result);
    await expect(card.getByRole("button", { name: `Elegir otra vez sin ${result}` })).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Decisión ponderada:" })).toHaveText(
      `Decisión ponderada: ${isolate(result)}`,
    );
    for (const english of [
      "Make Weighted Decision",
      "Weighted Result",
      "Total weight",
      "Spin time",
      "How is this fair?",
    ]) {
      await expect(page.locator("main")).not.toContainText(english);
    }
  });

  test("keeps the typed options and weights when the language changes", async ({ page }) => {
    await page.goto("/es/weighted");
    await page.getByRole("textbox", { name: "Opción 1" }).fill("Pizza");
    await page.getByRole("textbox", { name: "Opción 2" }).fill("Sushi");
    await page.getByRole("slider", { name: "Peso de la opción 1" }).fill("80");
    await expect(page.getByText("Peso total: 130")).toBeVisible();

    await switchLanguage(page, "ES", "Deutsch");
    await expect(page).toHaveURL(/\/de\/weighted$/);
    await expect(page.getByRole("textbox", { name: "Option 1" })).toHaveValue("Pizza");
    await expect(page.getByRole("textbox", { name: "Option 2" })).toHaveValue("Sushi");
    await expect(page.getByRole("slider", { name: "Gewicht für Option 1" })).toHaveValue("80");
    await expect(page.getByText("Gesamtgewicht: 130")).toBeVisible();
  });
});

test.describe("the quick decider on the Arabic home page", () => {
  test("shows its controls and its result in Arabic, and no English", async ({ page }) => {
    await openWithPausedClock(page, "/ar/");
    await expect(page.getByRole("heading", { name: "خياراتك", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "اتخذ القرار" })).toBeDisabled();
    await expect(page.getByText("أدخل خيارين على الأقل للاختيار بينهما.")).toBeVisible();
    await rowFields(page).nth(0).fill("شاي");
    await rowFields(page).nth(1).fill("Coffee");
    await expect(page.getByRole("img", { name: "عجلة بخيارين" })).toBeVisible();

    await page.getByRole("button", { name: "اتخذ القرار" }).click();
    await page.clock.runFor(2_000);

    const card = page.getByRole("region", { name: "قرار الذكاء الاصطناعي" });
    await expect(card).toBeFocused();
    const result = (await card.locator(".result-value").textContent()) ?? "";
    expect(["شاي", "Coffee"]).toContain(result);
    await expect(card).toContainText("أُضيف إلى موجز قراراتك وسجلّك.");
    await expect(card.getByRole("button", { name: "ابدأ من جديد" })).toBeVisible();
    // The name typed in another script keeps its own direction inside the Arabic sentence.
    await expect(page.getByRole("status").filter({ hasText: "القرار:" })).toHaveText(`القرار: ${isolate(result)}`);
    for (const english of ["Make Decision", "Your choices", "Start Over", "Spin time", "Tick sound"]) {
      await expect(page.locator(".decider")).not.toContainText(english);
    }
  });

  test("keeps the typed choices when the language changes", async ({ page }) => {
    await page.goto("/ar/");
    await rowFields(page).nth(0).fill("شاي");
    await rowFields(page).nth(1).fill("Coffee");
    await switchLanguage(page, "AR", "Español");
    await expect(page).toHaveURL(/\/es\/?$/);
    await expect(page.getByRole("heading", { name: "Tus opciones", exact: true })).toBeVisible();
    await expect(rowFields(page).nth(0)).toHaveValue("شاي");
    await expect(rowFields(page).nth(1)).toHaveValue("Coffee");
  });
});

for (const path of ["/", "/weighted"]) {
  for (const lang of ["de", "ar"]) {
    const address = `/${lang}${path === "/" ? "/" : path}`;
    test(`${address} fits 320 px without sideways scroll, with a list and its result, and axe finds nothing`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await openWithPausedClock(page, address);
      await rowFields(page).nth(0).fill("Donaudampfschifffahrtsgesellschaftskapitän");
      await rowFields(page).nth(1).fill("قهوة");
      expect(await scrollsSideways(page)).toBe(false);
      await page.locator(".decider form button[type='submit']").click();
      await page.clock.runFor(2_000);
      await expect(page.locator(".result-card")).toBeFocused();
      expect(await scrollsSideways(page)).toBe(false);
      // axe waits on timers of its own: the page's clock runs again once the result is shown.
      await page.clock.resume();
      await expectAccessibleInBothThemes(page);
    });
  }
}

/** The tournament's contestant fields, by place. */
const contestantFields = (page: Page) => page.locator(".battle-royale li input[type='text']");

test.describe("Battle Royale in Spanish", () => {
  test("shows its setup, its battles and its champion in Spanish, and no English", async ({ page }) => {
    await page.goto("/es/battle-royale");
    await expect(page.getByRole("heading", { name: "Participantes" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Empezar torneo" })).toBeDisabled();
    await contestantFields(page).nth(0).fill("Ana");
    await contestantFields(page).nth(1).fill("Luis");
    await contestantFields(page).nth(2).fill("Eva");
    await expect(page.getByText("Participantes válidos: 3")).toBeVisible();
    await page.getByRole("button", { name: "Empezar torneo" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Semifinal" })).toBeVisible();
    await expect(page.getByText("Combate 1 de 1", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Cuadro del torneo" })).toBeVisible();
    await expect(page.getByText("Pase libre", { exact: true })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Torneo" })).toContainText(
      "Torneo iniciado. Semifinal, combate 1 de 1:",
    );
    await page.getByRole("button", { name: "¡A luchar!" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Final" })).toBeVisible();
    await expect(page.getByText("Última batalla:")).toBeVisible();
    await page.getByRole("button", { name: "¡A luchar!" }).click();

    await expect(page.getByRole("heading", { name: "¡Torneo terminado!" })).toBeVisible();
    const card = page.getByRole("region", { name: "Campeón" });
    const champion = (await card.locator(".result-value").textContent()) ?? "";
    expect(["Ana", "Luis", "Eva"]).toContain(champion);
    await expect(page.getByRole("status").filter({ hasText: "campeón" })).toContainText(
      `¡${isolate(champion)} es el campeón!`,
    );
    await expect(page.getByRole("heading", { name: "Ronda a ronda" })).toBeVisible();
    await expect(card.getByRole("link", { name: "Ver historial" })).toHaveAttribute("href", "/es/history");
    for (const english of ["Tournament", "Battle!", "Champion", "Round by round", "Semi-Final", "New Tournament"]) {
      await expect(page.locator("main")).not.toContainText(english);
    }
  });

  test("keeps the typed contestants when the language changes", async ({ page }) => {
    await page.goto("/es/battle-royale");
    await contestantFields(page).nth(0).fill("Ana");
    await contestantFields(page).nth(1).fill("Luis");
    await switchLanguage(page, "ES", "Français");
    await expect(page).toHaveURL(/\/fr\/battle-royale$/);
    await expect(page.getByRole("heading", { name: "Participants" })).toBeVisible();
    await expect(contestantFields(page).nth(0)).toHaveValue("Ana");
    await expect(contestantFields(page).nth(1)).toHaveValue("Luis");
    await expect(page.getByText("Participants valides : 2")).toBeVisible();
  });
});

for (const lang of ["de", "ar"]) {
  test(`/${lang}/battle-royale fits 320 px without sideways scroll through a tournament, and axe finds nothing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`/${lang}/battle-royale`);
    await contestantFields(page).nth(0).fill("Donaudampfschifffahrtsgesellschaftskapitän");
    await contestantFields(page).nth(1).fill("قهوة");
    await contestantFields(page).nth(2).fill("Eva");
    expect(await scrollsSideways(page)).toBe(false);
    await page.locator(".battle-royale form button[type='submit']").click();
    await expect(page.locator(".battle-arena")).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessibleInBothThemes(page);
    await page.locator(".battle-arena button").click();
    await page.locator(".battle-arena button").click();
    await expect(page.locator(".tournament-complete")).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessibleInBothThemes(page);
  });
}
