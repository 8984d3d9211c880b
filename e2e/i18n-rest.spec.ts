import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { declinedConsent, expect, test } from "./fixtures";
import { expectAccessibleInBothThemes, scrollsSideways } from "./support/modes";

// The last English on translated pages (issue #33): /how-it-works and its fairness check, the recent feed, the
// receipts' verdicts on /verify, each in the page's language; the Arabic pages fit a phone and axe finds nothing.

test.describe("/how-it-works in Spanish", () => {
  test("explains and runs the fairness check in Spanish, with a Spanish verdict and figures", async ({ page }) => {
    await page.goto("/es/how-it-works");
    await expect(page.getByRole("heading", { level: 1, name: "¿Por qué es justo?" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "De dónde sale el azar" })).toBeVisible();
    await expect(page.getByRole("link", { name: "elección ponderada" })).toHaveAttribute("href", "/es/weighted");
    const check = page.getByRole("region", { name: "Compruébalo tú mismo" });
    await check.getByRole("radio", { name: /^Mismas probabilidades/ }).check();
    await check.getByRole("textbox", { name: "Número de opciones (k)" }).fill("6");
    await check.getByRole("textbox", { name: "Número de sorteos" }).fill("10000");
    await check.getByRole("button", { name: "Ejecutar la comprobación" }).click();

    const result = page.getByRole("region", { name: /^Resultado: / });
    await expect(result.getByRole("heading")).toHaveText(
      "Resultado: 10.000 sorteos entre 6 opciones igual de probables",
    );
    await expect(result.locator(".fairness-verdict")).toHaveText(
      /^(Compatible con un sorteo justo: .* aproximadamente el [\d,]+\s%\s?de las ejecuciones\.|Sigue siendo compatible con un sorteo justo, .* una vez cada [\d.]+ ejecuciones\.|Inusual: .*)$/,
    );
    await expect(
      result.locator(".stat-tile").filter({ hasText: "Grados de libertad" }).getByRole("definition"),
    ).toHaveText("5");
    const table = result.getByRole("table", { name: "Recuentos por opción: esperados y observados" });
    await expect(table.getByRole("columnheader")).toHaveText(["Opción", "Esperado", "Observado", "Diferencia"]);
    await expect(table.getByRole("rowheader", { name: "Opción 6" })).toBeVisible();
    await expect(check.getByRole("status")).toContainText("Comprobación terminada.");
    for (const english of ["Run the check", "Degrees of freedom", "Result:", "Option", "fair draw", "Where the"]) {
      await expect(page.locator("main")).not.toContainText(english);
    }
  });

  test("words a field's problem in Spanish", async ({ page }) => {
    await page.goto("/es/how-it-works");
    const check = page.getByRole("region", { name: "Compruébalo tú mismo" });
    await check.getByRole("radio", { name: /^Tus propios pesos/ }).check();
    await check.getByRole("textbox", { name: "Pesos" }).fill("1, 0");
    await check.getByRole("button", { name: "Ejecutar la comprobación" }).click();
    await expect(check.getByText("Cada peso debe ser un número entero de 1 a 100; «0» no lo es.")).toBeVisible();
  });
});

test("/ar/how-it-works fits 320 px without sideways scroll, with a check's result, and axe finds nothing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/ar/how-it-works");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const check = page.getByRole("region", { name: "تحقّق بنفسك" });
  await check.getByRole("textbox", { name: "عدد السحوبات" }).fill("10000");
  await check.getByRole("button", { name: "شغّل الفحص" }).click();
  await expect(page.locator(".fairness-table tbody tr")).toHaveCount(6);
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessibleInBothThemes(page);
});

test.describe("the feed in German", () => {
  const minute = 60_000;
  const now = Date.now();
  // Three decisions ten minutes apart, the newest now: a weighted one, then two quick ones.
  const history = [0, 1, 2].map((index) => ({
    id: String(now - index * minute),
    choices: ["Alpha", "Beta", "Gamma", "Delta"].slice(0, 2 + index),
    result: `Result ${3 - index}`,
    timestamp: new Date(now - index * 10 * minute).toISOString(),
    category: index === 0 ? "Weighted Decision" : "Quick Decision",
    tags: ["quick"],
  }));
  test.use({ storage: { "cookie-consent": declinedConsent, "decision-history": JSON.stringify(history) } });

  test("/de/ shows the feed's words, categories and relative times in German, and no English", async ({ page }) => {
    await page.goto("/de/");
    const feed = page.getByRole("region", { name: "Live-Entscheidungsfeed" });
    const cards = feed.locator(".feed-grid > li");
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText("Gewichtete Entscheidung");
    await expect(cards.nth(0)).toContainText("Entscheidung Nr. 3");
    await expect(cards.nth(1).locator(".feed-meta")).toContainText(/vor 10\s/);
    await expect(cards.nth(2).getByRole("list", { name: "Optionen" }).getByRole("listitem")).toHaveText([
      "Alpha",
      "Beta",
      "Gamma",
      "+1 weitere",
    ]);
    await expect(feed.locator(".stat-tile").filter({ hasText: "Letzte Stunde" })).toContainText("3");
    await expect(feed).toContainText(/Aktualisiert um \d{2}:\d{2}:\d{2}/);
    await expect(feed.getByRole("button", { name: "Aktualisieren" })).toBeVisible();
    for (const english of ["ago", "Decision #", "Quick Decision", "Last Hour", "Updated", "more"]) {
      await expect(feed).not.toContainText(english);
    }
  });
});

