import type { Page } from "@playwright/test";
import { encodeListLink } from "~/kernel/lists/domain/list-link";
import { isolate } from "~/kernel/format/domain/isolate";
import { declinedConsent, expect, test } from "./fixtures";
import { expectFocusOn, tabTo } from "./support/focus";
import { expectAccessibleInBothThemes, scrollsSideways, storedHistory } from "./support/modes";

// The visitor's own order: earlier is preferred. The list is entered in another order.
const cities = ["Lisbon", "Porto", "Madrid", "Faro", "Braga"];
const entered = ["Braga", "Madrid", "Lisbon", "Faro", "Porto"];

const question = (page: Page) => page.getByRole("region", { name: /which do you prefer/i });
const startButton = (page: Page) => page.getByRole("button", { name: "Start ranking" });
const progressText = (page: Page) => page.getByText(/^Question \d+ of at most \d+$/);
const rankingCard = (page: Page) => page.getByRole("region", { name: "Your ranking" });
const announced = (page: Page) => page.locator("p.visually-hidden[role=status]");

/** Types the options as text, once React runs the page (a typed first row enabling nothing until then). */
async function enterOptions(page: Page, options: readonly string[]) {
  await page.getByRole("textbox", { name: "Option 1", exact: true }).fill("x");
  await page.getByRole("textbox", { name: "Option 2", exact: true }).fill("y");
  await expect(startButton(page)).toBeEnabled();
  await page.getByRole("button", { name: "Edit as text" }).click();
  await page.getByRole("textbox", { name: "Options, one per line" }).fill(options.join("\n"));
}

/** The two options asked about now, left then right. */
async function currentPair(page: Page): Promise<[string, string]> {
  const names = await question(page).locator(".pair-name").allTextContents();
  return [names[0] as string, names[1] as string];
}

/** Which side the visitor prefers in the current pair, by `order`. */
async function preferredSide(page: Page, order: readonly string[]): Promise<0 | 1> {
  const [left, right] = await currentPair(page);
  return order.indexOf(left) < order.indexOf(right) ? 0 : 1;
}

/** Answers every remaining question by `order` with `answer`, returning how many it took. */
async function answerAll(page: Page, order: readonly string[], answer: (side: 0 | 1, index: number) => Promise<void>) {
  let answers = 0;
  while (await question(page).isVisible()) {
    const text = await progressText(page).textContent();
    await answer(await preferredSide(page, order), answers);
    answers++;
    // The next question, or the ranking, replaces this one.
    await expect(progressText(page).or(rankingCard(page)).first()).not.toHaveText(text ?? "");
  }
  return answers;
}

const rankedNames = (page: Page) => rankingCard(page).locator(".ranking-name").allTextContents();

const firstAnswer = (page: Page) => question(page).locator(".pair-option").first();

