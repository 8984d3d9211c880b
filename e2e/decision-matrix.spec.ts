import type { Page } from "@playwright/test";
import {
  analyseComparisons,
  comparisonMatrix,
  formatConsistencyRatio,
  suggestJudgement,
} from "~/features/matrix/domain/ahp";
import { type MatrixInput, rankMatrix } from "~/features/matrix/domain/decision-matrix";
import { encodeListLink } from "~/kernel/lists/domain/list-link";
import { declinedConsent, expect, test } from "./fixtures";
import { expectFocusOn, tabTo } from "./support/focus";
import { expectAccessibleInBothThemes, scrollsSideways, storedHistory } from "./support/modes";

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const select = (page: Page, name: string) => page.getByRole("combobox", { name, exact: true });
const options = ["Old Town flat", "Harbour loft", "Garden house"];
const criteria = ["Rent", "Light", "Size"];
const scores = [
  ["1200", "5", "60"],
  ["900", "2", "50"],
  ["1500", "4", "90"],
];

/**
 * The flats worked by hand (app/features/matrix/domain/decision-matrix.test.ts): Rent lower is better 1200 / 900 / 1500, Light on the
 * 1–5 scale 5 / 2 / 4, Size higher is better 60 / 50 / 90 m²; importance 4, 3, 2. Totals: 61.1, 52.8, 47.2.
 */
const flats: MatrixInput = {
  options,
  criteria: [
    { name: "Rent", kind: "lower", importance: 4 },
    { name: "Light", kind: "scale", importance: 3 },
    { name: "Size", kind: "higher", importance: 2 },
  ],
  scores: scores.map((row) => row.map(Number)),
};

/** Builds the 3 × 3 flats matrix from the keyboard alone: Tab between fields, Enter on buttons, arrows in lists. */
async function buildFlatsByKeyboard(page: Page) {
  const keys = page.keyboard;
  await field(page, "Criterion 1").focus();
  await keys.type("Rent");
  await keys.press("Tab");
  await expect(select(page, "How Rent is scored")).toBeFocused();
  await keys.press("ArrowDown");
  await keys.press("ArrowDown");
  await keys.press("Tab");
  await keys.press("ArrowDown"); // importance 3 → 4
  await keys.press("Tab"); // Remove is disabled while there is one criterion: Tab goes on to Add criterion
  await expect(page.getByRole("button", { name: "Add criterion" })).toBeFocused();
  await keys.press("Enter");
  await keys.press("Enter");
  await field(page, "Criterion 2").focus();
  await keys.type("Light");
  await keys.press("Tab"); // kind: the 1–5 scale stays
  await keys.press("Tab"); // importance: 3 stays
  await keys.press("Tab"); // Remove
  await keys.press("Tab");
  await expect(field(page, "Criterion 3")).toBeFocused();
  await keys.type("Size");
  await keys.press("Tab");
  await keys.press("ArrowDown"); // higher is better
  await keys.press("Tab");
  await keys.press("ArrowUp"); // importance 3 → 2
  await keys.press("Tab"); // Remove
  await keys.press("Tab"); // Add criterion
  await keys.press("Tab");
  await expect(field(page, "Option 1")).toBeFocused();
  await page.getByRole("button", { name: "Add option" }).focus();
  await keys.press("Enter");
  await field(page, "Option 1").focus();
  for (const [o, name] of options.entries()) {
    await expect(field(page, `Option ${o + 1}`)).toBeFocused();
    await keys.type(name);
    for (const [c, criterion] of criteria.entries()) {
      await keys.press("Tab");
      await expect(field(page, `${criterion} score for ${name}`)).toBeFocused();
      await keys.press("ControlOrMeta+A");
      await keys.type(scores[o]?.[c] ?? "");
    }
    await keys.press("Tab"); // Remove
    await keys.press("Tab");
  }
  await expect(select(page, "How Rent is scored")).toHaveValue("lower");
  await expect(select(page, "Importance of Rent")).toHaveValue("4");
  await expect(select(page, "How Size is scored")).toHaveValue("higher");
  await expect(select(page, "Importance of Size")).toHaveValue("2");
}

const rankingItems = (page: Page) =>
  page.getByRole("heading", { name: "Ranking" }).locator("xpath=following-sibling::ol[1]").getByRole("listitem");

