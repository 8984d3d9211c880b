import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessibleInBothThemes, openWithPausedClock, storedHistory } from "./support/modes";

/** Puts `text` on the real clipboard and pastes it into the focused field with the keyboard. */
async function pasteInto(page: Page, field: ReturnType<Page["getByRole"]>, text: string) {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press("ControlOrMeta+V");
}

const values = (page: Page) =>
  page.locator('ol input[type="text"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

const decisionPages = [
  { path: "/", noun: "Choice" },
  { path: "/ai-reasoning", noun: "Option" },
  { path: "/battle-royale", noun: "Contestant" },
] as const;

for (const { path, noun } of decisionPages) {
  test(`pasting several lines on ${path} gives one ${noun.toLowerCase()} per line`, async ({ page }) => {
    await page.goto(path);
    await pasteInto(
      page,
      page.getByRole("textbox", { name: `${noun} 1`, exact: true }),
      "  Tea \r\n\r\nCoffee\nJuice\n",
    );
    await expect(page.getByText(`Pasted 3 ${noun.toLowerCase()}s, one per line.`)).toBeVisible();
    await expect.poll(async () => (await values(page)).slice(0, 3)).toEqual(["Tea", "Coffee", "Juice"]);
    await expect(page.getByRole("textbox", { name: `${noun} 1`, exact: true })).toBeFocused();
  });
}

test("a paste into a field with text goes in after it and overwrites nothing; one line pastes as usual", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("textbox", { name: "Choice 1" }).fill("Mine");
  await page.getByRole("textbox", { name: "Choice 2" }).fill("Also mine");
  await pasteInto(page, page.getByRole("textbox", { name: "Choice 1" }), "A\nB");
  await expect.poll(() => values(page)).toEqual(["Mine", "A", "B", "Also mine"]);

  await page.getByRole("button", { name: "Add Choice" }).click();
  await pasteInto(page, page.getByRole("textbox", { name: "Choice 5" }), "Just one line\n");
  await expect.poll(() => values(page)).toEqual(["Mine", "A", "B", "Also mine", "Just one line"]);
});

test("on /weighted a paste reads `text, weight` lines, and a bad weight names its line and changes nothing", async ({
  page,
}) => {
  await page.goto("/weighted");
  await pasteInto(page, page.getByRole("textbox", { name: "Option 1" }), "Pizza, 70\nSalt, pepper\nSushi,30");
  await expect.poll(() => values(page)).toEqual(["Pizza", "Salt, pepper", "Sushi"]);
  await expect(page.getByRole("slider", { name: "Weight for option 1" })).toHaveValue("70");
  await expect(page.getByRole("slider", { name: "Weight for option 2" })).toHaveValue("50");
  await expect(page.getByRole("slider", { name: "Weight for option 3" })).toHaveValue("30");
  await expect(page.getByText("Total weight: 150")).toBeVisible();

  await pasteInto(page, page.getByRole("textbox", { name: "Option 3" }), "Tacos, 20\nRamen, 150");
  await expect(page.getByRole("alert")).toHaveText(
    "Line 2: the weight “150” is not a whole number from 1 to 100. Nothing was pasted.",
  );
  await expect.poll(() => values(page)).toEqual(["Pizza", "Salt, pepper", "Sushi"]);
});

test("Edit as text shows the list one per line and back, without losing anything", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("textbox", { name: "Choice 1" }).fill("Tea");
  await page.getByRole("textbox", { name: "Choice 2" }).fill("Coffee, black");
  const toggle = page.getByRole("button", { name: "Edit as text" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  const text = page.getByRole("textbox", { name: "Choices, one per line" });
  await expect(text).toBeFocused();
  await expect(text).toHaveValue("Tea\nCoffee, black");

  await text.fill("Tea\nCoffee, black\n\n🍵 Matcha\nשלום");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => values(page)).toEqual(["Tea", "Coffee, black", "🍵 Matcha", "שלום"]);

  await toggle.click();
  await expect(page.getByRole("textbox", { name: "Choices, one per line" })).toHaveValue(
    "Tea\nCoffee, black\n🍵 Matcha\nשלום",
  );
});

