import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { switchLanguage } from "./support/language-menu";
import { expectAccessibleInBothThemes, scrollsSideways } from "./support/modes";
import { openBrowserAt } from "./support/vote";

// Group votes in other languages (issue #33): the new-vote form, the share panel, the organiser's controls and the
// ballot speak the page's language; the vote API's refusals are worded by the page from their codes, never shown in
// the server's English; what was typed survives a change of language; the translated pages fit a phone and pass axe.

interface NewVoteWords {
  question: string;
  option: (number: number) => string;
  start: string;
}

const spanish: NewVoteWords = { question: "Pregunta", option: (n) => `Opción ${n}`, start: "Empezar la votación" };
const german: NewVoteWords = { question: "Frage", option: (n) => `Option ${n}`, start: "Abstimmung starten" };
const arabic: NewVoteWords = { question: "السؤال", option: (n) => `الخيار ${n}`, start: "ابدأ التصويت" };

/** Fills the new-vote form on `path` (approval, the default) in the words of its language. */
async function fillNewVote(page: Page, path: string, words: NewVoteWords, question: string, options: string[]) {
  await page.goto(path);
  await page.getByRole("textbox", { name: words.question }).fill(question);
  for (const [index, option] of options.entries()) {
    await page.getByRole("textbox", { name: words.option(index + 1), exact: true }).fill(option);
  }
}