async function expectFlatsResult(page: Page) {
  await expect(rankingItems(page)).toHaveText([
    "Old Town flat61.1 points",
    "Harbour loft52.8 points",
    "Garden house47.2 points",
  ]);
  // Margin 75/9 = 8.3; gaps Light 3 × 0.75 / 9 = 25.0, Size 2 × 0.25 / 9 = 5.6, Rent 4 × −0.5 / 9 = −22.2 points.
  await expect(page.getByText("Old Town flat leads Harbour loft by 8.3 points out of 100.")).toBeVisible();
  await expect(
    page.getByText("The lead comes from Light (25.0) and Size (5.6): points Old Town flat gains over Harbour loft."),
  ).toBeVisible();
  await expect(page.getByText("Harbour loft is better on Rent (22.2), but not by enough.")).toBeVisible();
  // Rent: Garden catches up below 0.75 / 0.5 = 1.5. Light: Harbour below 1.5 / 0.75 = 2. Size: Garden above 11/3.
  await expect(page.getByText("Rent would have to matter less than 1.5 for Garden house to win.")).toBeVisible();
  await expect(page.getByText("Light would have to matter less than 2 for Harbour loft to win.")).toBeVisible();
  await expect(page.getByText("Size would have to matter more than 3.6 for Garden house to win.")).toBeVisible();
}

/** The exact chance the winner stays first in one variation: each of the 27 moves of the 3 importances is as likely. */
function exactRobustness(): number {
  let wins = 0;
  for (let variation = 0; variation < 27; variation++) {
    const result = rankMatrix({
      ...flats,
      criteria: flats.criteria.map((criterion, c) => ({
        ...criterion,
        importance: Math.min(5, Math.max(0, criterion.importance + (Math.floor(variation / 3 ** c) % 3) - 1)),
      })),
    });
    if (result.status !== "ranked") continue;
    const [first, second] = result.ranking;
    if (first?.option === 0 && first.total > (second?.total ?? 0) + 1e-9) wins++;
  }
  return wins / 27;
}

test("a 3 × 3 matrix built from the keyboard ranks, explains, tests its winner and comes back after a reload", async ({
  page,
}) => {
  await page.goto("/decision-matrix");
  await buildFlatsByKeyboard(page);
  await expectFlatsResult(page);

  // 10,000 variations drawn at random: the count lies within 5 standard deviations of the exact expectation.
  const robustness = page.getByText(/^Old Town flat wins in \d+% of variations/);
  const [, wins] = /\(([\d,]+) of 10,000\)/.exec((await robustness.textContent()) ?? "") ?? [];
  const p = exactRobustness();
  const sd = Math.sqrt(10_000 * p * (1 - p));
  expect(Math.abs(Number(wins?.replace(/,/g, "")) - 10_000 * p)).toBeLessThan(5 * sd);

  await page.reload();
  await expect(field(page, "Option 3")).toHaveValue("Garden house");
  await expectFlatsResult(page);
});

