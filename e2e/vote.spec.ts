import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { expectAccessibleInBothThemes } from "./support/modes";
import { slowDownLikeAPhone } from "./support/slow-phone";
import { openBrowserAt, startVote } from "./support/vote";

// Words no page, file or table holds by chance: the database check looks for each.
const question = "Which Zephyrquill evening suits the book club?";
const options = ["Marigoldia", "Tessellux", "Quorvana"];
const names = ["Ottoline Brightwater", "Casimir Fennelby"];

/** Every file under the test server's vote folder (its embedded database), as bytes. */
function readVoteData(): Buffer[] {
  const folder = process.env.E2E_VOTE_DATA_DIR as string;
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name)));
}

test("an organiser and a participant decide together, from the link to the recount, and the server keeps none of their words", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The organiser: a ranked vote, whose results stay hidden until revealed (the default for ranked votes).
  const votingLink = await startVote(page, { question, options, method: "Ranked" });
  await expect(page.getByRole("heading", { level: 2, name: question })).toBeVisible();
  await page.getByRole("button", { name: "Show QR code" }).click();
  await expect(page.getByRole("img", { name: "QR code of the voting link" })).toBeVisible();
  const pollId = new URL(votingLink).hash.split(".")[1] as string;

  // A participant, on another device, with no sign-up.
  const participant = await openBrowserAt(browser, "203.0.113.10");
  await participant.goto(votingLink);
  await expect(participant.getByRole("heading", { level: 2, name: question })).toBeVisible();
  await participant.getByRole("textbox", { name: "Your name (optional)" }).fill(names[0] as string);
  await participant.getByRole("button", { name: "Add Tessellux" }).click();
  await participant.getByRole("button", { name: "Add Marigoldia" }).click();
  await participant.getByRole("button", { name: "Move Marigoldia up" }).click();
  await participant.getByRole("button", { name: "Cast my vote" }).click();
  await expect(participant.getByText("Your vote is in.")).toBeVisible();

  // The organiser sees the ballot arrive without reloading, and votes too, ranking two at a time.
  await expect(page.getByText("1 ballot cast.")).toBeVisible();
  await page.getByRole("textbox", { name: "Your name (optional)" }).fill(names[1] as string);
  await page.getByRole("button", { name: "Rank two at a time" }).click();
  for (let asked = 0; asked < 3; asked++) {
    const question = page.getByRole("region", { name: "Which do you prefer?" });
    if (!(await question.isVisible())) break;
    const choices = question.locator(".pair-option");
    const first = (await choices.first().textContent()) ?? "";
    await (first.includes("Quorvana") ? choices.first() : choices.last()).click();
  }
  await expect(page.getByRole("list", { name: "Your ranking" }).getByRole("listitem").first()).toContainText(
    "Quorvana",
  );
  await page.getByRole("button", { name: "Cast my vote" }).click();
  await expect(page.getByText("2 ballots cast.")).toBeVisible();
  // Only the organiser sees hidden results before the reveal.
  await expect(page.getByRole("heading", { name: "Results so far" })).toBeVisible();
  await expect(participant.getByRole("heading", { name: "Results so far" })).toBeHidden();

  // The participant changes their mind: the same device replaces its ballot, it adds no second one.
  await participant.getByRole("button", { name: "Add Quorvana" }).click();
  await participant.getByRole("button", { name: "Change my vote" }).click();
  await expect(participant.getByText("Your vote is in.")).toBeVisible();
  await expect(page.getByText("2 ballots cast.")).toBeVisible();

  // Close and reveal: everyone sees the result, live.
  await page.getByRole("button", { name: "Close the vote" }).click();
  await expect(
    participant.getByText("The results are hidden until the organiser reveals them", { exact: false }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Reveal the results" }).click();
  const result = participant.getByRole("region", { name: "Result" });
  await expect(result).toContainText("Winner");
  await expect(result.getByRole("table")).toContainText("Head to head");
  await expect(participant.getByText("The result is saved to your history.")).toBeVisible();

  // Check the count: every ballot again, by fingerprint, the participant's own found counted as cast.
  await participant.getByRole("button", { name: "Check the count" }).click();
  await expect(
    participant.getByText(
      /^Recounted 2 ballots: the same result\. Your ballot, \w{4}-\w{4} in the list, is counted exactly as you cast it\./,
    ),
  ).toBeVisible();
  const list = participant.getByRole("list", { name: "Every ballot, by fingerprint" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").filter({ hasText: "(yours)" })).toContainText(names[0] as string);

  // The history keeps it as a Group Vote, with no reroll.
  await participant.goto("/history");
  const card = participant.getByRole("article").first();
  await expect(card).toContainText("Group Vote");
  await expect(card).toContainText(question);
  await expect(card.getByRole("button", { name: /^Reroll/ })).toHaveCount(0);
  await participant.context().close();

  // What the server stored: the poll's id (the search can see what is there), none of the words.
  const stored = readVoteData();
  const found = (needle: string) => stored.some((content) => content.includes(needle));
  expect(found(pollId)).toBe(true);
  expect(["Zephyrquill", "book club", ...options, ...names].filter(found)).toEqual([]);
});

test("the vote's pages have no WCAG A/AA violations in either theme", async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.goto("/vote");
  await expectAccessibleInBothThemes(page);
  const votingLink = await startVote(page, {
    question: "Lunch?",
    options: ["Soup", "Salad", "Stew"],
    method: "Score",
  });
  await expectAccessibleInBothThemes(page);
  const voter = await openBrowserAt(browser, "203.0.113.11");
  await voter.goto(votingLink);
  await voter.getByRole("radio", { name: "4 stars" }).first().check();
  await voter.getByRole("button", { name: "Cast my vote" }).click();
  await expect(voter.getByText("Your vote is in.")).toBeVisible();
  await expectAccessibleInBothThemes(voter);
  await page.getByRole("button", { name: "Close the vote" }).click();
  await page.getByRole("button", { name: "Reveal the results" }).click();
  await expect(voter.getByRole("region", { name: "Result" })).toContainText("Soup");
  await voter.getByRole("button", { name: "Check the count" }).click();
  await expect(voter.getByRole("list", { name: "Every ballot, by fingerprint" })).toBeVisible();
  await expectAccessibleInBothThemes(voter);
  await voter.context().close();
});

test("'Decide together' hands a list tool's options to a new vote", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("textbox", { name: "Choice 1" }).fill("Pizza");
  await page.getByRole("textbox", { name: "Choice 2" }).fill("Sushi");
  await page.getByRole("link", { name: "Decide together" }).click();
  await expect(page).toHaveURL(/\/vote$/);
  await expect(page.getByRole("textbox", { name: "Option 1", exact: true })).toHaveValue("Pizza");
  await expect(page.getByRole("textbox", { name: "Option 2", exact: true })).toHaveValue("Sushi");

  await page.goto("/this-or-that");
  await page.getByRole("textbox", { name: "Option 1", exact: true }).fill("Lisbon");
  await page.getByRole("textbox", { name: "Option 2", exact: true }).fill("Porto");
  await page.getByRole("link", { name: "Decide together" }).click();
  await expect(page.getByRole("textbox", { name: "Option 1", exact: true })).toHaveValue("Lisbon");
  await expect(page.getByRole("textbox", { name: "Option 2", exact: true })).toHaveValue("Porto");
});

test("Start the vote says why it is greyed: the question first, then the options", async ({ page }) => {
  await page.goto("/vote");
  const start = page.getByRole("button", { name: "Start the vote" });
  await expect(start).toBeDisabled();
  await expect(page.getByText("Write the question everyone will answer.")).toBeVisible();
  await page.getByRole("textbox", { name: "Question" }).fill("Lunch?");
  await expect(page.getByText("Enter at least two options to vote on.")).toBeVisible();
  await page.getByRole("textbox", { name: "Option 1", exact: true }).fill("Soup");
  await expect(page.getByText("Enter at least two options to vote on.")).toBeVisible();
  await page.getByRole("textbox", { name: "Option 2", exact: true }).fill("Salad");
  await expect(start).toBeEnabled();
  await expect(page.getByText("Enter at least two options to vote on.")).toHaveCount(0);
  // The closing time is a field like the others.
  const closing = page.getByLabel("Closes at (optional)");
  for (const property of ["min-height", "border-top-width", "border-radius", "padding-left"] as const) {
    const question = page.getByRole("textbox", { name: "Question" });
    const expected = await question.evaluate((field, name) => getComputedStyle(field).getPropertyValue(name), property);
    await expect(closing).toHaveCSS(property, expected);
  }
  // A problem in what was written is said at once, to screen readers too.
  await page.getByRole("textbox", { name: "Option 2", exact: true }).fill("soup");
  await expect(page.getByRole("alert")).toContainText("appears more than once");
  await expect(start).toBeDisabled();
});

test("a voting link on a slow phone never shows the new-vote form, and shows the question once it can be read", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const votingLink = await startVote(page, { question, options, method: "Approval" });
  const voter = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.30" } });
  const phone = await voter.newPage();
  await slowDownLikeAPhone(phone);
  // Every frame from the first: was any part of the new-vote form on screen?
  await phone.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { newVoteSeen: seen });
    const look = () => {
      for (const element of document.querySelectorAll("h2, button, label")) {
        const text = element.textContent ?? "";
        if (/^(New vote|Start the vote|Question)$/.test(text.trim()) && element.checkVisibility()) seen.push(text);
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });

  await phone.goto(votingLink);
  await expect(phone.getByRole("heading", { level: 2, name: question })).toBeVisible({ timeout: 60_000 });
  expect(await phone.evaluate(() => (window as unknown as { newVoteSeen: string[] }).newVoteSeen)).toEqual([]);
  await voter.close();
});

