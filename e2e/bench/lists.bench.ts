import type { Page } from "@playwright/test";
import { declinedConsent, expect, test } from "#e2e/fixtures";
import { recordFigure, withinGoalOrReference } from "./figures";
import { keyTimings, recordKeyTimings } from "./key-timings";

// The goals on the 2-core CI machine: usable within 3 s, keystrokes under 100 ms. A machine busy with other work can
// miss them through no fault of the page, so each timing is also measured, in the same run, on the same page holding
// only as many items as it shows at once. What the page must not do is slow down with the items it holds but does not
// show: with 10,000 it may take up to five times as long as with those it shows (a keystroke that rendered all 10,000
// rows, as Show all does in about a second, would take some 20 times as long).
const usableWithinMs = 3_000;
const keystrokeWithinMs = 100;
const timesTheReference = 5;

/** Records a timing beside its reference, judged against the larger of `goalMs` and the reference's multiple. */
function recordBeside(name: string, measuredMs: number, referenceMs: number, goalMs: number) {
  recordFigure({
    name,
    unit: "ms",
    value: measuredMs,
    reference: { name: "only the items shown", value: referenceMs },
    goal: withinGoalOrReference(measuredMs, referenceMs, goalMs, timesTheReference),
  });
}

/** Opens `path` anew with `entries` stored, as the page's own origin writes them. */
async function reopenWith(page: Page, path: string, entries: Record<string, string>) {
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, entries);
  await page.goto(path);
}

/** Milliseconds from each key's keydown until the frame after React has rendered it. */
async function measureKeys(page: Page, keys: readonly string[]): Promise<number[]> {
  await recordKeyTimings(page);
  for (const key of keys) await page.keyboard.press(key);
  return keyTimings(page, keys.length);
}

const measureTyping = (page: Page, text: string) => measureKeys(page, [...text]);

/** Milliseconds since the navigation started, read in the page once `ready` holds. */
async function msSinceNavigation(page: Page, ready: () => boolean): Promise<number> {
  await page.waitForFunction(ready);
  return page.evaluate(() => performance.now());
}

/** Times the home page once the choice list is filled in (its 200th row, the last shown, has its text) and edits row 150. */
async function timeChoiceList(page: Page) {
  const usableMs = await msSinceNavigation(
    page,
    () => document.querySelector<HTMLInputElement>('input[aria-label="Choice 200"]')?.value === "Choice number 200",
  );
  const field = page.getByRole("textbox", { name: "Choice 150", exact: true });
  await field.click();
  const keystrokeMs = Math.max(...(await measureTyping(page, " edited")));
  await expect(field).toHaveValue("Choice number 150 edited");
  return { usableMs, keystrokeMs };
}

test.describe("10,000 choices on the home page", () => {
  const choices = Array.from({ length: 10_000 }, (_, i) => `Choice number ${i + 1}`);
  test.use({
    storage: { "cookie-consent": declinedConsent, "pending-template": JSON.stringify({ choices }) },
  });

  test("load, typing, and all of them take part", async ({ page }) => {
    await page.goto("/");
    const all = await timeChoiceList(page);
    await expect(page.getByText("Showing 200 of 10,000 choices.")).toBeVisible();

    await page.getByRole("button", { name: "Make Decision" }).click();
    await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toContainText("Choice number");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("decision-history")!)[0].choices.length);
    expect(stored).toBe(10_000);
    await page.getByRole("button", { name: "Start Over" }).click();
    await expect(page.getByRole("textbox")).toHaveCount(2);

    await reopenWith(page, "/", { "pending-template": JSON.stringify({ choices: choices.slice(0, 200) }) });
    const shown = await timeChoiceList(page);
    recordBeside("10,000 choices on /: usable after", all.usableMs, shown.usableMs, usableWithinMs);
    recordBeside(
      "10,000 choices on /: keystroke to next frame (max)",
      all.keystrokeMs,
      shown.keystrokeMs,
      keystrokeWithinMs,
    );
  });
});

/** Pastes `lines` into the weighted page's first option; milliseconds until the 200th row (the last shown) has its text. */
async function timePaste(page: Page, lines: string) {
  await page.evaluate((text) => navigator.clipboard.writeText(text), lines);
  await page.getByRole("textbox", { name: "Option 1" }).focus();
  const pastedAt = await page.evaluate(() => performance.now());
  await page.keyboard.press("ControlOrMeta+V");
  const filledAt = await msSinceNavigation(
    page,
    () => document.querySelector<HTMLInputElement>('input[aria-label="Option 200"]')?.value === "Option number 200",
  );
  return filledAt - pastedAt;
}

/** Times typing into the weighted page's row 150, then ten steps of its slider. */
async function timeWeightedEditing(page: Page) {
  const field = page.getByRole("textbox", { name: "Option 150", exact: true });
  await field.click();
  await page.keyboard.press("End");
  const keystrokeMs = Math.max(...(await measureTyping(page, " edited")));
  await expect(field).toHaveValue("Option number 150 edited");
  await page.getByRole("slider", { name: "Weight for option 150" }).focus();
  const steps = await measureKeys(page, Array<string>(10).fill("ArrowRight"));
  return { keystrokeMs, steps };
}

