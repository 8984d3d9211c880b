import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { switchLanguage } from "./support/language-menu";
import { expectAccessibleInBothThemes, scrollsSideways } from "./support/modes";
import { openBrowserAt, startVote } from "./support/vote";

// A vote's result in plain words (issue #34, point 5), born translated (issue #33): a three-way circle is said as a
// person would say it, in the page's language, and its head-to-head table fits a phone without breaking a name.

const options = ["Margherita pizza", "Salmon nigiri sushi", "Crispy fish tacos"];
const [pizza, sushi, tacos] = options as [string, string, string];

/** Another person ranks the options in `order` on their own device and casts the ballot. */
async function castRanking(browser: Browser, address: string, link: string, order: readonly string[]) {
  const voter = await openBrowserAt(browser, address);
  await voter.goto(link);
  for (const option of order) await voter.getByRole("button", { name: `Add ${option}` }).click();
  await voter.getByRole("button", { name: "Cast my vote" }).click();
  await expect(voter.getByText("Your vote is in.")).toBeVisible();
  await voter.context().close();
}

/** A text as read, without the marks that set each name apart from the sentence (U+2068, U+2069). */
const readable = async (locator: Locator) => ((await locator.textContent()) ?? "").replace(/[\u2068\u2069]/g, "");

/** Whether any word of the head-to-head table's names lies on more than one line. */
function breaksANameInsideAWord(page: Page) {
  return page.locator(".vote-table th").evaluateAll((cells) =>
    cells.some((cell) => {
      const text = cell.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return false;
      const content = text.textContent ?? "";
      let start = 0;
      for (const word of content.split(" ")) {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + word.length);
        start += word.length + 1;
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) return true;
      }
      return false;
    }),
  );
}

test("a ranked poll whose options beat each other in a circle says so, and the draw's choice, in every language", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  // Ranked ballots A > B > C, B > C > A and C > A > B: each option beats the next 2 to 1, round the circle.
  const votingLink = await startVote(page, { question: "Dinner on Friday?", options, method: "Ranked" });
  await castRanking(browser, "198.51.100.21", votingLink, [pizza, sushi, tacos]);
  await castRanking(browser, "198.51.100.22", votingLink, [sushi, tacos, pizza]);
  await castRanking(browser, "198.51.100.23", votingLink, [tacos, pizza, sushi]);
  await expect(page.getByText("3 ballots cast.")).toBeVisible();

  // The organiser sees the results so far: the winner, then the plain sentence naming the circle and the draw.
  const result = page.locator(".vote-result");
  await expect(result.locator(".vote-headline")).toBeVisible();
  const winner = (await result.locator(".vote-winner strong").textContent()) ?? "";
  expect(options).toContain(winner);
  expect(await readable(result.locator(".vote-headline"))).toBe(
    `${pizza}, ${sushi} and ${tacos} each beat another in a circle, so no option beats all the others; a fair draw chose ${winner}.`,
  );
  await expect(result.locator(".vote-method")).toContainText("Ranked Pairs");
  await expect(result.getByRole("list", { name: "Each option's figures" }).getByRole("listitem")).toHaveText(
    options.map(() => /beats 1 of 2 rivals one on one$/),
  );
  // The round-by-round text is on the page, not folded away.
  await expect(result.getByRole("heading", { name: "Instant runoff, round by round" })).toBeVisible();
  await expect(result.locator("ol.vote-explanation li").first()).toBeVisible();

  // The same poll in Spanish, by the header's language menu: the page keeps the poll's link and words it anew.
  const organiserFragment = new URL(page.url()).hash;
  await switchLanguage(page, "EN", "Español");
  await expect(page).toHaveURL((url) => url.pathname === "/es/vote" && url.hash === organiserFragment);
  await expect(result.locator(".vote-method")).toContainText("Pares ordenados");
  expect(await readable(result.locator(".vote-headline"))).toBe(
    `${pizza}, ${sushi} y ${tacos} se ganan unas a otras en círculo, así que ninguna opción gana a todas las demás; un sorteo justo eligió ${winner}.`,
  );
  await expect(result.getByRole("heading", { name: "Segunda vuelta instantánea, ronda a ronda" })).toBeVisible();
  await expect(result.getByRole("table")).toContainText("Cara a cara");
  for (const english of ["each beat another", "Instant runoff", "Head to head", "How it was counted", "Winner"]) {
    await expect(result).not.toContainText(english);
  }

  // On a phone, in German's long words and in Arabic, right to left: the head-to-head table scrolls inside its own
  // box, the page never sideways, and each name wraps between its words, never inside one.
  await page.setViewportSize({ width: 320, height: 720 });
  for (const lang of ["de", "ar"]) {
    await page.goto(`/${lang}/vote${organiserFragment}`);
    await expect(result.getByRole("table")).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await breaksANameInsideAWord(page)).toBe(false);
  }
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expectAccessibleInBothThemes(page);
});
