import type { BrowserContext, Page } from "@playwright/test";
import { encodeListLink } from "~/kernel/lists/domain/list-link";
import { expect, test } from "./fixtures";
import { expectAccessibleInBothThemes, scrollsSideways } from "./support/modes";

interface DecisionPage {
  path: string;
  /** What one row is called: "Choice" labels the inputs "Choice 1", "Choice 2", … */
  noun: string;
  /** How many rows a fresh form has. */
  rows: number;
}

const quick: DecisionPage = { path: "/", noun: "Choice", rows: 2 };
const weighted: DecisionPage = { path: "/weighted", noun: "Option", rows: 2 };
const reasoning: DecisionPage = { path: "/ai-reasoning", noun: "Option", rows: 2 };
const battle: DecisionPage = { path: "/battle-royale", noun: "Contestant", rows: 4 };

// Separators, quotes, URL syntax, emoji (surrogate pairs, ZWJ, flags), right-to-left text, combining marks.
const awkwardChoices = [
  "Pizza 🍕",
  "שלום, עולם",
  "e\u0301 & = % # ? +",
  `"quoted" 'single' \`back\``,
  "👩‍👩‍👧 family 🇯🇵",
  "مرحبا; a|b / c\\d",
];

const shareButton = (page: Page) => page.getByRole("button", { name: "Share list" });
const row = (page: Page, { noun }: DecisionPage, n: number) =>
  page.getByRole("textbox", { name: `${noun} ${n}`, exact: true });

/** Every row's text, in order (long lists show their first rows only until Show all). */
async function listValues(page: Page, { noun }: DecisionPage): Promise<string[]> {
  const showAll = page.getByRole("button", { name: "Show all" });
  if (await showAll.isVisible()) {
    // Pressed from the keyboard: on /weighted the list's lower part can still move once the rows show (the decision
    // button and share link land a render later), and a click aimed before that move lands beside the button.
    await showAll.press("Enter");
    await expect(showAll).toHaveCount(0);
  }
  return page
    .locator(`input[type="text"][aria-label^="${noun} "]`)
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

const weights = (page: Page) =>
  page.locator('input[type="range"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

async function fillList(page: Page, decisionPage: DecisionPage, choices: readonly string[]) {
  const add = page.getByRole("button", { name: `Add ${decisionPage.noun}`, exact: true });
  for (const [index, choice] of choices.entries()) {
    if (index >= decisionPage.rows) await add.click();
    await row(page, decisionPage, index + 1).fill(choice);
    // Adding a row does nothing until React runs the page: Share list taking the typed list shows it does.
    if (index === decisionPage.rows - 1) await expect(shareButton(page)).toBeEnabled();
  }
}

/** A link that Share list copied, with the clipboard allowed. */
async function shareByClipboard(page: Page): Promise<string> {
  await shareButton(page).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toHaveText(
    "Link copied. Paste it anywhere to share your list.",
  );
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Stands in for the system share sheet: records what it was handed. */
async function stubShareSheet(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "canShare", { configurable: true, value: () => true });
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: ShareData) => {
        (window as unknown as { __sharedUrl: string }).__sharedUrl = data.url ?? "";
      },
    });
  });
}

async function shareBySheet(page: Page): Promise<string> {
  await shareButton(page).click();
  await expect(page.getByRole("status").filter({ hasText: "Link shared." })).toBeVisible();
  return page.evaluate(() => (window as unknown as { __sharedUrl: string }).__sharedUrl);
}

/** A new tab on the link, which must raise no console error either. */
async function openInFreshPage(context: BrowserContext, url: string) {
  const fresh = await context.newPage();
  const errors: string[] = [];
  fresh.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  fresh.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  await fresh.goto(url);
  return { fresh, errors };
}

async function expectLinkFor(url: string, path: string, baseURL: string | undefined) {
  expect(url).toMatch(new RegExp(`^${baseURL}${path === "/" ? "/" : path}#list=1\\.[dj]\\.[A-Za-z0-9_-]+$`));
}