test.describe("10,000 options on the weighted page", () => {
  const lines = Array.from({ length: 10_000 }, (_, i) => `Option number ${i + 1}, ${(i % 100) + 1}`);

  test("paste, typing, sliders, and all of them take part", async ({ page }) => {
    await page.goto("/weighted");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    const allPastedMs = await timePaste(page, lines.join("\n"));
    await expect(page.getByText("Showing 200 of 10,000 options.")).toBeVisible();
    await expect(page.getByText("Total weight: 505000")).toBeVisible();
    const all = await timeWeightedEditing(page);
    await expect(page.getByText("Total weight: 505010")).toBeVisible();

    const removeStarted = Date.now();
    await page.getByRole("button", { name: "Remove option 1", exact: true }).click();
    await expect(page.getByRole("textbox", { name: "Option 1", exact: true })).toHaveValue("Option number 2");
    recordFigure({
      name: "10,000 options on /weighted: removing a row",
      unit: "ms",
      value: Date.now() - removeStarted,
    });

    await page.getByRole("button", { name: "Make Weighted Decision" }).click();
    await expect(page.getByRole("region", { name: "Weighted Result" })).toContainText("Option number");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("decision-history")!)[0].choices.length);
    expect(stored).toBe(9_999);

    await page.goto("/weighted");
    const shownPastedMs = await timePaste(page, lines.slice(0, 200).join("\n"));
    const shown = await timeWeightedEditing(page);
    recordBeside("10,000 options on /weighted: usable after paste", allPastedMs, shownPastedMs, usableWithinMs);
    recordBeside(
      "10,000 options on /weighted: keystroke to next frame (max)",
      all.keystrokeMs,
      shown.keystrokeMs,
      keystrokeWithinMs,
    );
    recordBeside(
      "10,000 options on /weighted: slider step to next frame (max)",
      Math.max(...all.steps),
      Math.max(...shown.steps),
      keystrokeWithinMs,
    );
  });
});

/** 10,000 stored quick decisions, one a second back from now, newest first. */
function storedDecisions(choices: (i: number) => string[], result: (i: number) => string) {
  const now = Date.now();
  return Array.from({ length: 10_000 }, (_, i) => ({
    id: String(now - i * 1000),
    choices: choices(i),
    result: result(i),
    timestamp: new Date(now - i * 1000).toISOString(),
    category: "Quick Decision",
    tags: ["quick"],
  }));
}

/** Times the home page until its feed shows a card, then typing into the first choice. */
async function timeFeedPage(page: Page) {
  const usableMs = await msSinceNavigation(page, () => document.querySelector(".feed-card") !== null);
  await page.getByRole("textbox", { name: "Choice 1" }).click();
  const keystrokeMs = Math.max(...(await measureTyping(page, "typing")));
  await expect(page.getByRole("textbox", { name: "Choice 1" })).toHaveValue("typing");
  return { usableMs, keystrokeMs };
}

test.describe("10,000 stored decisions", () => {
  const history = storedDecisions(
    () => ["Tea", "Coffee", "Water", "Juice"],
    (i) => (i % 2 ? "Tea" : "Coffee"),
  );
  test.use({ storage: { "cookie-consent": declinedConsent, "decision-history": JSON.stringify(history) } });

  test("the home page and its feed", async ({ page }) => {
    await page.goto("/");
    const all = await timeFeedPage(page);
    await expect(page.locator(".feed-card").first()).toContainText("Decision #10000");

    // The feed shows 20 decisions at once.
    await reopenWith(page, "/", { "decision-history": JSON.stringify(history.slice(0, 20)) });
    const shown = await timeFeedPage(page);
    recordBeside("10,000 stored decisions on /: feed shown after", all.usableMs, shown.usableMs, usableWithinMs);
    recordBeside(
      "10,000 stored decisions on /: keystroke to next frame (max)",
      all.keystrokeMs,
      shown.keystrokeMs,
      keystrokeWithinMs,
    );
  });
});

/** Times the history page until it shows its first card and the search box, then typing a search. */
async function timeHistoryPage(page: Page, saved: string) {
  // The list and the search box exist only once the page has read the history in the browser.
  const usableMs = await msSinceNavigation(
    page,
    () => document.querySelector(".history-card") !== null && document.querySelector("input[type=search]") !== null,
  );
  await expect(page.getByRole("article").first()).toHaveAccessibleName("Option 0");
  await expect(page.getByText(`${saved} decisions saved.`)).toBeVisible();
  await page.getByRole("searchbox", { name: "Search decisions" }).click();
  const keystrokeMs = Math.max(...(await measureTyping(page, "option 1234")));
  return { usableMs, keystrokeMs };
}

test.describe("10,000 stored decisions on the history page", () => {
  const history = storedDecisions(
    (i) => [`Option ${i}`, "Tea", "Coffee", "Water"],
    (i) => `Option ${i}`,
  );
  test.use({ storage: { "cookie-consent": declinedConsent, "decision-history": JSON.stringify(history) } });

  test("opening the history and searching it", async ({ page }) => {
    await page.goto("/history");
    const all = await timeHistoryPage(page, "10,000");
    await expect(page.getByText("1 of 10,000 decisions match.")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article")).toHaveAccessibleName("Option 1234");

    // The history shows 50 decisions at once.
    await reopenWith(page, "/history", { "decision-history": JSON.stringify(history.slice(0, 50)) });
    const shown = await timeHistoryPage(page, "50");
    await expect(page.getByText("No decisions match your search.")).toBeVisible();
    recordBeside(
      "10,000 stored decisions on /history: first card and search shown after",
      all.usableMs,
      shown.usableMs,
      usableWithinMs,
    );
    recordBeside(
      "10,000 stored decisions on /history: keystroke to next frame (max)",
      all.keystrokeMs,
      shown.keystrokeMs,
      keystrokeWithinMs,
    );
  });
});