test("a verifiable draw on /es/draw offers its receipt in Spanish, its link to /verify in Spanish too", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/es/draw");
  const rows = page.locator(".choice-rows li input[type='text']");
  await rows.nth(0).fill("Ana");
  await rows.nth(1).fill("Luis");
  await page.getByRole("checkbox", { name: /^Sorteo verificable/ }).check();
  await page.getByRole("button", { name: "Sortear ganadores" }).click();
  await page.clock.runFor(2_000);
  const receipt = page.locator(".result-card .draw-receipt");
  await expect(receipt.getByRole("heading", { name: "Recibo" })).toBeVisible();
  await expect(receipt.getByRole("link", { name: "la página de verificación" })).toHaveAttribute("href", "/es/verify");
  await expect(receipt.getByRole("button", { name: "Descargar recibo" })).toBeVisible();
  await expect(receipt.getByRole("checkbox", { name: /^Incluir la lista en el recibo/ })).toBeChecked();
  await expect(receipt.getByRole("button", { name: "Copiar enlace del recibo" })).toBeVisible();
  for (const english of ["Receipt", "Download", "Copy receipt link", "verify page"]) {
    await expect(receipt).not.toContainText(english);
  }
});

// /verify's checker in the reader's language: its verdict, what a receipt does not prove and each rule a forged receipt
// breaks, worded from codes and values; the receipts are the test vectors' bytes, the same in every language (D23).
const drawVectors = JSON.parse(readFileSync("docs/vectors/draw.json", "utf8")) as Record<
  "verifies" | "fails",
  { name: string; receipt: unknown }[]
>;
const vector = (name: string) =>
  [...drawVectors.verifies, ...drawVectors.fails].find((entry) => entry.name === name)?.receipt;

async function checkReceipt(page: Page, lang: string, receipt: unknown) {
  await page.goto(`/${lang}/verify`);
  await page.locator("textarea").first().fill(JSON.stringify(receipt));
  await page.locator("form button[type=submit]").click();
}

test.describe("/verify's verdicts in every language", () => {
  test("/es/verify refuses a forged receipt with the rule it breaks in Spanish, and no English", async ({ page }) => {
    await checkReceipt(page, "es", vector("v4-winners-swapped"));
    const result = page.locator(".verify-failed");
    await expect(result.getByRole("heading", { name: "No coincide" })).toBeVisible();
    await expect(result.getByRole("listitem")).toHaveText([
      /^El ganador 1 debería ser .+, pero el recibo dice .+\.$/,
      /^El ganador 2 debería ser .+, pero el recibo dice .+\.$/,
    ]);
    for (const english of ["Does not match", "Winner", "should be", "the receipt says"]) {
      await expect(result).not.toContainText(english);
    }
  });

  test("/es/verify words a lottery receipt's verdict and what it does not prove in Spanish", async ({ page }) => {
    await checkReceipt(page, "es", vector("v4-lottery"));
    const result = page.locator(".verify-passed");
    await expect(
      result.getByText(
        "Verificado: los ganadores se deducen del secreto comprometido, de la lista y del valor público.",
      ),
    ).toBeVisible();
    await expect(
      result.getByText(/declarado como números de lotería\. La declaración tenía que publicarse antes/),
    ).toBeVisible();
    await expect(
      result.getByRole("listitem").filter({ hasText: /^Que esto se publicara antes del sorteo / }),
    ).toHaveCount(1);
    await expect(
      result.getByRole("listitem").filter({ hasText: /^Que estos sean todos los números de ese sorteo/ }),
    ).toContainText(/números principales, .+ \(\d+ números\)/);
    for (const english of ["Verified", "That this was published", "That these are all", "declared as", "follow from"]) {
      await expect(result).not.toContainText(english);
    }
  });

  test("/ar/verify fits 320 px with a forged receipt's problems in Arabic", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await checkReceipt(page, "ar", vector("v4-counts-edited"));
    await expect(page.locator(".verify-failed").getByRole("listitem")).toHaveCount(2);
    await expect(page.locator(".verify-failed")).toContainText("يقول البيان");
    expect(await scrollsSideways(page)).toBe(false);
  });

  test("axe finds nothing on /de/verify with a verdict shown and with a forged receipt's problems", async ({
    page,
  }) => {
    await checkReceipt(page, "de", vector("v4-text"));
    await expect(page.locator(".verify-passed")).toContainText("Geprüft: Die Gewinner folgen");
    await expectAccessibleInBothThemes(page);
    await checkReceipt(page, "de", vector("v4-secret-replaced"));
    await expect(page.locator(".verify-failed")).toContainText(
      "Der SHA-256 des Geheimnisses ist nicht der der Erklärung",
    );
    await expectAccessibleInBothThemes(page);
  });
});