test("a list shared from the home page by clipboard opens the same list in a new tab", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const requests: string[] = [];
  context.on("request", (request) => requests.push(request.url()));
  await page.goto(quick.path);
  await expect(shareButton(page)).toHaveAccessibleDescription("Fill in the list to share it.");
  await fillList(page, quick, awkwardChoices);
  await expect(shareButton(page)).toHaveAccessibleDescription(/never send to a server/);
  const url = await shareByClipboard(page);
  await expectLinkFor(url, "/", baseURL);

  // The test's clock skips the decision's delay.
  await context.clock.install();
  const { fresh, errors } = await openInFreshPage(context, url);
  await expect(fresh.getByRole("status").filter({ hasText: "shared link" })).toHaveText(
    `Filled in from a shared link: ${awkwardChoices.length} choices.`,
  );
  expect(await listValues(fresh, quick)).toEqual(awkwardChoices);
  // The list now lives in the form; the address no longer carries it.
  await expect(fresh).toHaveURL(`${baseURL}/`);
  await fresh.getByRole("button", { name: "Make Decision" }).click();
  await context.clock.runFor(2_000);
  await expect(fresh.getByRole("region", { name: "AI Decision", exact: true })).toBeVisible();
  expect(errors).toEqual([]);
  // Sharing and opening asked nothing of any server, and no request carried the list.
  expect(requests.filter((requested) => !requested.startsWith(`${baseURL}/`))).toEqual([]);
  expect(requests.filter((requested) => requested.includes("list=") || requested.includes("Pizza"))).toEqual([]);
});

test("a weighted list shared through the share sheet opens with the same weights", async ({
  page,
  context,
  baseURL,
}) => {
  await stubShareSheet(page);
  await page.goto(weighted.path);
  await fillList(page, weighted, ["Low 🐢", "High 🚀", "Middle, ish"]);
  for (const [n, weight] of [
    [1, 1],
    [2, 100],
    [3, 37],
  ] as const) {
    await page.getByRole("slider", { name: `Weight for option ${n}` }).fill(String(weight));
  }
  const url = await shareBySheet(page);
  await expectLinkFor(url, "/weighted", baseURL);

  const { fresh, errors } = await openInFreshPage(context, url);
  await expect(fresh.getByText("Filled in from a shared link: 3 options.")).toBeVisible();
  expect(await listValues(fresh, weighted)).toEqual(["Low 🐢", "High 🚀", "Middle, ish"]);
  expect(await weights(fresh)).toEqual(["1", "100", "37"]);
  await expect(fresh.getByText("Total weight: 138")).toBeVisible();
  expect(errors).toEqual([]);
});

test("options and context shared from AI Reasoning open together", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.goto(reasoning.path);
  await fillList(page, reasoning, ["Walk", "Bus 🚌"]);
  const contextText = "It’s raining & I’m late — 50% chance, #2?";
  await page.getByRole("textbox", { name: "Context (optional)" }).fill(contextText);
  const url = await shareByClipboard(page);
  await expectLinkFor(url, "/ai-reasoning", baseURL);

  const { fresh, errors } = await openInFreshPage(context, url);
  await expect(fresh.getByText("Filled in from a shared link: 2 options.")).toBeVisible();
  expect(await listValues(fresh, reasoning)).toEqual(["Walk", "Bus 🚌"]);
  await expect(fresh.getByRole("textbox", { name: "Context (optional)" })).toHaveValue(contextText);
  expect(errors).toEqual([]);
});

test("contestants shared from the tournament setup open in the setup", async ({ page, context, baseURL }) => {
  await stubShareSheet(page);
  await page.goto(battle.path);
  const contestants = ["Red", "Blue", "Green 🟢", "Yellow", "Purple"];
  await fillList(page, battle, contestants);
  const url = await shareBySheet(page);
  await expectLinkFor(url, "/battle-royale", baseURL);

  const { fresh, errors } = await openInFreshPage(context, url);
  await expect(fresh.getByText("Filled in from a shared link: 5 contestants.")).toBeVisible();
  expect(await listValues(fresh, battle)).toEqual(contestants);
  await expect(fresh.getByText("Valid Contestants: 5")).toBeVisible();
  expect(errors).toEqual([]);
});