test("a decision can be made straight from the text, and Start Over empties it", async ({ page }) => {
  await openWithPausedClock(page, "/");
  await page.getByRole("button", { name: "Edit as text" }).click();
  await page.getByRole("textbox", { name: "Choices, one per line" }).fill("North\nSouth");
  await page.getByRole("button", { name: "Make Decision" }).click();
  await page.clock.runFor(2_000);
  const card = page.getByRole("region", { name: "AI Decision", exact: true });
  await expect(card.locator(".result-value")).toHaveText(/^(North|South)$/);
  expect((await storedHistory(page))[0]).toMatchObject({ choices: ["North", "South"] });

  await card.getByRole("button", { name: "Start Over" }).click();
  await expect(page.getByRole("textbox", { name: "Choices, one per line" })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Choices, one per line" })).toBeFocused();
});

test("on /weighted the text keeps weights, and an unreadable line blocks the decision until it is fixed", async ({
  page,
}) => {
  await page.goto("/weighted");
  await page.getByRole("textbox", { name: "Option 1" }).fill("Pizza");
  await page.getByRole("slider", { name: "Weight for option 1" }).fill("70");
  await page.getByRole("textbox", { name: "Option 2" }).fill("Sushi");
  const toggle = page.getByRole("button", { name: "Edit as text" });
  await toggle.click();
  const text = page.getByRole("textbox", { name: "Options, one per line" });
  await expect(text).toHaveValue("Pizza, 70\nSushi, 50");

  await text.fill("Pizza, 70\nSushi, 500");
  await expect(text).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert")).toContainText("Line 2: the weight “500” is not a whole number from 1 to 100.");
  await page.getByRole("button", { name: "Make Weighted Decision" }).click();
  await expect(page.getByRole("button", { name: "Calculating..." })).toHaveCount(0);
  await expect(text).toBeFocused();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expectAccessibleInBothThemes(page);

  await text.fill("Pizza, 70\nSushi, 5\nTacos");
  await toggle.click();
  await expect.poll(() => values(page)).toEqual(["Pizza", "Sushi", "Tacos"]);
  await expect(page.getByRole("slider", { name: "Weight for option 2" })).toHaveValue("5");
  await expect(page.getByRole("slider", { name: "Weight for option 3" })).toHaveValue("50");
});

const fileInput = (page: Page) => page.locator('input[type="file"]');

test("a .txt file adds its lines after the choices already entered", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("textbox", { name: "Choice 1" }).fill("Already here");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Import from file" }).click();
  await (
    await chooser
  ).setFiles({ name: "names.txt", mimeType: "text/plain", buffer: Buffer.from("Ada\r\nGrace\n\nLinus\n") });
  await expect(page.getByText("Imported 3 choices from “names.txt”.")).toBeVisible();
  await expect.poll(() => values(page)).toEqual(["Already here", "Ada", "Grace", "Linus"]);
});

test("a .csv file on /weighted brings weights from its second column; a bad file names its line and changes nothing", async ({
  page,
}) => {
  await page.goto("/weighted");
  const csv = 'Option,Weight\nPizza,70\n"Salt, pepper",5\n"Say ""cheese""",\n';
  await fileInput(page).setInputFiles({ name: "menu.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByText("Imported 3 options from “menu.csv”.")).toBeVisible();
  await expect.poll(() => values(page)).toEqual(["Pizza", "Salt, pepper", 'Say "cheese"']);
  await expect(page.getByRole("slider", { name: "Weight for option 2" })).toHaveValue("5");
  await expect(page.getByRole("slider", { name: "Weight for option 3" })).toHaveValue("50");

  const bad = "Tacos,20\nRamen,40\nCurry,heavy\n";
  await fileInput(page).setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
  await expect(page.getByRole("alert")).toHaveText(
    "“bad.csv”, line 3: the weight “heavy” is not a whole number from 1 to 100. Nothing was imported.",
  );
  await expect.poll(() => values(page)).toEqual(["Pizza", "Salt, pepper", 'Say "cheese"']);
  await expectAccessibleInBothThemes(page);

  await fileInput(page).setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50]) });
  await expect(page.getByRole("alert")).toHaveText("“photo.png” is not a .txt or .csv file.");
});

test("Pick again without the winner draws again from the rest, down to the last choice, saving each pick", async ({
  page,
}) => {
  await openWithPausedClock(page, "/");
  await pasteInto(page, page.getByRole("textbox", { name: "Choice 1" }), "Ann\nBen\nCat");
  await page.getByRole("button", { name: "Make Decision" }).click();
  await page.clock.runFor(2_000);
  const card = page.getByRole("region", { name: "AI Decision", exact: true });
  const first = (await card.locator(".result-value").textContent()) ?? "";
  expect(["Ann", "Ben", "Cat"]).toContain(first);

  await card.getByRole("button", { name: `Pick again without ${first}` }).click();
  await expect(page.getByRole("button", { name: "Deciding…" })).toBeDisabled();
  await expect.poll(() => values(page)).toEqual(["Ann", "Ben", "Cat"].filter((name) => name !== first));
  await page.clock.runFor(1_999);
  await expect(card).toHaveCount(0);
  await page.clock.runFor(1);
  const second = (await card.locator(".result-value").textContent()) ?? "";
  expect(["Ann", "Ben", "Cat"].filter((name) => name !== first)).toContain(second);
  await expect(card).toBeFocused();
  // One choice would be left: nothing to draw from.
  await expect(card.getByRole("button", { name: /Pick again/ })).toHaveCount(0);

  const history = await storedHistory(page);
  expect(history.map((record) => [record.result, record.choices])).toEqual([
    [second, ["Ann", "Ben", "Cat"].filter((name) => name !== first)],
    [first, ["Ann", "Ben", "Cat"]],
  ]);
});

test("Pick again on /weighted keeps the other options' weights", async ({ page }) => {
  await openWithPausedClock(page, "/weighted");
  await pasteInto(page, page.getByRole("textbox", { name: "Option 1" }), "Gold, 1\nSilver, 2\nBronze, 3");
  await page.getByRole("button", { name: "Make Weighted Decision" }).click();
  await page.clock.runFor(2_000);
  const card = page.getByRole("region", { name: "Weighted Result" });
  const first = (await card.locator(".result-value").textContent()) ?? "";
  await card.getByRole("button", { name: `Pick again without ${first}` }).click();
  await page.clock.runFor(2_000);
  await expect(card).toBeVisible();

  const weights = { Gold: 1, Silver: 2, Bronze: 3 };
  const left = Object.entries(weights).filter(([name]) => name !== first);
  const [latest] = await storedHistory(page);
  expect(latest!.choices).toEqual(left.map(([name, weight]) => `${name} (${weight}%)`));
  expect(left.map(([name]) => name)).toContain(latest!.result);
});