test("five options ranked by click at 320 px, explained, saved, and opened again from the history", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/this-or-that");
  await enterOptions(page, entered);
  await startButton(page).click();
  await expect(progressText(page)).toHaveText("Question 1 of at most 7");
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessibleInBothThemes(page);
  await page.emulateMedia({ colorScheme: "light", reducedMotion: "no-preference" });

  const answers = await answerAll(page, cities, async (side) => {
    await question(page).locator(".pair-option").nth(side).click();
  });
  expect(answers).toBeLessThanOrEqual(7);
  await expect(rankingCard(page)).toBeFocused();
  expect(await rankedNames(page)).toEqual(cities);
  await expect(rankingCard(page)).toContainText("No place was settled by chance");
  await expect(rankingCard(page)).toContainText(`You preferred ${isolate("Lisbon")} to`);
  await expect(rankingCard(page)).toContainText("Ranked last: every other option is above it.");
  const [record] = await storedHistory(page);
  expect(record).toMatchObject({
    category: "This or That",
    tags: ["this-or-that", "ranking"],
    result: "Lisbon",
    choices: entered,
    outcome: { kind: "ranking", ranking: cities, drawnPlaces: [] },
  });
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessibleInBothThemes(page);

  await page.goto("/history");
  await expect(page.getByText("Ranking: 1. Lisbon, 2. Porto, 3. Madrid, 4. Faro, 5. Braga")).toBeVisible();
  await expect(page.locator(".badge").filter({ hasText: "This or That" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Reroll/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Open again “Lisbon”" }).click();
  await expect(page).toHaveURL("/this-or-that");
  // The finished ranking stays until a new one starts; the options wait in the list.
  await expect(page.getByText("Starting replaces the ranking you have finished.")).toBeVisible();
  for (const [index, option] of entered.entries()) {
    await expect(page.getByRole("textbox", { name: `Option ${index + 1}`, exact: true })).toHaveValue(option);
  }
});

test("five options ranked from the keyboard alone: ← / → and 1 / 2, each answer announced", async ({ page }) => {
  await page.goto("/this-or-that");
  await enterOptions(page, entered);
  await startButton(page).focus();
  await page.keyboard.press("Enter");
  await expect(progressText(page)).toHaveText("Question 1 of at most 7");
  const keys = [
    ["ArrowLeft", "ArrowRight"],
    ["1", "2"],
  ] as const;
  await answerAll(page, cities, async (side, index) => {
    const [left, right] = await currentPair(page);
    await page.keyboard.press((keys[index % 2] as readonly [string, string])[side]);
    const [winner, loser] = side === 0 ? [left, right] : [right, left];
    await expect(announced(page)).toContainText(`You preferred ${isolate(winner)} to ${isolate(loser)}.`);
  });
  await expect(announced(page)).toContainText(`Ranking ready. First: ${isolate("Lisbon")}.`);
  expect(await rankedNames(page)).toEqual(cities);
});

test("from the keyboard alone, focus lands on what to act on next and double-check is announced", async ({ page }) => {
  await page.goto("/this-or-that");
  await enterOptions(page, entered);
  await tabTo(page, startButton(page));
  await page.keyboard.press("Enter");
  await expectFocusOn(page, firstAnswer(page));
  await page.keyboard.press("1");
  await expect(progressText(page)).toHaveText("Question 2 of at most 7");
  const undo = page.getByRole("button", { name: "Undo" });
  await tabTo(page, undo);
  await page.keyboard.press("Enter");
  // Back at the first question Undo is disabled: the first answer has the focus.
  await expect(undo).toBeDisabled();
  await expectFocusOn(page, firstAnswer(page));

  await answerAll(page, cities, async (side) => {
    await page.keyboard.press(side === 0 ? "ArrowLeft" : "ArrowRight");
  });
  await expectFocusOn(page, rankingCard(page));
  await tabTo(page, page.getByRole("button", { name: "Double-check" }));
  await page.keyboard.press("Enter");
  await expectFocusOn(page, firstAnswer(page));
  const checks = page.getByText(/^Check \d+ of \d+$/);
  const total = Number((await checks.textContent())?.split(" of ")[1]);
  await expect(announced(page)).toHaveText(
    `Double-check. Check 1 of ${total}: ${(await currentPair(page)).map(isolate).join(" or ")}?`,
  );
  for (let i = 0; i < total; i++) {
    const [left, right] = await currentPair(page);
    const side = await preferredSide(page, cities);
    await page.keyboard.press(side === 0 ? "ArrowLeft" : "ArrowRight");
    const [winner, loser] = (side === 0 ? [left, right] : [right, left]).map(isolate);
    const said = `You preferred ${winner} to ${loser}.`;
    if (i + 1 < total) {
      await expect(checks).toHaveText(`Check ${i + 2} of ${total}`);
      await expect(announced(page)).toHaveText(
        `${said} Check ${i + 2} of ${total}: ${(await currentPair(page)).map(isolate).join(" or ")}?`,
      );
    } else {
      await expect(announced(page)).toHaveText(
        `${said} Double-check done. No answer goes against the ranking (${total} pairs checked).`,
      );
    }
  }
  const report = page.getByRole("region", { name: "Double-check" });
  await expect(report).toContainText("No answer goes against the ranking");
  await expectFocusOn(page, report);

  await tabTo(page, page.getByRole("button", { name: "Start over" }));
  await page.keyboard.press("Enter");
  await expectFocusOn(page, page.getByRole("textbox", { name: "Option 1", exact: true }));
});

test("going back to a ranking under way from a shared list puts the focus on its question", async ({ page }) => {
  await page.goto("/this-or-that");
  await enterOptions(page, entered);
  await tabTo(page, startButton(page));
  await page.keyboard.press("Enter");
  await expect(progressText(page)).toHaveText("Question 1 of at most 7");
  await page.goto(`/this-or-that#${await encodeListLink({ choices: ["Tea", "Coffee"] })}`);
  const back = page.getByRole("button", { name: "Back to that ranking" });
  await tabTo(page, back);
  await page.keyboard.press("Enter");
  await expect(progressText(page)).toHaveText("Question 1 of at most 7");
  await expectFocusOn(page, firstAnswer(page));
});

test("Undo goes back any number of answers, and a reload mid-way asks the same question", async ({ page }) => {
  await page.goto("/this-or-that");
  await enterOptions(page, entered);
  await startButton(page).click();
  const asked: [string, string][] = [];
  for (let i = 0; i < 3; i++) {
    asked.push(await currentPair(page));
    await question(page)
      .locator(".pair-option")
      .nth(await preferredSide(page, cities))
      .click();
    await expect(progressText(page)).toHaveText(new RegExp(`^Question ${i + 2} of at most`));
  }
  await page.getByRole("button", { name: "Undo" }).click();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(progressText(page)).toHaveText(/^Question 2 of at most 7$/);
  expect(await currentPair(page)).toEqual(asked[1]);

  await page.reload();
  await expect(progressText(page)).toHaveText(/^Question 2 of at most 7$/);
  expect(await currentPair(page)).toEqual(asked[1]);
  await answerAll(page, cities, async (side) => {
    await question(page).locator(".pair-option").nth(side).click();
  });
  expect(await rankedNames(page)).toEqual(cities);
});

test("“I can’t choose” settles the pair by a fair draw, and the ranking says which place", async ({ page }) => {
  await page.goto("/this-or-that");
  await enterOptions(page, ["Tea", "Coffee"]);
  await startButton(page).click();
  await page.getByRole("button", { name: "I can’t choose" }).click();
  await expect(rankingCard(page)).toContainText("1 place was settled by a fair draw");
  const [first, second] = await rankedNames(page);
  await expect(rankingCard(page)).toContainText(
    `Places 1 and 2 are in this order by a fair draw, as you could not choose between ${first} and ${second}.`,
  );
  await expect(rankingCard(page)).toContainText(`a fair draw put ${isolate(first as string)} above.`);
  const [record] = await storedHistory(page);
  expect(record).toMatchObject({ outcome: { kind: "ranking", drawnPlaces: [1] } });
});

test("“I can’t choose” shows on screen what the fair draw decided, and the ranking says so in plain words", async ({
  page,
}) => {
  await page.goto("/this-or-that");
  await enterOptions(page, ["Lisbon", "Porto", "Madrid"]);
  await startButton(page).click();
  await page.getByRole("button", { name: "I can’t choose" }).click();
  const drawn = question(page).locator(".pair-drawn");
  await expect(drawn).toBeVisible();
  await expect(drawn).toHaveText(
    /^\s?A fair draw put \u2068(Lisbon\u2069 above \u2068Porto|Porto\u2069 above \u2068Lisbon)\u2069\.$/,
  );
  await expect(drawn.locator("svg.icon")).toBeVisible();
  const [, winner, loser] =
    /put \u2068(\w+)\u2069 above \u2068(\w+)\u2069/.exec((await drawn.textContent()) ?? "") ?? [];
  await expect(progressText(page)).toHaveText("Question 2 of at most 3");
  // Madrid comes last, answer by answer: the draw's two options keep the first two places, in the order drawn.
  await answerAll(page, [winner as string, loser as string, "Madrid"], async (side) => {
    await question(page).locator(".pair-option").nth(side).click();
    await expect(drawn).toHaveCount(0);
  });
  expect(await rankedNames(page)).toEqual([winner, loser, "Madrid"]);
  const chance = rankingCard(page).locator(".ranking-chance");
  await expect(chance).toBeVisible();
  await expect(chance).toHaveText(
    `Places 1 and 2 are in this order by a fair draw, as you could not choose between ${winner} and ${loser}.`,
  );
  await expect(chance.locator("svg.icon")).toBeVisible();
});

test("Double-check asks pairs the ranking implies and names an answer that goes against it", async ({ page }) => {
  await page.goto("/this-or-that");
  await enterOptions(page, entered);
  await startButton(page).click();
  await answerAll(page, cities, async (side) => {
    await question(page).locator(".pair-option").nth(side).click();
  });
  await page.getByRole("button", { name: "Double-check" }).click();
  const checks = page.getByText(/^Check \d+ of \d+$/);
  await expect(checks).toHaveText(/^Check 1 of [1-5]$/);
  const total = Number((await checks.textContent())?.split(" of ")[1]);
  // The first check answered against the ranking, the others with it.
  const [left, right] = await currentPair(page);
  const against = cities.indexOf(left) > cities.indexOf(right) ? 0 : 1;
  await question(page).locator(".pair-option").nth(against).click();
  for (let i = 1; i < total; i++) {
    await expect(checks).toHaveText(`Check ${i + 1} of ${total}`);
    await question(page)
      .locator(".pair-option")
      .nth(await preferredSide(page, cities))
      .click();
  }
  const [lower, upper] = against === 0 ? [left, right] : [right, left];
  await expect(rankingCard(page).getByRole("listitem").filter({ hasText: "Now you preferred" })).toHaveText(
    new RegExp(
      `^Now you preferred ${isolate(lower)} to ${isolate(upper)}, but the ranking puts ${isolate(upper)} above because you preferred`,
    ),
  );
});

test("a shared link fills in the options", async ({ page }) => {
  await page.goto(`/this-or-that#${await encodeListLink({ choices: entered })}`);
  await expect(page.getByText("Filled in from a shared link: 5 options.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Option 5", exact: true })).toHaveValue("Porto");
  await startButton(page).click();
  await expect(progressText(page)).toHaveText("Question 1 of at most 7");
});

test("options come in from a file, and a pair is answered by tap", async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto("/this-or-that");
  await page.getByRole("textbox", { name: "Option 1", exact: true }).fill("Lisbon");
  await page.getByRole("textbox", { name: "Option 2", exact: true }).fill("x");
  // Enabled once React runs the page, which the file's import needs.
  await expect(startButton(page)).toBeEnabled();
  await page.getByRole("textbox", { name: "Option 2", exact: true }).fill("");
  await page.getByLabel("Import from file").setInputFiles({
    name: "cities.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Porto\n"),
  });
  await expect(page.getByText(/^Imported 1 options? from “cities\.txt”\.$/)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Option 2", exact: true })).toHaveValue("Porto");
  await startButton(page).tap();
  await question(page).locator(".pair-option").filter({ hasText: "Porto" }).tap();
  await expect(rankingCard(page).locator(".ranking-name")).toHaveText(["Porto", "Lisbon"]);
  await context.close();
});