test("with neither share sheet nor clipboard, the link is shown selected in a read-only field", async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
    navigator.clipboard.writeText = () => Promise.reject(new DOMException("Blocked", "NotAllowedError"));
  });
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(quick.path);
  await fillList(page, quick, ["Tea", "Coffee"]);
  await shareButton(page).click();
  await expect(page.getByRole("status").filter({ hasText: "Copy the link" })).toHaveText(
    "Copy the link below to share your list.",
  );
  const field = page.getByRole("textbox", { name: "Link to your list" });
  await expect(field).toBeFocused();
  await expect(field).toHaveJSProperty("readOnly", true);
  const url = await field.inputValue();
  expect(await field.evaluate((input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!)).toBe(
    url.length,
  );
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessibleInBothThemes(page);

  const { fresh, errors } = await openInFreshPage(context, url);
  await expect(fresh.getByText("Filled in from a shared link: 2 choices.")).toBeVisible();
  expect(await listValues(fresh, quick)).toEqual(["Tea", "Coffee"]);
  expect(errors).toEqual([]);
});

test("500 weighted choices with unicode and emoji survive the round trip", async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  const emoji = ["🍕", "🎉", "👩‍💻", "🇫🇷", "👍🏾", "✨"];
  const choices = Array.from(
    { length: 500 },
    (_, index) =>
      `${index % 3 === 0 ? "Option" : index % 3 === 1 ? "Вариант" : "خيار"} ${index + 1} ${emoji[index % 6]}`,
  );
  const choiceWeights = choices.map((_, index) => 1 + ((index * 37) % 100));
  const made = await encodeListLink({ choices, weights: choiceWeights });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });

  await page.goto(`/weighted#${made}`);
  // Hundreds of rows with sliders take a while to lay out on a busy 2-core machine.
  await expect(page.getByText("Filled in from a shared link: 500 options.")).toBeVisible({ timeout: 20_000 });
  // The first 200 rows show first; the way to the rest comes with its own script, a moment later.
  await expect(page.getByRole("button", { name: "Show all" })).toBeVisible();
  expect(await listValues(page, weighted)).toEqual(choices);
  const url = await shareByClipboard(page);
  const fragment = new URL(url).hash.slice(1);
  console.log(`500 weighted choices: fragment of ${fragment.length} characters, made in Node ${made.length}`);

  const { fresh, errors } = await openInFreshPage(context, url);
  await expect(fresh.getByText("Filled in from a shared link: 500 options.")).toBeVisible({ timeout: 20_000 });
  await expect(fresh.getByRole("button", { name: "Show all" })).toBeVisible();
  expect(await listValues(fresh, weighted)).toEqual(choices);
  expect(await weights(fresh)).toEqual(choiceWeights.map(String));
  expect(errors).toEqual([]);
});

test.describe("a damaged link", () => {
  const damagedLinks = [
    { name: "cut short", path: "/", cut: true },
    { name: "of an unknown version", path: "/weighted", fragment: "list=9.j.eyJjIjpbImEiXX0" },
    { name: "that is not base64", path: "/ai-reasoning", fragment: "list=1.d.%E0%A4%A!!" },
    { name: "of valid JSON of the wrong shape", path: "/battle-royale", fragment: "list=1.j.eyJjIjpbMSwyXX0" },
  ];
  for (const { name, path, fragment, cut } of damagedLinks) {
    test(`${name} says so and leaves an empty form on ${path}`, async ({ page }) => {
      const valid = await encodeListLink({ choices: Array.from({ length: 40 }, (_, n) => `Choice ${n} 🍕`) });
      await page.goto(`${path}#${cut ? valid.slice(0, -6) : fragment}`);
      await expect(page.getByRole("alert")).toHaveText(/^This link’s list could not be read/);
      const decisionPage = [quick, weighted, reasoning, battle].find((candidate) => candidate.path === path)!;
      expect(new Set(await listValues(page, decisionPage))).toEqual(new Set([""]));
      await expect(shareButton(page)).toBeDisabled();
    });
  }

  test("edited by hand is damaged, and the page is accessible with the message shown", async ({ page }) => {
    const valid = await encodeListLink({ choices: ["Tea", "Coffee", "Water"], weights: [10, 20, 30] });
    // Someone typed over the middle of the link.
    const middle = Math.floor(valid.length / 2);
    const edited = `${valid.slice(0, middle)}Hello${valid.slice(middle + 5)}`;
    await page.goto(`/weighted#${edited}`);
    await expect(page.getByRole("alert")).toContainText("could not be read");
    expect(await listValues(page, weighted)).toEqual(["", ""]);
    await expectAccessibleInBothThemes(page);
  });
});

test("the share confirmation passes an accessibility scan", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.goto(battle.path);
  await fillList(page, battle, ["North", "South"]);
  await shareByClipboard(page);
  await expectAccessibleInBothThemes(page);
});
