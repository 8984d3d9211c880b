import type { Page } from "@playwright/test";
import { analyticsBuildURL } from "./analytics-build";
import { expect, test } from "./fixtures";
import { storedHistory } from "./support/modes";
import { unlessClosed } from "./support/closing";

// Pages are prerendered, so a visitor can fill in fields before the scripts have run. What they entered
// must count once the page is running, in every kind of field. (Choice rows: quick-decision.spec.ts.)

/** Opens `path` with its scripts held back: until `release()`, the page is the prerendered HTML alone. */
async function openBeforeScripts(page: Page, path: string) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue().catch(unlessClosed);
  });
  await page.goto(path, { waitUntil: "commit" });
  return release;
}

test("a weighted option's text and weight set before the page finished loading are kept", async ({ page }) => {
  const release = await openBeforeScripts(page, "/weighted");
  await page.getByRole("textbox", { name: "Option 1" }).fill("Pizza");
  await page.getByRole("textbox", { name: "Option 2" }).fill("Sushi");
  await page.getByRole("slider", { name: "Weight for option 1" }).fill("80");
  release();

  await expect(page.getByRole("button", { name: "Make Weighted Decision" })).toBeEnabled();
  const pizza = page.getByRole("listitem").filter({ has: page.getByRole("textbox", { name: "Option 1" }) });
  await expect(pizza.getByText("Weight: 80%")).toBeVisible();
  await expect(pizza.getByText("62% of total")).toBeVisible();
  await expect(page.getByText("Total weight: 130")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Option 1" })).toHaveValue("Pizza");
});

test("context typed into the AI box before the page finished loading is used", async ({ page }) => {
  const release = await openBeforeScripts(page, "/ai-reasoning");
  await page.getByRole("textbox", { name: "Option 1" }).fill("Walk");
  await page.getByRole("textbox", { name: "Option 2" }).fill("Bus");
  await page.getByRole("textbox", { name: "Context (optional)" }).fill("Raining and LATE");
  release();

  await page.getByRole("button", { name: "Analyze & Decide" }).click();
  const reasoning = page.getByRole("region", { name: "AI Reasoning" });
  // The pick takes three seconds; a loaded machine needs more than the default five to show it.
  await expect(reasoning).toContainText("raining and late");
  await expect(page.getByRole("textbox", { name: "Context (optional)" })).toHaveValue("Raining and LATE");
});

test("contestants typed before the page finished loading are counted", async ({ page }) => {
  const release = await openBeforeScripts(page, "/battle-royale");
  await page.getByRole("textbox", { name: "Contestant 1", exact: true }).fill("Owl");
  await page.getByRole("textbox", { name: "Contestant 2", exact: true }).fill("Fox");
  release();

  await expect(page.getByText("Valid Contestants: 2")).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Tournament" })).toBeEnabled();
});

test("a giveaway's number of winners typed before the page finished loading is drawn", async ({ page }) => {
  const release = await openBeforeScripts(page, "/draw");
  await page.getByRole("textbox", { name: "Winners" }).fill("3");
  release();

  for (const [i, name] of ["Ann", "Bo", "Cy", "Di"].entries()) {
    await page.getByRole("textbox", { name: `Entrant ${i + 1}`, exact: true }).fill(name);
    await page.keyboard.press("Enter");
  }
  await page.locator("button.button-primary", { hasText: "Draw Winners" }).click();
  await expect(page.getByRole("list", { name: "Winners" }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("textbox", { name: "Winners" })).toHaveValue("3");
});

test("a live check's mode and draws chosen before the page finished loading are kept", async ({ page }) => {
  const release = await openBeforeScripts(page, "/how-it-works");
  await page.getByRole("radio", { name: "Your own weights: a weighted pick" }).check();
  await page.getByRole("textbox", { name: "Number of draws" }).fill("20,000");
  release();

  const weights = page.getByRole("textbox", { name: "Weights" });
  await expect(weights).toBeVisible();
  await weights.fill("1, 3");
  await page.getByRole("button", { name: "Run the check" }).click();
  const result = page.getByRole("region", { name: "Result: 20,000 weighted draws among 2 options" });
  await expect(result).toBeVisible({ timeout: 30_000 });
});

test.describe("a box ticked, a radio picked or a list's option chosen before the page runs is kept", () => {
  const stored = (page: Page, key: string) =>
    page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? "null") as unknown, key);

  test("/draw: the verifiable box stays ticked and the draw is verifiable", async ({ page }) => {
    const release = await openBeforeScripts(page, "/draw");
    const verifiable = page.getByRole("checkbox", { name: /Verifiable draw/ });
    await verifiable.check();
    release();

    // The statement to publish first shows only for a verifiable draw.
    await expect(page.getByRole("heading", { name: "Publish before drawing" })).toBeVisible();
    await expect(verifiable).toBeChecked();
  });

  test("/teams: teams of a size, balanced by rating", async ({ page }) => {
    const release = await openBeforeScripts(page, "/teams");
    await page.getByRole("textbox", { name: "Name 1", exact: true }).fill("Ann, 8");
    await page.getByRole("textbox", { name: "Name 2", exact: true }).fill("Bob, 2");
    await page.getByRole("radio", { name: "Teams of a size" }).check();
    await page.getByRole("checkbox", { name: /Balance by rating/ }).check();
    release();

    await expect(page.getByRole("textbox", { name: "Team size" })).toBeVisible();
    await page.getByRole("button", { name: "Make Teams" }).click();
    // Only teams balanced by rating show their totals.
    await expect(page.getByRole("region", { name: "Your Teams" })).toContainText("Total 10");
    await expect(page.getByRole("radio", { name: "Teams of a size" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: /Balance by rating/ })).toBeChecked();
  });

  test("/vote: the way of voting, and whether the results are hidden", async ({ page }) => {
    const release = await openBeforeScripts(page, "/vote");
    await page.getByRole("radio", { name: /^Score/ }).check();
    release();

    // A score vote hides its results until the organiser reveals them, unless told otherwise.
    const hidden = page.getByRole("checkbox", { name: /Hide the results/ });
    await expect(hidden).toBeChecked();
    await expect(page.getByRole("radio", { name: /^Score/ })).toBeChecked();
    await hidden.uncheck();
    await expect(page.getByRole("radio", { name: /^Score/ })).toBeChecked();
  });

  test("/: the wheel's spin time and its sound", async ({ page }) => {
    const release = await openBeforeScripts(page, "/");
    await page.getByRole("combobox", { name: "Spin time" }).selectOption("5");
    await page.getByRole("checkbox", { name: "Tick sound" }).check();
    release();

    await expect
      .poll(() => stored(page, "wheel-preferences"))
      .toMatchObject({ view: "wheel", spinSeconds: 5, tickSound: true, celebrate: false });
    await expect(page.getByRole("combobox", { name: "Spin time" })).toHaveValue("5");
    await expect(page.getByRole("checkbox", { name: "Tick sound" })).toBeChecked();
  });

  test("/weighted: the card instead of the wheel", async ({ page }) => {
    const release = await openBeforeScripts(page, "/weighted");
    await page.getByRole("radio", { name: "Card" }).check();
    release();

    // The card alone: the wheel and its controls are gone.
    await expect(page.getByRole("combobox", { name: "Spin time" })).toBeHidden();
    await expect(page.getByRole("radio", { name: "Card" })).toBeChecked();
    expect(await stored(page, "wheel-preferences")).toMatchObject({ view: "card" });
  });

  test("/decision-matrix: how a criterion is scored and how much it matters, with its name", async ({ page }) => {
    const release = await openBeforeScripts(page, "/decision-matrix");
    await page.getByRole("textbox", { name: "Criterion 1", exact: true }).fill("Rent");
    await page.getByRole("combobox", { name: "How Criterion 1 is scored" }).selectOption("lower");
    await page.getByRole("combobox", { name: "Importance of Criterion 1" }).selectOption("5");
    release();

    await expect.poll(() => stored(page, "decision-matrix")).toMatchObject({ c: [["Rent", "lower", 5]] });
    await expect(page.getByRole("combobox", { name: "How Rent is scored" })).toHaveValue("lower");
    await expect(page.getByRole("combobox", { name: "Importance of Rent" })).toHaveValue("5");
  });
});

