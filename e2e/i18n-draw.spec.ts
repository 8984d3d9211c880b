import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { switchLanguage } from "./support/language-menu";
import { expectAccessibleInBothThemes, openWithPausedClock, scrollsSideways } from "./support/modes";
import { isolate } from "~/kernel/format/domain/isolate";

// The giveaway draw and the teams in other languages (issue #33): their words come from the page's language, what the
// visitor typed survives a change of language, the translated pages fit a phone and pass axe, and a verifiable draw's
// receipt is the same bytes in every language (D23: data has no language).

/** The list's text fields, by place: their names are the list editor's words (app/kernel/lists). */
const rowFields = (page: Page) => page.locator(".choice-rows li input[type='text']");

/** Types two names into the list's first two rows, which a fresh list has. */
async function fillRows(page: Page, [first, second]: readonly [string, string]) {
  await rowFields(page).nth(0).fill(first);
  await rowFields(page).nth(1).fill(second);
}

test.describe("the giveaway draw in Spanish", () => {
  test("shows its controls, its notices and its result in Spanish, and no English", async ({ page }) => {
    await openWithPausedClock(page, "/es/draw");
    await expect(page.getByRole("heading", { level: 1, name: "Sorteo" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Participantes", exact: true })).toBeVisible();
    await expect(page.getByText("Escribe al menos un participante.")).toBeVisible();
    await fillRows(page, ["Ana, 2", "Luis"]);
    await expect(page.getByText("2 participantes, 3 boletos.")).toBeVisible();
    await page.getByRole("button", { name: "Añadir participante" }).click();
    await rowFields(page).nth(2).fill("Ana");
    await expect(page.locator(".notice p[role='status']")).toHaveText(
      "Un nombre aparece en más de una línea (Ana ×2). Cada línea de más cuenta como un boleto más.",
    );
    await page.getByRole("textbox", { name: "Ganadores" }).fill("3");
    await expect(page.getByText("Hay 2 participantes: sortea como máximo ese número de ganadores.")).toBeVisible();
    await page.getByRole("textbox", { name: "Ganadores" }).fill("1");
    await page.getByRole("textbox", { name: "Suplentes" }).fill("1");
    await expect(page.getByRole("checkbox", { name: /^Sorteo verificable/ })).not.toBeChecked();

    await page.getByRole("button", { name: "Sortear ganadores" }).click();
    await expect(page.getByRole("button", { name: "Sorteando…" })).toBeDisabled();
    await page.clock.runFor(2_000);

    const card = page.getByRole("region", { name: "Resultado del sorteo" });
    await expect(card).toBeFocused();
    await expect(card).toContainText("Sorteado entre 2 participantes con 4 boletos.");
    await expect(card.getByRole("heading", { name: "Ganadores" })).toBeVisible();
    await expect(card.getByRole("heading", { name: "Suplentes" })).toBeVisible();
    await expect(card.getByRole("listitem").filter({ hasText: "Ana" })).toHaveText("Ana (3 boletos)");
    await expect(card).toContainText("Guardado en tu historial, con los ganadores en el orden del sorteo.");
    await expect(card.getByRole("button", { name: "Exportar CSV" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Empezar de nuevo" })).toBeVisible();
    const winner = (await card.locator(".result-value").textContent()) ?? "";
    expect(["Ana", "Luis"]).toContain(winner);
    await expect(page.getByRole("status").filter({ hasText: "Ganador:" })).toHaveText(`Ganador: ${isolate(winner)}`);
    for (const english of ["Draw Winners", "Giveaway Result", "Entrants", "Winners", "Alternates", "tickets"]) {
      await expect(page.locator("main")).not.toContainText(english);
    }
  });

  test("keeps the typed entrants when the language changes", async ({ page }) => {
    await page.goto("/es/draw");
    await fillRows(page, ["Ana, 2", "Luis"]);
    await expect(page.getByText("2 participantes, 3 boletos.")).toBeVisible();
    await switchLanguage(page, "ES", "Deutsch");
    await expect(page).toHaveURL(/\/de\/draw$/);
    await expect(page.getByRole("heading", { name: "Teilnehmende", exact: true })).toBeVisible();
    await expect(rowFields(page).nth(0)).toHaveValue("Ana, 2");
    await expect(rowFields(page).nth(1)).toHaveValue("Luis");
    await expect(page.getByText("2 Teilnehmende, 3 Lose.")).toBeVisible();
  });
});

/**
 * Makes a verifiable draw of Ana and Luis on `path` with the secret every byte 7 (the only 32-byte draw from
 * `crypto.getRandomValues` the page makes), and returns the receipt file's text as the page downloaded it.
 */
async function verifiableReceiptFrom(
  page: Page,
  path: string,
  { verifiable, draw }: { verifiable: RegExp; draw: string },
) {
  await page.addInitScript(() => {
    const fill = crypto.getRandomValues.bind(crypto);
    Object.defineProperty(crypto, "getRandomValues", {
      value: (array: Uint8Array<ArrayBuffer>) => (array.length === 32 ? array.fill(7) : fill(array)),
    });
  });
  await page.clock.install();
  await page.goto(path);
  await fillRows(page, ["Ana, 2", "Luis"]);
  await page.getByRole("checkbox", { name: verifiable }).check();
  await page.getByRole("button", { name: draw }).click();
  await page.clock.runFor(2_000);
  // The receipt panel's first button downloads the receipt, whatever the words of the kernel's panel.
  const downloaded = page.waitForEvent("download");
  await page.locator(".result-card .draw-receipt .button-row button").first().click();
  return readFile(await (await downloaded).path(), "utf8");
}

test("a verifiable draw made on /es/draw is the same receipt, byte for byte, as on /draw, and verifies on /verify", async ({
  browser,
}) => {
  const spanish = await browser.newPage();
  const fromSpanish = await verifiableReceiptFrom(spanish, "/es/draw", {
    verifiable: /^Sorteo verificable/,
    draw: "Sortear ganadores",
  });
  const english = await browser.newPage();
  const fromEnglish = await verifiableReceiptFrom(english, "/draw", {
    verifiable: /^Verifiable draw/,
    draw: "Draw Winners",
  });
  expect(JSON.parse(fromSpanish)).toMatchObject({ kind: "draw", winners: [expect.any(String)] });
  expect(fromSpanish).toBe(fromEnglish);

  await spanish.close();
  await english.close();

  // Checked on a page of its own, with the browser's own randomness and clock.
  const verify = await browser.newPage();
  await verify.goto("/verify");
  await verify.getByRole("textbox", { name: "Receipt (JSON)" }).fill(fromSpanish);
  await verify.getByRole("button", { name: "Verify" }).click();
  await expect(verify.getByRole("heading", { name: "Verified, with no public value" })).toBeVisible();
  await verify.close();
});

for (const lang of ["de", "ar"]) {
  test(`/${lang}/draw fits 320 px without sideways scroll, with a list and its result, and axe finds nothing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await openWithPausedClock(page, `/${lang}/draw`);
    await fillRows(page, ["Donaudampfschifffahrtsgesellschaftskapitän, 2", "قهوة"]);
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