test("importance from pairwise comparisons: weights, the consistency ratio and the suggested change", async ({
  page,
}) => {
  await page.goto("/decision-matrix");
  await buildFlatsByKeyboard(page);
  await tabTo(page, page.getByRole("button", { name: "Compare criteria in pairs" }));
  await page.keyboard.press("Enter");
  await expectFocusOn(page, select(page, "Rent or Light?"));
  // Rent 3× Light, Light 3× Size, yet Size 3× Rent: a cycle, far above Saaty's 0.10.
  await select(page, "Rent or Light?").selectOption({ label: "3 times as important: Rent" });
  await select(page, "Light or Size?").selectOption({ label: "3 times as important: Light" });
  await select(page, "Rent or Size?").selectOption({ label: "3 times as important: Size" });
  const upper = [
    [0, 2, -2],
    [0, 0, 2],
  ];
  const { consistencyRatio } = analyseComparisons(comparisonMatrix(upper, 3));
  await expect(
    page.getByText(
      `Consistency ratio ${formatConsistencyRatio(consistencyRatio, "en")}: above Saaty’s threshold of 0.10, some comparisons contradict others.`,
    ),
  ).toBeVisible();
  const fix = suggestJudgement(upper, 3)!;
  const names = (i: number) => criteria[i] as string;
  // The judgement as the page words it in English, "Rent is 3 times as important as Light".
  const describeJudgement = (judgement: number, row: string, column: string) =>
    judgement === 0
      ? `${row} and ${column} are equally important`
      : judgement > 0
        ? `${row} is ${judgement + 1} times as important as ${column}`
        : `${column} is ${1 - judgement} times as important as ${row}`;
  await expect(
    page.getByText(
      `The one change that helps most: you said ${describeJudgement(fix.from, names(fix.row), names(fix.column))}; if instead ${describeJudgement(fix.to, names(fix.row), names(fix.column))}, the ratio would be ${formatConsistencyRatio(fix.consistencyRatio, "en")}.`,
    ),
  ).toBeVisible();
  // The suggested change makes the judgements perfectly consistent: a ratio of 0, shown without a minus sign.
  expect(formatConsistencyRatio(fix.consistencyRatio, "en")).toBe("0.00");
  await tabTo(page, page.getByRole("button", { name: "Apply this change" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^Consistency ratio 0\.00: at or below Saaty’s threshold of 0.10/)).toBeVisible();
  // The button is gone: the comparison it changed has the focus.
  await expectFocusOn(page, select(page, `${names(fix.row)} or ${names(fix.column)}?`));
  await expect(page.getByText(/of 5, from your comparisons/)).toHaveCount(3);
  await expect(page.getByText(/^Rent: \d+\.\d%$/)).toBeVisible();
  // The ratio is explained where it shows, in plain words.
  await expect(
    page.getByText(/^The consistency ratio measures how far your answers contradict one another/),
  ).toBeVisible();

  // The comparisons are part of the matrix: they survive a reload too.
  await page.reload();
  await expect(page.getByText(/at or below Saaty’s threshold of 0.10/)).toBeVisible();
  await select(page, "Light or Size?").focus();
  await tabTo(page, page.getByRole("button", { name: "Set importances directly instead" }));
  await page.keyboard.press("Enter");
  await expect(select(page, "Importance of Rent")).toHaveValue("4");
  await expectFocusOn(page, page.getByRole("button", { name: "Compare criteria in pairs" }));
});

test.describe("a close call between two job offers", () => {
  // Pay matters 5, Mission 4; Beta Labs is best on Pay, Civic Data on Mission: 55.6 to 44.4 points. Of the 9 equally
  // likely moves of the two importances, 5 keep Beta Labs strictly first: 55.6%, close to a coin flip.
  const offers = {
    o: ["Beta Labs", "Civic Data"],
    c: [
      ["Pay", "scale", 5],
      ["Mission", "scale", 4],
    ],
    s: [
      ["5", "1"],
      ["1", "5"],
    ],
  };
  test.use({ storage: { "cookie-consent": declinedConsent, "decision-matrix": JSON.stringify(offers) } });

  test("says its robustness is close to a coin flip", async ({ page }) => {
    await page.goto("/decision-matrix");
    await expect(rankingItems(page)).toHaveText(["Beta Labs55.6 points", "Civic Data44.4 points"]);
    // 10,000 variations at p = 5/9 lie within 5 standard deviations (±250) of 5,556: 53% to 58%.
    await expect(page.locator(".matrix-robustness")).toHaveText(
      /^Beta Labs wins in 5[3-8]% of variations \([\d,]+ of 10,000\), each importance moved at random by up to one step\. That is close to a coin flip: when the importances move a little, Beta Labs is about as likely to be caught up as to stay ahead\.$/,
    );
  });

  test("comparing the criteria in pairs starts from the importances set and changes nothing before an answer", async ({
    page,
  }) => {
    await page.goto("/decision-matrix");
    await expect(
      page.getByText(/This is the Analytic Hierarchy Process, a standard method that turns answers such as/),
    ).toBeVisible();
    await page.getByRole("button", { name: "Compare criteria in pairs" }).click();
    // 5 / 4 = 1.25 is nearest "equally important" on Saaty's scale; the importances stay 5 and 4 all the same.
    await expect(select(page, "Pay or Mission?")).toHaveValue("0");
    await expect(page.getByText(/^Each pair starts from the importances you set/)).toBeVisible();
    await expect(page.locator(".matrix-derived")).toHaveText(["5 of 5, as you set it", "4 of 5, as you set it"]);
    await expect(rankingItems(page)).toHaveText(["Beta Labs55.6 points", "Civic Data44.4 points"]);

    await select(page, "Pay or Mission?").selectOption({ label: "2 times as important: Mission" });
    await expect(page.locator(".matrix-derived")).toHaveText([
      "2.5 of 5, from your comparisons",
      "5 of 5, from your comparisons",
    ]);
    await expect(rankingItems(page)).toHaveText(["Civic Data66.7 points", "Beta Labs33.3 points"]);
  });
});

test("from the keyboard alone, Remove and Undo leave the focus on a neighbouring control", async ({ page }) => {
  await page.goto("/decision-matrix");
  await buildFlatsByKeyboard(page);
  // Down to two options, every Remove is disabled, the pressed one too: the name that took its place has the focus.
  await field(page, "Option 1").focus();
  await tabTo(page, page.getByRole("button", { name: "Remove option Old Town flat" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Remove option Harbour loft" })).toBeDisabled();
  await expectFocusOn(page, field(page, "Option 1"));
  await expect(field(page, "Option 1")).toHaveValue("Harbour loft");
  // The last criterion's Remove goes with its row: the new last row's name has the focus.
  await field(page, "Criterion 3").focus();
  await tabTo(page, page.getByRole("button", { name: "Remove criterion Size" }));
  await page.keyboard.press("Enter");
  await expectFocusOn(page, field(page, "Criterion 2"));
  await expect(field(page, "Criterion 2")).toHaveValue("Light");

  // A list link replaces the matrix; Undo brings it back, and the heading of the matrix takes the focus.
  // Opened from another page, as a shared link usually is.
  await page.goto("/templates");
  await page.goto(`/decision-matrix#${await encodeListLink({ choices: ["Lisbon", "Porto"] })}`);
  await expect(field(page, "Option 1")).toHaveValue("Lisbon");
  await tabTo(page, page.getByRole("button", { name: "Undo: bring back my previous matrix" }));
  await page.keyboard.press("Enter");
  await expect(field(page, "Option 1")).toHaveValue("Harbour loft");
  await expectFocusOn(page, page.getByRole("heading", { name: "Your matrix" }));
});

test("the share link carries the whole matrix; a damaged link or stored matrix is named and nothing is lost", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.goto("/decision-matrix");
  await buildFlatsByKeyboard(page);
  await page.getByRole("button", { name: "Share matrix" }).click();
  await expect(page.getByText("Link copied. Whoever opens it sees this whole matrix.")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/decision-matrix#matrix=1\.[dj]\./);

  await page.evaluate(() => localStorage.removeItem("decision-matrix"));
  await page.goto(link);
  await expect(page.getByText("Filled in from a shared link: the whole matrix.")).toBeVisible();
  await expectFlatsResult(page);
  await expect(page).toHaveURL(/\/decision-matrix$/);

  await page.goto(link.slice(0, -6));
  await expect(page.getByRole("alert")).toHaveText(/This link’s matrix could not be read/);
  await expectFlatsResult(page);

  await page.evaluate(() => localStorage.setItem("decision-matrix", '{"o": "not a matrix"'));
  const kept = () =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith("decision-matrix-backup-"))
        .map((key) => localStorage.getItem(key)),
    );
  for (let load = 0; load < 3; load++) {
    await page.reload();
    await expect(page.getByRole("alert")).toHaveText(/Your saved matrix could not be read, so this is a fresh one/);
  }
  await expect(field(page, "Option 1")).toHaveValue("");
  expect(await kept()).toEqual([]);
  await field(page, "Option 1").fill("Lisbon");
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(await kept()).toEqual(['{"o": "not a matrix"']);
});

test("two open tabs show the latest matrix, and an edit in one never undoes the other's", async ({ page, context }) => {
  await page.goto("/decision-matrix");
  await buildFlatsByKeyboard(page);
  await expectFlatsResult(page);
  const other = await context.newPage();
  await other.goto("/decision-matrix");
  await expect(field(other, "Option 3")).toHaveValue("Garden house");

  await field(page, "Option 3").fill("Garden cottage");
  await field(page, "Light score for Harbour loft").fill("3");
  await expect(field(other, "Option 3")).toHaveValue("Garden cottage");
  await expect(field(other, "Light score for Harbour loft")).toHaveValue("3");

  await field(other, "Option 1").fill("Old Town studio");
  await expect(field(page, "Option 1")).toHaveValue("Old Town studio");
  await expect(field(page, "Option 3")).toHaveValue("Garden cottage");
  await expect(field(page, "Light score for Harbour loft")).toHaveValue("3");
  await page.reload();
  await expect(field(page, "Option 1")).toHaveValue("Old Town studio");
  await expect(field(page, "Option 3")).toHaveValue("Garden cottage");
});

test("bad input is named at its field and kept as typed", async ({ page }) => {
  await page.goto("/decision-matrix");
  await buildFlatsByKeyboard(page);
  await field(page, "Option 2").fill("OLD TOWN FLAT ");
  await expect(page.getByText("Same name as option 1: give each option its own.")).toBeVisible();
  await expect(field(page, "Option 2")).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText("Fix the marked fields above to see the ranking. Everything you typed is kept."),
  ).toBeVisible();
  await field(page, "Option 2").fill("x".repeat(200));
  await expect(page.getByText("Keep it to 80 characters: this one has 200.")).toBeVisible();
  await field(page, "Option 2").fill("Harbour loft");
  await field(page, "Light score for Garden house").fill("9");
  await expect(page.getByText("Scores on this criterion are whole numbers from 1 to 5.")).toBeVisible();
  await field(page, "Light score for Garden house").fill("4");
  await field(page, "Rent score for Garden house").fill("12,5");
  await expect(page.getByText("Enter a plain number, e.g. 1200 or 4.5.")).toBeVisible();
  await field(page, "Rent score for Garden house").fill("1500");
  await expectFlatsResult(page);

  for (const criterion of criteria) await select(page, `Importance of ${criterion}`).selectOption("0");
  await expect(
    page.getByText(/Every criterion has importance 0, so nothing counts and there is no ranking/),
  ).toBeVisible();
  await select(page, "Importance of Light").selectOption("3");
  for (const option of options) await field(page, `Light score for ${option}`).fill("4");
  await expect(
    page.getByText(/Every criterion that has some importance gives all options the same score/),
  ).toBeVisible();
  await select(page, "Importance of Size").selectOption("1");
  await expect(page.getByText(/Light: every option scores the same/)).toBeVisible();
  await expect(rankingItems(page).first()).toHaveText(/^Garden house/);

  await expect(page.getByRole("button", { name: "Add option" })).toBeEnabled();
  for (let i = 3; i < 20; i++) await page.getByRole("button", { name: "Add option" }).click();
  await expect(page.getByRole("button", { name: "Add option" })).toBeDisabled();
});

test("a saved matrix shows in history with its ranking, offers no reroll and opens again", async ({ page }) => {
  await page.goto("/decision-matrix");
  await buildFlatsByKeyboard(page);
  await page.getByRole("button", { name: "Save to history" }).click();
  await expect(page.getByText("Saved to your history with the whole ranking.")).toBeVisible();
  const [record] = await storedHistory(page);
  expect(record).toMatchObject({ category: "Decision Matrix", result: "Old Town flat", choices: options });

  await page.evaluate(() => localStorage.removeItem("decision-matrix"));
  await page.goto("/history");
  const card = page.locator(".history-card").first();
  await expect(card.locator(".badge")).toHaveText("Decision Matrix");
  await expect(card.locator(".badge svg.icon")).toBeVisible();
  await expect(
    card.getByText("Ranking: 1. Old Town flat (61.1), 2. Harbour loft (52.8), 3. Garden house (47.2)"),
  ).toBeVisible();
  await expect(card.getByRole("button", { name: /Reroll/ })).toHaveCount(0);
  await page.getByRole("combobox", { name: /Category/ }).selectOption("Decision Matrix");
  await expect(page.locator(".history-card")).toHaveCount(1);
  await card.getByRole("link", { name: "Open again “Old Town flat”" }).click();
  await expect(page).toHaveURL(/\/decision-matrix$/);
  await expect(page.getByText("Opened again from your history: the whole matrix as you saved it.")).toBeVisible();
  await expect(page.getByText(/shared link/)).toHaveCount(0);
  await expectFlatsResult(page);
});

test("AI reasoning hands its options to the matrix", async ({ page }) => {
  await page.goto("/ai-reasoning");
  await field(page, "Option 1").fill("Lisbon");
  await field(page, "Option 2").fill("Porto");
  await page.getByRole("button", { name: "Reason it through with your own criteria" }).click();
  await expect(page).toHaveURL(/\/decision-matrix$/);
  await expect(
    page.getByText("Your options are filled in. Now add the criteria that matter and score each option."),
  ).toBeVisible();
  await expect(field(page, "Option 1")).toHaveValue("Lisbon");
  await expect(field(page, "Option 2")).toHaveValue("Porto");

  // The same list link from any page, opened directly.
  await page.goto(`/decision-matrix#${await encodeListLink({ choices: ["A", "B", "C"] })}`);
  await expect(field(page, "Option 3")).toHaveValue("C");
});

test("at 320 px the matrix and its result fit without sideways scrolling, and pass axe in both themes", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/decision-matrix");
  await buildFlatsByKeyboard(page);
  await expectFlatsResult(page);
  // The bars are hidden from screen readers; their points are in a table behind "Points by criterion".
  await page.getByText("Points by criterion", { exact: true }).click();
  const points = page.getByRole("table", { name: "Points by criterion" });
  await expect(points.getByRole("row")).toHaveText([
    "OptionRentLightSizeTotal",
    "Old Town flat22.233.35.661.1",
    "Harbour loft44.48.30.052.8",
    "Garden house0.025.022.247.2",
  ]);
  await expect(points.getByRole("rowheader")).toHaveText(options);
  await page.getByRole("button", { name: "Compare criteria in pairs" }).click();
  await select(page, "Rent or Size?").selectOption({ label: "3 times as important: Size" });
  await select(page, "Rent or Light?").selectOption({ label: "5 times as important: Rent" });
  await expect(page.getByText(/Consistency ratio/)).toBeVisible();
  expect(await cutSelects(page, ".matrix-pairs select")).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessibleInBothThemes(page);
});