// Presses too: a button pressed before the page runs looks pressed, and acts once the page runs (early-press-capture.ts;
// on a slow phone: slow-phone-presses.spec.ts).

test("a button pressed before the page runs looks pressed, says so, then acts once", async ({ page }) => {
  const release = await openBeforeScripts(page, "/");
  const add = page.getByRole("button", { name: "Add Choice" });
  await add.click();
  await expect(add).toHaveAttribute("data-early-press");
  await expect(add).toHaveCSS("outline-style", "dashed");
  await expect(
    page.getByRole("status").filter({ hasText: "Pressed. It acts as soon as the page has loaded." }),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Choice \d+$/ })).toHaveCount(2);
  release();

  await expect(page.getByRole("textbox", { name: /^Choice \d+$/ })).toHaveCount(3);
  await expect(add).not.toHaveAttribute("data-early-press");
  await expect(page.getByText("Pressed. It acts as soon as the page has loaded.")).toBeHidden();
  await expect(page.getByRole("textbox", { name: /^Choice \d+$/ })).toHaveCount(3);
});

test.describe("a press made before the page runs, after one that changes what the page shows", () => {
  test("/templates: the Finance filter, then Use This Template on the first card, opens that template", async ({
    page,
  }) => {
    const release = await openBeforeScripts(page, "/templates");
    const filters = page.getByRole("group", { name: "Filter templates by category" });
    await filters.getByRole("button", { name: "Finance", exact: true }).click();
    // The first card shown, which the Finance filter takes out of view once it is replayed.
    await page.getByRole("button", { name: "Use This Template" }).first().click();
    release();

    await expect(page).toHaveURL("/");
    const choices = ["Text them now", "Wait until tomorrow", "Wait for them to text first", "Call instead of texting"];
    for (const [index, choice] of choices.entries()) {
      await expect(page.getByRole("textbox", { name: `Choice ${index + 1}`, exact: true })).toHaveValue(choice);
    }
    await expect(page.getByRole("textbox", { name: /^Choice \d+$/ })).toHaveCount(choices.length);
  });

  test("/: Edit as text, then Add Choice, which the text view no longer has, says it was not done", async ({
    page,
  }) => {
    const release = await openBeforeScripts(page, "/");
    await page.getByRole("button", { name: "Edit as text" }).click();
    await page.getByRole("button", { name: "Add Choice" }).click();
    release();

    await expect(page.getByRole("button", { name: "Edit as text" })).toHaveAttribute("aria-pressed", "true");
    const notice = page.getByRole("alert").filter({ hasText: "pressed while the page was loading" });
    await expect(notice).toContainText(
      "“Add Choice”, pressed while the page was loading, was not done: by the time the page could act, it no " +
        "longer showed it.",
    );
    await notice.getByRole("button", { name: "OK" }).click();
    await expect(notice).toBeHidden();
  });
});

