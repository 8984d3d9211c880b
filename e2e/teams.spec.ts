import { readFile, writeFile } from "node:fs/promises";
import { declinedConsent, expect, test } from "./fixtures";
import { expectAccessibleInBothThemes, scrollsSideways, storedHistory } from "./support/modes";
import { downloadedPath, runReceiptScript } from "./support/receipt-script";
import { isolate } from "~/kernel/format/domain/isolate";

test("a class splits into balanced teams, kept apart where asked, copied and saved", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.clock.install();
  await page.goto("/teams");
  await page.getByRole("button", { name: "Edit as text" }).click();
  await page
    .getByRole("textbox", { name: "Names, one per line" })
    .fill("Ann, 8\nBob, 7\nCy, 6\nDi, 5\nEve, 4\nFay, 3\nGus, 2\nHal, 1\nIvy, 4.5");
  await page.getByRole("textbox", { name: "Number of teams" }).fill("3");
  await page.getByRole("checkbox", { name: /Balance by rating/ }).check();
  await page.getByRole("textbox", { name: "Keep apart (optional)" }).fill("Ann, Bob");
  await page.getByRole("button", { name: "Make Teams" }).click();
  await page.clock.runFor(2_000);

  const card = page.getByRole("region", { name: "Your Teams" });
  await expect(card).toBeFocused();
  await expect(card).toContainText("3 each");
  const teams = await Promise.all(
    [1, 2, 3].map((n) =>
      card
        .getByRole("list", { name: `Team ${n}` })
        .getByRole("listitem")
        .allTextContents(),
    ),
  );
  expect(teams.flat().sort()).toEqual(["Ann", "Bob", "Cy", "Di", "Eve", "Fay", "Gus", "Hal", "Ivy"]);
  expect(teams.some((team) => team.includes("Ann") && team.includes("Bob"))).toBe(false);

  await card.getByRole("button", { name: "Copy as text" }).click();
  await expect(card.getByText("Copied.")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^Team 1 \(total [\d.]+\)\n/);

  const [record] = await storedHistory(page);
  expect(record).toMatchObject({ category: "Teams", outcome: { kind: "teams" } });
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessibleInBothThemes(page);
});

test("unreadable lines and constraints that cannot be met are named, and no teams are made", async ({ page }) => {
  await page.clock.install();
  await page.goto("/teams");
  await page.getByRole("button", { name: "Edit as text" }).click();
  const names = page.getByRole("textbox", { name: "Names, one per line" });
  await names.fill("Ann, 8\nBob, -\nCy, 3\nAnn, 5\nDi, abc\nEve");
  await page.getByRole("checkbox", { name: /Balance by rating/ }).check();
  await expect(page.getByRole("alert")).toHaveText(
    "Line 2 (“Bob, -”): the rating “-” is not a number. " +
      "Line 4 (“Ann, 5”): “Ann” is already on line 1: give each person a distinct name. " +
      "Line 5 (“Di, abc”): the rating “abc” is not a number. And 1 more line cannot be read. Fix them to make teams.",
  );
  await expect(page.getByRole("button", { name: "Make Teams" })).toBeDisabled();
  await page.getByRole("checkbox", { name: /Balance by rating/ }).uncheck();
  await names.fill("Ann\nBob\nCy\nDi");
  await page.getByRole("textbox", { name: "Keep apart (optional)" }).fill("Ann, Bob, Cy");
  await page.getByRole("button", { name: "Make Teams" }).click();
  await page.clock.runFor(2_000);
  await expect(page.getByRole("alert")).toHaveText(
    "The keep-apart rules could not be met in 2 teams by the documented order of placing people (list order). " +
      `It stops at ${isolate("Bob")} and ${isolate("Cy")}, with the pairs before it. Drop a rule or change the number of teams. No teams were made.`,
  );
  await expect(page.getByRole("region", { name: "Your Teams" })).toHaveCount(0);
  expect(await storedHistory(page)).toEqual([]);
});

