import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openBrowserAt, startVote } from "./support/vote";

// The ranked ballot by keyboard and by touch (issue #34, point 7): a button that leaves the screen hands the focus on,
// so Enter alone ranks the options, and a finger drags a row by its grip.

const options = ["Soup", "Salad", "Stew", "Pie"];

/** The ranking's option names, in order. */
const rankedNames = (page: Page) => page.getByRole("list", { name: "Your ranking" }).locator(".vote-option-name");

/** The accessible name of the focused element, or "body" when the focus fell to the page. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return "body";
    return focused.getAttribute("aria-label") ?? focused.textContent?.trim() ?? "";
  });

async function openRankedBallot(page: Page, address: string, browser: Parameters<typeof openBrowserAt>[0]) {
  const votingLink = await startVote(page, { question: "Dinner?", options, method: "Ranked" });
  const voter = await openBrowserAt(browser, address);
  await voter.goto(votingLink);
  await expect(voter.getByRole("button", { name: "Add Soup" })).toBeVisible();
  return voter;
}

test("Enter on Add, Take out and Rank two at a time keeps the focus on the ballot: four options, four presses", async ({
  page,
  browser,
}) => {
  const voter = await openRankedBallot(page, "203.0.113.71", browser);
  await voter.getByRole("button", { name: "Add Soup" }).focus();
  for (let press = 0; press < options.length; press++) await voter.keyboard.press("Enter");
  await expect(rankedNames(voter)).toHaveText(options);
  // The last one added: its own row, where the arrows move it.
  expect(await focusedName(voter)).toBe("Move Pie up");

  // Up to the top, where the disabled Up hands over to Down; a row moved down keeps the focus on its Down.
  for (let press = 0; press < 3; press++) await voter.keyboard.press("Enter");
  await expect(rankedNames(voter)).toHaveText(["Pie", "Soup", "Salad", "Stew"]);
  expect(await focusedName(voter)).toBe("Move Pie down");
  await voter.keyboard.press("Enter");
  await expect(rankedNames(voter)).toHaveText(["Soup", "Pie", "Salad", "Stew"]);
  expect(await focusedName(voter)).toBe("Move Pie down");

  // Taking one out moves the focus to the next row's, then the previous row's; the last one out, to its Add.
  await voter.getByRole("button", { name: "Take Salad out of the ranking" }).focus();
  await voter.keyboard.press("Enter");
  await expect(rankedNames(voter)).toHaveText(["Soup", "Pie", "Stew"]);
  expect(await focusedName(voter)).toBe("Take Stew out of the ranking");
  for (let press = 0; press < 3; press++) await voter.keyboard.press("Enter");
  await expect(rankedNames(voter)).toHaveCount(0);
  expect(await focusedName(voter)).toBe("Add Soup");

  // The pairs open on their first answer, and hand the focus back to their button when done.
  await voter.getByRole("button", { name: "Rank two at a time" }).focus();
  await voter.keyboard.press("Enter");
  const question = voter.getByRole("region", { name: "Which do you prefer?" });
  await expect(question).toBeVisible();
  expect(await voter.evaluate(() => document.activeElement?.classList.contains("pair-option"))).toBe(true);
  while (await question.isVisible()) {
    const progress = (await question.locator(".pair-progress").textContent()) ?? "";
    await voter.keyboard.press("Enter");
    await expect(
      question.locator(".pair-progress").or(voter.getByRole("list", { name: "Your ranking" })),
    ).not.toHaveText(progress);
  }
  await expect(rankedNames(voter)).toHaveCount(options.length);
  expect(await focusedName(voter)).toBe("Rank two at a time");
  await voter.context().close();
});

/** Drags with one finger, through the browser's own touch input, from the middle of `from` to the middle of `to`. */
async function touchDrag(page: Page, from: Locator, to: Locator) {
  const [start, end] = [await from.boundingBox(), await to.boundingBox()];
  if (!start || !end) throw new Error("Both ends of the drag must be on the screen");
  const point = (box: NonNullable<typeof start>, share = 0.5) => ({
    x: box.x + box.width / 2,
    y: box.y + box.height * share,
  });
  const session = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", at: { x: number; y: number }[]) =>
    session.send("Input.dispatchTouchEvent", { type, touchPoints: at });
  await touch("touchStart", [point(start)]);
  for (const share of [0.25, 0.5, 0.75, 1]) {
    const a = point(start);
    const b = point(end);
    await touch("touchMove", [{ x: a.x + (b.x - a.x) * share, y: a.y + (b.y - a.y) * share }]);
  }
  await touch("touchEnd", []);
  await session.detach();
}

test("a finger drags a ranked option by its grip to another place", async ({ page, browser }) => {
  const votingLink = await startVote(page, { question: "Dinner?", options, method: "Ranked" });
  const context = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.72" },
  });
  const phone = await context.newPage();
  await phone.goto(votingLink);
  for (const option of ["Soup", "Salad", "Stew"]) await phone.getByRole("button", { name: `Add ${option}` }).tap();
  await expect(rankedNames(phone)).toHaveText(["Soup", "Salad", "Stew"]);

  const rows = phone.getByRole("list", { name: "Your ranking" }).getByRole("listitem");
  await touchDrag(phone, rows.nth(2).locator(".vote-grip"), rows.nth(0));
  await expect(rankedNames(phone)).toHaveText(["Stew", "Soup", "Salad"]);
  await context.close();
});