test.describe("a button greyed in the first paint, pressed before the page runs", () => {
  // A phone: the press is a finger's tap.
  test.use({ hasTouch: true });
  const decide = (page: Page) => page.getByRole("button", { name: "Make Decision" });
  const result = (page: Page) => page.getByRole("region", { name: "AI Decision", exact: true });

  test("acts once when the page, running, has enabled it", async ({ page }) => {
    const release = await openBeforeScripts(page, "/");
    await page.getByRole("textbox", { name: "Choice 1" }).fill("Walk");
    await page.getByRole("textbox", { name: "Choice 2" }).fill("Cycle");
    await expect(decide(page)).toBeDisabled();
    // Playwright would wait for the button to be enabled; a person taps what they see.
    await decide(page).tap({ force: true });
    await expect(decide(page)).toHaveAttribute("data-early-press");
    await expect(page.getByText("Pressed. It acts as soon as the page has loaded.")).toBeVisible();
    release();

    await expect(result(page)).toContainText(/Walk|Cycle/);
    await expect(decide(page)).not.toHaveAttribute("data-early-press");
    expect(await storedHistory(page)).toEqual([expect.objectContaining({ choices: ["Walk", "Cycle"] })]);
  });

  test("does nothing when the page, running, leaves it greyed", async ({ page }) => {
    const release = await openBeforeScripts(page, "/");
    await page.getByRole("textbox", { name: "Choice 1" }).fill("Walk");
    await decide(page).tap({ force: true });
    release();

    // Once the page has taken the press, and dropped it, the button no longer looks pressed.
    await expect(decide(page)).not.toHaveAttribute("data-early-press");
    await expect(decide(page)).toBeDisabled();
    await expect(page.getByText("Enter at least two choices to decide between.")).toBeVisible();
    await expect(result(page)).toHaveCount(0);
    expect(await storedHistory(page)).toEqual([]);
  });
});