test("a bad list is named at the field and nothing typed is lost", async ({ page }) => {
  await page.goto("/this-or-that");
  const hundredAndOne = Array.from({ length: 101 }, (_, index) => `Option ${index + 1}`);
  await enterOptions(page, hundredAndOne);
  await expect(page.getByRole("alert")).toHaveText(
    "This or That ranks up to 100 options; this list has 101. Remove 1 to start.",
  );
  await expect(startButton(page)).toBeDisabled();
  const text = page.getByRole("textbox", { name: "Options, one per line" });
  await text.fill("Lisbon\nPorto\nLISBON");
  await expect(page.getByRole("alert")).toContainText(
    `“${isolate("Lisbon")}” and “${isolate("LISBON")}” appear more than once`,
  );
  await text.fill(`Lisbon\n${"x".repeat(250)}`);
  await expect(page.getByRole("alert")).toContainText("Option 2 has 250 characters");
  await expect(text).toHaveValue(`Lisbon\n${"x".repeat(250)}`);
  await expect(startButton(page)).toBeDisabled();
});

test.describe("a damaged stored ranking", () => {
  test.use({ storage: { "cookie-consent": declinedConsent, "this-or-that-progress": '{"options":["a"' } });

  test("is said to be kept aside, the page still works, and the value is kept under a backup key", async ({ page }) => {
    await page.goto("/this-or-that");
    await expect(page.getByRole("alert")).toContainText("A ranking stored on this device could not be read");
    await enterOptions(page, ["Tea", "Coffee"]);
    await startButton(page).click();
    await expect(progressText(page)).toHaveText("Question 1 of at most 1");
    const backups = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith("this-or-that-progress-backup-"))
        .map((key) => localStorage.getItem(key)),
    );
    expect(backups).toEqual(['{"options":["a"']);
  });
});
