import { expect, test } from "./fixtures";
import { expectAccessibleInBothThemes } from "./support/modes";
import { enterContestants, expectFreshSetup, storedHistory } from "./support/tournament";
import { isolate } from "~/kernel/format/domain/isolate";

// These journeys run with the page's animations, as most visitors see it (the others ask for reduced motion).
test.use({ reducedMotion: "no-preference" });

const five = ["Pizza", "Sushi", "Tacos", "Curry", "Ramen"];

test("five contestants get three byes and need exactly four battles to crown one of them", async ({ page }) => {
  await page.goto("/battle-royale");
  await expect(page.getByRole("textbox")).toHaveCount(4);
  await expect(page.getByRole("button", { name: "Start Tournament" })).toBeDisabled();
  await enterContestants(page, five);
  await page.getByRole("button", { name: "Start Tournament" }).click();

  const bracket = page.getByRole("region", { name: "Bracket" });
  const firstRound = bracket.getByRole("region", { name: "Quarter-Final" });
  await expect(firstRound.getByRole("listitem")).toHaveCount(4);
  const byeMatches = firstRound.getByRole("listitem").filter({ hasText: /Bye \d/ });
  await expect(byeMatches).toHaveCount(3);
  for (const match of await byeMatches.all()) {
    await expect(match.getByText("Bye", { exact: true })).toBeVisible();
    await expect(match).toContainText("(winner)");
  }
  await expect(bracket.getByRole("region", { name: "Semi-Final" }).getByRole("listitem")).toHaveCount(2);
  await expect(bracket.getByRole("region", { name: "Final", exact: true }).getByRole("listitem")).toHaveCount(1);

  const battle = page.getByRole("button", { name: "Battle!" });
  const progress = page.getByRole("progressbar", { name: "Tournament progress" });
  await expect(battle).toBeFocused();
  const stages = [
    "Quarter-Final Match 1 of 1",
    "Semi-Final Match 1 of 2",
    "Semi-Final Match 2 of 2",
    "Final Match 1 of 1",
  ];
  for (const [played, stage] of stages.entries()) {
    const [round, match] = stage.split(" Match ");
    await expect(page.getByRole("heading", { level: 2, name: round, exact: true })).toBeVisible();
    await expect(page.getByText(`Match ${match}`, { exact: true })).toBeVisible();
    await expect(progress).toHaveAttribute("value", String(played));
    await expect(progress).toHaveAttribute("max", "4");
    await expect(bracket.getByText("To be decided")).toHaveCount([3, 2, 1, 0][played]!);
    await battle.click();
    await expect(page.getByRole("status").filter({ hasText: "beats" })).toContainText(/^\S+ beats \S+\./);
  }

  await expect(page.getByRole("heading", { name: "Tournament Complete!" })).toBeVisible();
  await expect(battle).toHaveCount(0);
  const champion = page.getByRole("region", { name: "Champion" });
  await expect(champion).toBeFocused();
  const winner = (await champion.locator(".result-value").textContent()) ?? "";
  expect(five).toContain(winner);
  await expect(champion).toContainText(
    /Emerged victorious after (2 rounds of battle and a first-round bye|3 rounds of battle)!/,
  );
  await expect(page.getByRole("status").filter({ hasText: "champion" })).toContainText(
    `${isolate(winner)} is the champion!`,
  );

  const summary = page.getByRole("region", { name: "Round by round" });
  await expect(summary.getByRole("listitem").filter({ hasText: "advanced (bye)" })).toHaveCount(3);
  await expect(summary.getByRole("listitem").filter({ hasText: " beat " })).toHaveCount(4);
  await expect(summary.getByRole("region", { name: "Final", exact: true })).toContainText(`${winner} beat `);

  const records = await storedHistory(page);
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({
    choices: five,
    result: winner,
    category: "Battle Royale",
    tags: ["tournament", "battle-royale"],
  });

  await champion.getByRole("button", { name: "New Tournament" }).click();
  await expectFreshSetup(page);
  expect(await storedHistory(page)).toHaveLength(1);
});

test("Reset Tournament abandons a tournament without saving it", async ({ page }) => {
  await page.goto("/battle-royale");
  await enterContestants(page, ["Red", "Blue", "Green", "Gold", "Grey", "Pink"]);
  await page.getByRole("button", { name: "Start Tournament" }).click();
  await page.getByRole("button", { name: "Battle!" }).click();
  await expect(page.getByText("Last battle:")).toBeVisible();
  await page.getByRole("button", { name: "Reset Tournament" }).click();
  await expectFreshSetup(page);
  expect(await storedHistory(page)).toEqual([]);
});

test("View History leads to the history, where the tournament is saved", async ({ page }) => {
  await page.goto("/battle-royale");
  await enterContestants(page, ["Heads", "Tails"]);
  await page.getByRole("button", { name: "Start Tournament" }).click();
  await page.getByRole("button", { name: "Battle!" }).click();
  await page.getByRole("link", { name: "View History" }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Decision History" })).toBeVisible();
  await expect(page.getByRole("main").getByText("#battle-royale")).toBeVisible();
});

test("a whole tournament can be played with the keyboard alone", async ({ page }) => {
  await page.goto("/battle-royale");
  // From the first contestant field on, only keys.
  await page.getByRole("textbox", { name: "Contestant 1", exact: true }).focus();
  for (const name of ["Owl", "Fox", "Elk"]) {
    await page.keyboard.type(name);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
  }
  await expect(page.getByRole("textbox", { name: "Contestant 4", exact: true })).toBeFocused();
  await expect(page.getByText("Valid Contestants: 3")).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Add Contestant" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Start Tournament" })).toBeFocused();
  await page.keyboard.press("Enter");

  const battle = page.getByRole("button", { name: "Battle!" });
  await expect(battle).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("1 of 2 battles fought")).toBeVisible();
  await expect(battle).toBeFocused();
  await page.keyboard.press("Space");

  const champion = page.getByRole("region", { name: "Champion" });
  await expect(champion).toBeFocused();
  await expect(champion.locator(".result-value")).toHaveText(/^(Owl|Fox|Elk)$/);
  await page.keyboard.press("Tab");
  await expect(champion.getByRole("button", { name: "New Tournament" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expectFreshSetup(page);
});

test("the running and finished tournament have no WCAG A/AA violations in either theme", async ({ page }) => {
  await page.goto("/battle-royale");
  await enterContestants(page, ["Alpha", "Beta", "Gamma"]);
  await page.getByRole("button", { name: "Start Tournament" }).click();
  await page.getByRole("button", { name: "Battle!" }).click();
  await expect(page.getByText("Last battle:")).toBeVisible();
  await expect(page.getByRole("region", { name: "Bracket" })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole("button", { name: "Battle!" }).click();
  await expect(page.getByRole("region", { name: "Round by round" })).toBeVisible();
  await expectAccessibleInBothThemes(page);
});