// Each page's main button is greyed in the first paint, which has nothing typed in it yet.
const greyedUntilTyped = [
  {
    path: "/weighted",
    fields: { "Option 1": "Pizza", "Option 2": "Sushi" },
    button: "Make Weighted Decision",
    acted: (page: Page) => page.getByRole("region", { name: "Weighted Result" }),
    records: 1,
  },
  {
    path: "/battle-royale",
    fields: { "Contestant 1": "Owl", "Contestant 2": "Fox" },
    button: "Start Tournament",
    acted: (page: Page) => page.getByRole("region", { name: "Bracket" }),
    records: 0,
  },
  {
    path: "/draw",
    fields: { "Entrant 1": "Ann", "Entrant 2": "Bob" },
    button: "Draw Winners",
    acted: (page: Page) => page.getByRole("list", { name: "Winners" }),
    records: 1,
  },
  {
    path: "/teams",
    fields: { "Name 1": "Ann", "Name 2": "Bob" },
    button: "Make Teams",
    acted: (page: Page) => page.getByRole("region", { name: "Your Teams" }),
    records: 1,
  },
  {
    path: "/this-or-that",
    fields: { "Option 1": "Tea", "Option 2": "Coffee" },
    button: "Start ranking",
    acted: (page: Page) => page.getByText(/^Question 1 of at most \d+$/),
    records: 0,
  },
  {
    path: "/ai-reasoning",
    fields: { "Option 1": "Walk", "Option 2": "Bus" },
    button: "Analyze & Decide",
    acted: (page: Page) => page.getByRole("region", { name: "AI Reasoning" }),
    records: 1,
  },
  {
    path: "/verify",
    fields: { "Receipt (JSON)": "not a receipt" },
    button: "Verify",
    // Said once the receipt is checked.
    acted: (page: Page) => page.getByRole("alert").filter({ hasText: "This is not a receipt" }),
    records: 0,
  },
];

test.describe("a page's main button greyed in the first paint, pressed before the page runs once it was typed for", () => {
  for (const { path, fields, button, acted, records } of greyedUntilTyped) {
    test(`${path}: ${button} acts once`, async ({ page }) => {
      const release = await openBeforeScripts(page, path);
      for (const [name, value] of Object.entries(fields)) {
        await page.getByRole("textbox", { name, exact: true }).fill(value);
      }
      await page.getByRole("button", { name: button }).click({ force: true });
      release();

      // The decision's suspense takes a few seconds; a loaded machine needs more than the default to show it.
      await expect(acted(page)).toBeVisible();
      await expect(page.locator("[data-early-press]")).toHaveCount(0);
      await expect(acted(page)).toHaveCount(1);
      expect(await storedHistory(page)).toHaveLength(records);
    });
  }

  test("/vote: Start the vote creates one poll", async ({ page }) => {
    const release = await openBeforeScripts(page, "/vote");
    await page.getByRole("textbox", { name: "Question" }).fill("Where shall we eat?");
    await page.getByRole("textbox", { name: "Option 1", exact: true }).fill("Pizza");
    await page.getByRole("textbox", { name: "Option 2", exact: true }).fill("Sushi");
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") requests.push(request.url());
    });
    await page.getByRole("button", { name: "Start the vote" }).click({ force: true });
    release();

    await expect(page).toHaveURL(/\/vote\/?#/);
    expect(requests).toHaveLength(1);
  });
});

test("choices typed with Enter between them before the page runs each get their row", async ({ page }) => {
  const release = await openBeforeScripts(page, "/");
  await page.getByRole("textbox", { name: "Choice 1" }).fill("Walk");
  await page.keyboard.press("Enter");
  // The page moves on to the next row once it runs; a visitor who sees the caret stay waits for it.
  await expect(page).toHaveURL(/\/$/);
  release();

  await expect(page.getByRole("textbox", { name: "Choice 2" })).toBeFocused();
  await page.keyboard.type("Cycle");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Choice 3" })).toBeFocused();
  await expect(page.getByRole("button", { name: "Make Decision" })).toBeEnabled();
});

test("a list pasted before the page runs fills a row for each line", async ({ page }) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const release = await openBeforeScripts(page, "/draw");
  await page.evaluate(() => navigator.clipboard.writeText("Ada\nGrace\nLinus"));
  await page.getByRole("textbox", { name: "Entrant 1" }).focus();
  await page.keyboard.press("ControlOrMeta+V");
  await expect(page.getByRole("textbox", { name: "Entrant 1" })).toHaveValue("");
  release();

  await expect(page.getByRole("textbox", { name: /^Entrant \d+$/ })).toHaveCount(3);
  for (const [index, name] of ["Ada", "Grace", "Linus"].entries()) {
    await expect(page.getByRole("textbox", { name: `Entrant ${index + 1}` })).toHaveValue(name);
  }
});