test("a verifiable split states its setup first; its receipt verifies with Node and on /verify, a member moved afterwards is named", async ({
  page,
}) => {
  await page.clock.install({ time: new Date("2026-11-27T10:00:00") });
  await page.goto("/teams");
  await page.getByRole("button", { name: "Edit as text" }).click();
  // Not balanced: the teams are the shuffle itself, so any difference in the script's generator or split shows.
  await page.getByRole("textbox", { name: "Names, one per line" }).fill("Ann\nBob\nCy\nDi\nRenée\nFay\nGus");
  await page.getByRole("textbox", { name: "Keep apart (optional)" }).fill("Ann, Bob");
  await page.getByRole("checkbox", { name: /Verifiable teams/ }).check();
  await page.getByRole("radio", { name: "Something else, written as text" }).check();
  await page.getByRole("textbox", { name: "Where the value will come from" }).fill("The club's beacon");
  await page.getByLabel("Date it becomes known").fill("2026-11-28");
  await page.getByRole("textbox", { name: "How it will be written" }).fill("Beacon round, then its number");
  const statement = (await page.getByLabel("Statement", { exact: true }).textContent()) ?? "";
  expect(statement).toMatch(
    /^AI Decision Maker verifiable teams, version 4\npeople: 7\nteams: 2\nbalance by rating: no\npairs kept apart: 1\n/,
  );
  expect(statement).toContain("\npublic value: text\nsource: The club's beacon\ndate: 2026-11-28\n");
  await page.getByRole("textbox", { name: "Public value", exact: true }).fill("Beacon round 7");
  await page.getByRole("button", { name: "Make Teams" }).click();
  await page.clock.runFor(2_000);
  const card = page.getByRole("region", { name: "Your Teams" });
  // The cards load while Make Teams waits, in real time: the paused clock's two seconds pass at once.
  await expect(card).toBeVisible();
  const shown = await Promise.all(
    [1, 2].map((n) =>
      card
        .getByRole("list", { name: `Team ${n}` })
        .getByRole("listitem")
        .allTextContents(),
    ),
  );

  const receiptFile = await downloadedPath(page, "Download receipt");
  const receipt = JSON.parse(await readFile(receiptFile, "utf8")) as { teams: string[][] };
  expect(receipt).toMatchObject({ kind: "teams", version: 4, statement, publicValue: "Beacon round 7", teams: shown });
  // The standalone script checks the very file the page gave, as anyone holding it would with Node.
  expect(runReceiptScript("verify-teams-receipt.mjs", receiptFile)).toMatchObject({
    code: 0,
    output: expect.stringMatching(
      /^Verified: the teams follow from the committed secret and list and from the public value/,
    ),
  });
  // Someone moves the first members of the two teams into each other's team afterwards.
  const [first, second] = receipt.teams as [string[], string[]];
  const swapped: [string[], string[]] = [
    [second[0] as string, ...first.slice(1)],
    [first[0] as string, ...second.slice(1)],
  ];
  const editedFile = test.info().outputPath("edited-receipt.json");
  await writeFile(editedFile, JSON.stringify({ ...receipt, teams: swapped }));
  // Each name quoted, so that a name holding a comma cannot read as two (docs/verifiable-draws.md, section 9).
  const quoted = (names: string[]) => names.map((name) => JSON.stringify(name)).join(", ");
  const named = (index: number, made: string[], said: string[]) =>
    `team ${index} (expected “${quoted(made)}”, receipt says “${quoted(said)}”)`;
  expect(runReceiptScript("verify-teams-receipt.mjs", editedFile)).toEqual({
    code: 1,
    output: `Does not match: ${named(1, first, swapped[0])}; ${named(2, second, swapped[1])}`,
  });

  await page.goto("/verify");
  await page.getByRole("textbox", { name: "Receipt (JSON)" }).fill(JSON.stringify(receipt));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Verified", exact: true })).toBeVisible();
  await expect(page.getByLabel("Statement", { exact: true })).toHaveText(statement);
  await expect(
    page.getByText(
      /^"Beacon round 7", declared as text\. The statement had to be published before the public value became known \(2026-11-28\)/,
    ),
  ).toBeVisible();
  for (const [index, members] of shown.entries())
    await expect(page.getByRole("list", { name: `Team ${index + 1}` }).getByRole("listitem")).toHaveText(members);
  await page.getByRole("textbox", { name: "Receipt (JSON)" }).fill(JSON.stringify({ ...receipt, teams: swapped }));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Does not match" })).toBeVisible();
});

test("teams shared by link open for someone else as teams shared with them, not as their own", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.clock.install();
  await page.goto("/teams");
  await page.getByRole("button", { name: "Edit as text" }).click();
  await page.getByRole("textbox", { name: "Names, one per line" }).fill("Ann, 8\nBob, 7\nCy, 6\nDi, 5\nEve, 4.5");
  await page.getByRole("checkbox", { name: /Balance by rating/ }).check();
  await page.getByRole("textbox", { name: "Keep apart (optional)" }).fill("Ann, Bob");
  await page.getByRole("button", { name: "Make Teams" }).click();
  await page.clock.runFor(2_000);
  const mine = page.getByRole("region", { name: "Your Teams" });
  await expect(mine).toBeFocused();
  const teams = await Promise.all(
    [1, 2].map((n) =>
      mine
        .getByRole("list", { name: `Team ${n}` })
        .getByRole("listitem")
        .allTextContents(),
    ),
  );
  const totals = await mine.getByText(/^Total /).allTextContents();
  await mine.getByRole("button", { name: "Share teams" }).click();
  await expect(mine.getByRole("status").filter({ hasText: "Link copied" })).toHaveText(
    "Link copied. Whoever opens it sees these teams.",
  );
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(new RegExp(`^${baseURL}/teams#list=1\\.[dj]\\.[A-Za-z0-9_-]+$`));

  // Someone else, on another device: nothing of the sharer's in their browser.
  const elsewhere = await browser.newContext();
  await elsewhere.addInitScript((consent) => localStorage.setItem("cookie-consent", consent), declinedConsent);
  const other = await elsewhere.newPage();
  const errors: string[] = [];
  other.on("pageerror", (error) => errors.push(error.message));
  await other.goto(url);
  const shared = other.getByRole("region", { name: "Teams shared with you" });
  await expect(shared).toBeFocused();
  for (const [index, members] of teams.entries()) {
    await expect(shared.getByRole("list", { name: `Team ${index + 1}` }).getByRole("listitem")).toHaveText(members);
  }
  await expect(shared.getByText(/^Total /)).toHaveText(totals);
  await expect(shared).toContainText("Someone made these teams on");
  await expect(shared).toContainText("they are not in your history");
  await expect(other.getByRole("region", { name: "Your Teams" })).toHaveCount(0);
  const names = await other
    .locator('input[type="text"][aria-label^="Name "]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(names).toEqual(["Ann, 8", "Bob, 7", "Cy, 6", "Di, 5", "Eve, 4.5"]);
  await expect(other.getByRole("textbox", { name: "Keep apart (optional)" })).toHaveValue("Ann, Bob");
  expect(await storedHistory(other)).toEqual([]);
  expect(await scrollsSideways(other)).toBe(false);
  await expectAccessibleInBothThemes(other);
  expect(errors).toEqual([]);
  await elsewhere.close();
});
