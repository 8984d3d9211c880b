import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessibleInBothThemes, scrollsSideways, storedHistory } from "./support/modes";
import { encodeListLink } from "~/kernel/lists/domain/list-link";

// The kernel's shared parts in other languages (issue #33): the list editor every tool page holds, its notices and
// the shared-link notice, in the page's language; what the visitor typed stays as typed.

test.describe("the list editor on /es/weighted", () => {
  test("names its buttons and fields, and says what is wrong with a line, in Spanish", async ({ page }) => {
    await page.goto("/es/weighted");
    await page.getByRole("button", { name: "Añadir opción" }).click();
    await expect(page.getByRole("button", { name: "Quitar opción 3" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Compartir lista" })).toBeDisabled();
    await expect(page.getByText("Completa la lista para compartirla.")).toBeVisible();

    await page.getByRole("button", { name: "Editar como texto" }).click();
    const text = page.getByRole("textbox", { name: "Opciones, una por línea" });
    await text.fill("Pizza, 150\nSushi");
    await expect(page.getByRole("alert")).toHaveText(
      "Línea 1: el peso “150” no es un número entero de 1 a 100. Corrígelo para continuar.",
    );
    await page.getByRole("button", { name: "Editar como texto" }).click();
    await expect(page.getByText("Corrige la línea de abajo antes de volver a la lista.")).toBeVisible();

    await text.fill("Pizza, 70\nSushi");
    await page.getByRole("button", { name: "Editar como texto" }).click();
    await expect(page.getByRole("textbox", { name: "Opción 1" })).toHaveValue("Pizza");
    await expect(page.getByRole("button", { name: "Compartir lista" })).toBeEnabled();
    for (const english of ["Edit as text", "Import from file", "Share list", "Remove option", "Fix it to go on"]) {
      await expect(page.locator("main")).not.toContainText(english);
    }
  });

  test("says in Spanish what a shared link filled in, and that a damaged one filled in nothing", async ({ page }) => {
    const fragment = await encodeListLink({ choices: ["Pizza", "Sushi"], weights: [70, 30] });
    await page.goto(`/es/weighted#${fragment}`);
    await expect(page.getByRole("status").filter({ hasText: "Rellenado" })).toHaveText(
      "Rellenado desde un enlace compartido: 2 opciones.",
    );
    await expect(page.getByRole("textbox", { name: "Opción 2" })).toHaveValue("Sushi");
    await expect(page.locator("main")).not.toContainText("Filled in from a shared link");

    await page.goto("/es/weighted#list=1.j.eyJjIjpbMSwyXX0");
    await expect(page.getByRole("alert")).toContainText(
      "No se pudo leer la lista de este enlace: puede que se haya cortado o modificado.",
    );
  });
});

/** A quick decision made on the home page `home`, found by the form's place: its words are the wheel's own area. */
async function decideOnHome(page: Page, home: string) {
  await page.clock.install();
  await page.goto(home);
  const form = page.getByRole("main").locator("form").first();
  for (const [index, choice] of ["Tee", "Kaffee"].entries()) await form.getByRole("textbox").nth(index).fill(choice);
  await form.locator('button[type="submit"]').click();
  await page.clock.runFor(2_000);
  await expect.poll(async () => (await storedHistory(page)).length).toBe(1);
}

test.describe("the history in other languages", () => {
  test("/de/history lists a decision made on /de/ in German words, its stored category worded, no English", async ({
    page,
  }) => {
    await decideOnHome(page, "/de/");
    const [record] = await storedHistory(page);
    // The record keeps its English value (decision D23): only the page words it.
    expect(record).toMatchObject({ category: "Quick Decision" });

    await page.goto("/de/history");
    await expect(page.getByRole("heading", { level: 1, name: "Dein Entscheidungsverlauf" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Gespeicherte Entscheidungen" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "gespeichert" })).toHaveText("1 Entscheidung gespeichert.");
    const card = page.locator(".history-card");
    await expect(card.locator(".badge")).toHaveText("Schnelle Entscheidung");
    await expect(card.getByRole("button", { name: `„${String(record!.result)}“ löschen` })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Kategorie" })).toContainText("Alle Kategorien");
    const main = page.getByRole("main");
    for (const english of ["Saved decisions", "Quick Decision", "Delete", "Export JSON", "Search decisions"]) {
      await expect(main).not.toContainText(english);
    }
  });

  for (const code of ["de", "ar"]) {
    test(`/${code}/history fits 320 px without sideways scroll, and axe finds nothing`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await decideOnHome(page, `/${code}/`);
      await page.goto(`/${code}/history`);
      await expect(page.locator(".history-card")).toHaveCount(1);
      expect(await scrollsSideways(page)).toBe(false);
      await page.clock.resume();
      await expectAccessibleInBothThemes(page);
    });
  }
});