test("a file chosen before the page runs is read once it runs", async ({ page }) => {
  const release = await openBeforeScripts(page, "/weighted");
  await page.locator('input[type="file"]').setInputFiles({
    name: "menu.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Pizza,70\nSushi,30\n"),
  });
  release();

  await expect(page.getByText("Imported 2 options from “menu.csv”.")).toBeVisible();
  await expect(page.getByRole("slider", { name: "Weight for option 2" })).toHaveValue("30");
});

test("Ctrl+Enter pressed before the page runs, with one contestant, starts nothing when more are typed before it is replayed", async ({
  page,
}) => {
  const releasePage = await openBeforeScripts(page, "/battle-royale");
  // The replay's own script held back too: the page runs, and the visitor types on, while the press still waits.
  let releaseReplay: () => void = () => {};
  const replayHeld = new Promise<void>((resolve) => (releaseReplay = resolve));
  await page.route("**/assets/replay-early-presses-*.js", async (route) => {
    await replayHeld;
    await route.continue().catch(unlessClosed);
  });
  const start = page.getByRole("button", { name: "Start Tournament" });
  await page.getByRole("textbox", { name: "Contestant 1", exact: true }).fill("Owl");
  await page.getByRole("textbox", { name: "Contestant 1", exact: true }).press("Control+Enter");
  await expect(start).toHaveAttribute("data-early-press");
  releasePage();

  await expect(page.getByText("Valid Contestants: 1")).toBeVisible();
  await page.getByRole("textbox", { name: "Contestant 2", exact: true }).fill("Fox");
  await page.getByRole("textbox", { name: "Contestant 3", exact: true }).fill("Elk");
  await expect(page.getByText("Valid Contestants: 3")).toBeVisible();
  releaseReplay();

  // Replayed and done: on the page as it first ran, Start was greyed, so the press does what it would have done there.
  await expect(start).not.toHaveAttribute("data-early-press");
  await expect(start).toBeEnabled();
  await expect(page.getByRole("button", { name: "Battle!" })).toHaveCount(0);
  expect(await storedHistory(page)).toEqual([]);
});

test("the language menu used before the page runs, after typing, opens the page in that language with what was typed", async ({
  page,
}) => {
  const release = await openBeforeScripts(page, "/battle-royale");
  await page.getByRole("textbox", { name: "Contestant 1", exact: true }).fill("Ana");
  await page.getByRole("textbox", { name: "Contestant 2", exact: true }).fill("Luis");
  await page.getByText("EN", { exact: true }).click();
  const french = page.getByRole("link", { name: "Français" });
  await french.click();
  await expect(french).toHaveAttribute("data-early-press");
  release();

  await expect(page).toHaveURL(/\/fr\/battle-royale$/);
  await expect(page.getByText("Participants valides : 2")).toBeVisible();
  // By place: the list editor's words are the kernel's, translated on their own.
  const fields = page.locator(".battle-royale li input[type='text']");
  await expect(fields.nth(0)).toHaveValue("Ana");
  await expect(fields.nth(1)).toHaveValue("Luis");
});

test("a link followed before the page runs works as a link does without scripts", async ({ page }) => {
  await openBeforeScripts(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "History" }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Decision History");
});

test("'Decide together' pressed before the page runs hands the options typed to the new vote", async ({ page }) => {
  const release = await openBeforeScripts(page, "/this-or-that");
  await page.getByRole("textbox", { name: "Option 1", exact: true }).fill("Lisbon");
  await page.getByRole("textbox", { name: "Option 2", exact: true }).fill("Porto");
  await page.getByRole("link", { name: "Decide together" }).click();
  await expect(page.getByRole("link", { name: "Decide together" })).toHaveAttribute("data-early-press");
  release();

  await expect(page).toHaveURL(/\/vote$/);
  await expect(page.getByRole("textbox", { name: "Option 1", exact: true })).toHaveValue("Lisbon");
  await expect(page.getByRole("textbox", { name: "Option 2", exact: true })).toHaveValue("Porto");
});

test.describe("in a build with analytics, with no consent stored", () => {
  test.use({ storage: {}, baseURL: analyticsBuildURL() });

  test("the banner's Decline pressed before the page runs closes it once the page runs", async ({ page }) => {
    const release = await openBeforeScripts(page, "/");
    const banner = page.getByRole("region", { name: "Cookies and your privacy" });
    await banner.getByRole("button", { name: "Decline" }).click();
    await expect(banner.getByRole("button", { name: "Decline" })).toHaveAttribute("data-early-press");
    release();

    await expect(banner).toBeHidden();
    const stored = await page.evaluate(() => localStorage.getItem("cookie-consent"));
    expect(JSON.parse(stored ?? "null")).toMatchObject({ analytics: false });
  });
});
