import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The last English on translated pages (issue #33, point 4): reasons a list line cannot be read, the pairs question's
// buttons and a history file's rejections come from the page's language.

/** The list's text fields, by place: their names are the list editor's words (app/kernel/lists). */
const rowFields = (page: Page) => page.locator(".choice-rows li input[type='text']");

test("/es/draw says why a line cannot be read in Spanish", async ({ page }) => {
  await page.goto("/es/draw");
  await rowFields(page).nth(0).fill("Ana, 0");
  await rowFields(page).nth(1).fill("Luis");
  const alert = page.getByRole("alert").filter({ hasText: "Ana, 0" });
  await expect(alert).toContainText("el número de boletos «0» no es un número entero del 1 al 10.000");
  await expect(alert).not.toContainText("is not a whole number");
});

test("/es/teams says why a group to keep apart cannot be read in Spanish", async ({ page }) => {
  await page.goto("/es/teams");
  await rowFields(page).nth(0).fill("Ana");
  await rowFields(page).nth(1).fill("Luis");
  await page.getByRole("textbox", { name: "Mantener separados (opcional)" }).fill("Ana, Eva");
  await expect(page.getByText("«Eva» no está en la lista", { exact: false })).toBeVisible();
  await expect(page.getByText("is not on the list")).toHaveCount(0);
});

test("/es/this-or-that asks its pairs question with Spanish buttons", async ({ page }) => {
  await page.goto("/es/this-or-that");
  await page.getByRole("textbox", { name: "Opción 1" }).fill("Lisboa");
  await page.getByRole("textbox", { name: "Opción 2" }).fill("Oporto");
  await page.getByRole("button", { name: "Empezar a clasificar" }).click();
  const question = page.getByRole("region", { name: "¿Cuál prefieres?" });
  await expect(question.getByRole("button", { name: "No puedo elegir" })).toBeVisible();
  await expect(question.getByRole("button", { name: "Deshacer" })).toBeVisible();
  await expect(question.locator(".pair-key").first()).toContainText(" o 1");
  await expect(question).not.toContainText("I can’t choose");
  await expect(question).not.toContainText("Undo");
});

test("/es/history names each rejected entry of an imported file in Spanish", async ({ page }) => {
  await page.goto("/es/history");
  await page.locator("input[type=file]").setInputFiles({
    name: "historial.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(["Pizza", { id: "x" }])),
  });
  const rejected = page.getByRole("list", { name: "Entradas rechazadas" });
  await expect(rejected).toContainText("Entrada 1: no es una decisión.");
  await expect(rejected).toContainText("Entrada 2: falta result.");
  await expect(rejected).not.toContainText("not a decision");
});