/** The selects (the editor's, or `selector`) whose widest choice is wider than the select: a native select cuts such text off. */
const cutSelects = (page: Page, selector = ".matrix-editor select") =>
  page.locator(selector).evaluateAll((selects) =>
    selects.flatMap((select) => {
      // A copy sized to its content, beside the original so the same rules apply, measures the widest choice.
      const copy = select.cloneNode(true) as HTMLSelectElement;
      copy.removeAttribute("id");
      copy.style.position = "absolute";
      copy.style.width = "max-content";
      select.after(copy);
      const needed = copy.getBoundingClientRect().width;
      copy.remove();
      const width = select.getBoundingClientRect().width;
      return needed > width ? [`${select.id}: ${needed} px needed, ${width} px wide`] : [];
    }),
  );

test("the editor's selects show the whole text of every choice at 1280 px and at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/decision-matrix");
  // A criterion's two selects: how it is scored and its importance.
  await expect(page.locator(".matrix-editor select")).toHaveCount(2);
  expect(await cutSelects(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await cutSelects(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
});

test("on a desktop, a comparison's choices show whole with long criterion names", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/decision-matrix");
  await field(page, "Criterion 1").fill("Neighbourhood safety at night");
  await page.getByRole("button", { name: "Add criterion" }).click();
  await field(page, "Criterion 2").fill("Commute time");
  await page.getByRole("button", { name: "Compare criteria in pairs" }).click();
  await expect(page.locator(".matrix-pairs select")).toHaveCount(1);
  expect(await cutSelects(page, ".matrix-pairs select")).toEqual([]);
});

// A name typed before the page runs reaches the labels only once it runs: were they to grow, "Add criterion" and "Add
// option" would move from under a press made just then, and the press would land beside them (seen at CPU ×8).
for (const width of [1280, 320]) {
  test(`long names leave the buttons where they were, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/decision-matrix");
    const buttonsTop = () =>
      Promise.all(
        ["Add criterion", "Add option"].map(async (name) => {
          const box = await page.getByRole("button", { name }).boundingBox();
          return box && box.y + (await page.evaluate(() => window.scrollY));
        }),
      );
    await field(page, "Criterion 1").fill("Crit");
    await expect(page.getByText("How Crit is scored", { exact: true })).toBeVisible();
    const before = await buttonsTop();
    await field(page, "Criterion 1").fill("Neighbourhood safety at night, on foot and by bus");
    await expect(page.getByText("Importance of Neighbourhood safety at night, on foot and by bus")).toBeAttached();
    expect(await buttonsTop()).toEqual(before);
  });
}