test("a poll with no ballot yet says so once, sends no empty ballot, and keeps names in another script apart in its explanation", async ({
  page,
}) => {
  await startVote(page, { question: "Dinner?", options: ["🍣 סושי", "Pizza"], method: "Approval" });
  await expect(page.getByRole("heading", { level: 2, name: "Dinner?" })).toBeVisible();
  await expect(page.getByText("No ballot has been counted yet.")).toHaveCount(1);

  // A ballot with nothing ticked would count for nobody: it is not sent, and the page says why.
  await expect(page.getByRole("button", { name: "Cast my vote" })).toBeDisabled();
  await expect(page.getByText("Tick at least one option you would be happy with.")).toBeVisible();
  await page.getByRole("checkbox", { name: "🍣 סושי" }).check();
  await expect(page.getByText("Tick at least one option you would be happy with.")).toHaveCount(0);
  await page.getByRole("button", { name: "Cast my vote" }).click();
  await expect(page.getByText("1 ballot counted.")).toBeVisible();
  await expect(page.locator(".vote-explanation")).toContainText("\u2068🍣 סושי\u2069 is approved on 1 of 1 ballot");
});

test("the footer on /vote says what reaches the server, and other pages that decisions stay in the browser", async ({
  page,
}) => {
  const footer = page.getByRole("contentinfo");
  await page.goto("/vote");
  await expect(footer).toContainText("A vote travels encrypted: the server keeps only what it cannot read.");
  await expect(footer).not.toContainText("Your decisions stay in this browser.");
  await page.goto("/es/vote");
  await expect(footer).toContainText("el servidor solo guarda lo que no puede leer");
  await page.goto("/weighted");
  await expect(footer).toContainText("Free, no sign-up. Your decisions stay in this browser.");
});