test.describe("a group vote in Spanish", () => {
  test("the form, the share panel, the organiser's controls and the ballot speak Spanish, and no English", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await openBrowserAt(browser, "203.0.113.61");
    await page.goto("/es/vote");
    await expect(page.getByRole("heading", { level: 1, name: "Decidid juntos" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nueva votación" })).toBeVisible();
    // The greyed button says why, in Spanish.
    await expect(page.getByRole("button", { name: "Empezar la votación" })).toBeDisabled();
    await expect(page.getByText("Escribe la pregunta que todos responderán.")).toBeVisible();
    await expect(page.getByRole("radio", { name: /^Por orden/ })).toBeVisible();
    await expect(page.getByText(/Se cuenta por pares clasificados/)).toBeVisible();

    await fillNewVote(page, "/es/vote", spanish, "¿Qué cenamos?", ["Sopa", "Ensalada"]);
    await page.getByRole("button", { name: "Empezar la votación" }).click();

    const share = page.getByRole("region", { name: "Invita a votar" });
    await expect(share).toContainText("Envía este enlace a todas las personas que votan.");
    await expect(share.getByRole("button", { name: "Copiar el enlace para votar" })).toBeVisible();
    await share.getByRole("button", { name: "Mostrar el código QR" }).click();
    await expect(share.getByRole("img", { name: "Código QR del enlace para votar" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Organizador" }).getByRole("button")).toHaveText([
      "Cerrar la votación",
      "Eliminar la votación",
    ]);

    await expect(
      page.getByText("Votación por aprobación: marca todas las opciones que te parezcan bien."),
    ).toBeVisible();
    await expect(page.getByText("0 papeletas emitidas.")).toBeVisible();
    const ballot = page.getByRole("region", { name: "Vota" });
    await expect(ballot.getByRole("button", { name: "Emitir mi voto" })).toBeDisabled();
    await expect(ballot.getByText("Marca al menos una opción que te parezca bien.")).toBeVisible();
    await ballot.getByRole("checkbox", { name: "Sopa" }).check();
    await ballot.getByRole("button", { name: "Emitir mi voto" }).click();
    await expect(page.getByText("Tu voto está registrado.", { exact: false })).toBeVisible();
    await expect(page.getByText("1 papeleta emitida.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cambiar mi voto" })).toBeVisible();

    // The result's own words are another area's work; everything around it is Spanish.
    for (const english of [
      "Start the vote",
      "Invite people to vote",
      "Copy voting link",
      "Close the vote",
      "Cast my vote",
      "Your vote is in",
      "ballot cast",
      "Live: updates",
    ]) {
      await expect(page.locator("main")).not.toContainText(english);
    }
    await page.context().close();
  });

  test("a ballot the vote API refuses says why in Spanish, not in the server's English", async ({ browser }) => {
    test.setTimeout(120_000);
    const organiser = await openBrowserAt(browser, "203.0.113.62");
    await fillNewVote(organiser, "/es/vote", spanish, "¿Qué cenamos?", ["Sopa", "Ensalada"]);
    await organiser.getByRole("button", { name: "Empezar la votación" }).click();
    const votingLink = (await organiser
      .getByRole("region", { name: "Invita a votar" })
      .getByRole("link")
      .getAttribute("href")) as string;

    // The voter hears nothing live, so its page still offers the ballot when the organiser closes the vote.
    const voter = await openBrowserAt(browser, "203.0.113.63");
    await voter.route("**/events", (route) => route.abort());
    await voter.goto(`/es/vote${new URL(votingLink).hash}`);
    await voter.getByRole("checkbox", { name: "Ensalada" }).check();
    await organiser.getByRole("button", { name: "Cerrar la votación" }).click();
    await expect(organiser.getByText("0 papeletas emitidas; la votación está cerrada.")).toBeVisible();

    await voter.getByRole("button", { name: "Emitir mi voto" }).click();
    const refusal = voter.getByRole("alert");
    await expect(refusal).toContainText("Tu voto no se envió.");
    await expect(refusal).toContainText("Esta votación se ha cerrado, así que ya no se pueden cambiar las papeletas.");
    await expect(refusal).not.toContainText("This poll has closed");
    await expect(voter.getByRole("checkbox", { name: "Ensalada" })).toBeChecked();
    await organiser.context().close();
    await voter.context().close();
  });

  test("keeps the typed question, options and a ballot in progress when the language changes", async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await openBrowserAt(browser, "203.0.113.64");
    await fillNewVote(page, "/es/vote", spanish, "¿Qué cenamos?", ["Sopa", "Ensalada"]);
    await switchLanguage(page, "ES", "Deutsch");
    await expect(page).toHaveURL(/\/de\/vote$/);
    await expect(page.getByRole("heading", { name: "Neue Abstimmung" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Frage" })).toHaveValue("¿Qué cenamos?");
    await expect(page.getByRole("textbox", { name: "Option 1", exact: true })).toHaveValue("Sopa");
    await expect(page.getByRole("textbox", { name: "Option 2", exact: true })).toHaveValue("Ensalada");

    await page.getByRole("button", { name: "Abstimmung starten" }).click();
    await page.getByRole("checkbox", { name: "Ensalada" }).check();
    await page.getByRole("textbox", { name: "Dein Name (optional)" }).fill("Ana");
    await switchLanguage(page, "DE", "Español");
    await expect(page).toHaveURL(/\/es\/vote#o1\./);
    await expect(page.getByRole("button", { name: "Emitir mi voto" })).toBeEnabled();
    await expect(page.getByRole("checkbox", { name: "Ensalada" })).toBeChecked();
    await expect(page.getByRole("textbox", { name: "Tu nombre (opcional)" })).toHaveValue("Ana");
    await page.context().close();
  });
});

for (const [lang, words, start] of [
  ["de", german, "Abstimmung starten"],
  ["ar", arabic, "ابدأ التصويت"],
] as const) {
  test(`/${lang}/vote fits 320 px without sideways scroll, form and open poll, and axe finds nothing`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await openBrowserAt(browser, lang === "de" ? "203.0.113.65" : "203.0.113.66");
    await page.setViewportSize({ width: 320, height: 800 });
    await fillNewVote(page, `/${lang}/vote`, words, "Donaudampfschifffahrtsgesellschaftskapitänsmütze?", [
      "Donaudampfschifffahrtsgesellschaftskapitän",
      "قهوة",
    ]);
    expect(await scrollsSideways(page)).toBe(false);
    await page.getByRole("button", { name: start }).click();
    await expect(page.locator(".vote-share")).toBeVisible();
    await expect(page.locator(".vote-ballot")).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessibleInBothThemes(page);
    await page.context().close();
  });
}
