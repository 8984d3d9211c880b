import type { Locator, Page } from "@playwright/test";
import { encodeListLink } from "~/kernel/lists/domain/list-link";
import { analyticsBuildURL } from "./analytics-build";
import { declinedConsent, expect, test } from "./fixtures";
import { storedHistory } from "./support/modes";
import { slowDownLikeAPhone } from "./support/slow-phone";

// A page is on screen from its first paint, a second or more before its scripts run on a slow phone (decision 013).
// A visitor presses what they see as soon as they see it: every press after the first paint must count, once
// (docs/decisions/018-early-presses.md). Each journey opens a page on a slow phone, presses its main control as soon as
// it shows, and checks that the press acted exactly once. Whether the press reaches the page before or after its
// scripts run depends on the machine's speed, and the journey must pass either way; it prints when the page painted,
// was pressed and ran. e2e/early-input.spec.ts holds the scripts back, so its presses always come first.

// The page's scripts need seconds at this speed on a busy machine; the journey waits for what it shows, as long as that.
const slowPage = { timeout: 60_000 };
test.setTimeout(180_000);

/** A slow phone (slowDownLikeAPhone) that logs when its page ran and each press. */
async function asSlowPhone(page: Page) {
  await slowDownLikeAPhone(page);
  await page.addInitScript(() => {
    // When the page started running (it links its manifest then: app-manifest-link.tsx), and each press with when it
    // came: kept for the tab, as a press may reload the page.
    const pageLog = (entry: Record<string, unknown>) => {
      const log = JSON.parse(sessionStorage.getItem("pageLog") ?? "[]") as unknown[];
      sessionStorage.setItem("pageLog", JSON.stringify([...log, { at: Math.round(performance.now()), ...entry }]));
    };
    const running = () => document.querySelector('link[rel="manifest"]') !== null;
    new MutationObserver((_, observer) => {
      if (!running()) return;
      pageLog({ running: true });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    // Registered before the page's own scripts, so it hears each press before anything can stop it. A greyed button
    // hears no click: its press is the pointer let go on it.
    for (const type of ["pointerup", "click", "keydown"]) {
      addEventListener(
        type,
        (event) => {
          const press = event.isTrusted && (type !== "keydown" || (event as KeyboardEvent).key === "Enter");
          if (press) pageLog({ pressed: type, whileRunning: running() });
        },
        true,
      );
    }
  });
}

interface PageLogEntry {
  at: number;
  running?: true;
  pressed?: string;
  whileRunning?: boolean;
}

/**
 * Opens `path` on a slow phone, without waiting for anything, and runs `journey`, which presses as soon as its
 * control shows (Playwright's own wait for it to show, stand still and take the press is the quickest there is) and
 * checks what the press did. Then, once no button still looks pressed (a press counted twice has shown by then), it
 * prints when the page painted, was pressed and ran.
 */
async function onSlowPhone(page: Page, label: string, path: string, journey: () => Promise<void>) {
  await asSlowPhone(page);
  await page.goto(path, { waitUntil: "commit" });
  await journey();
  await expect(page.locator("[data-early-press]")).toHaveCount(0, slowPage);
  const { log, firstPaint } = await page.evaluate(() => ({
    log: JSON.parse(sessionStorage.getItem("pageLog") ?? "[]") as PageLogEntry[],
    firstPaint: Math.round(performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN),
  }));
  const press = log.find((entry) => entry.pressed);
  const runningAt = log.find((entry) => entry.running)?.at;
  console.log(`${label}: first paint ${firstPaint} ms, pressed ${press?.at} ms, page running ${runningAt} ms`);
}

const fieldValues = (fields: Locator) =>
  fields.evaluateAll((elements) => elements.map((element) => (element as HTMLInputElement).value));

// Each page's control that adds a row, and the rows it opens with (known, so no time goes on counting them first).
const addRow = [
  { path: "/", add: "Add Choice", row: /^Choice \d+$/, before: 2 },
  { path: "/weighted", add: "Add Option", row: /^Option \d+$/, before: 2 },
  { path: "/battle-royale", add: "Add Contestant", row: /^Contestant \d+$/, before: 4 },
  { path: "/draw", add: "Add Entrant", row: /^Entrant \d+$/, before: 2 },
  { path: "/this-or-that", add: "Add Option", row: /^Option \d+$/, before: 2 },
  // An option of the matrix is a column of scores, one per criterion: the first criterion has one score per option.
  { path: "/decision-matrix", add: "Add option", row: /^Criterion 1 score for Option \d+$/, before: 2 },
];

test.describe("on a slow phone, a control pressed as soon as it shows acts once", () => {
  for (const { path, add, row, before } of addRow) {
    test(`${path}: ${add} adds one row`, async ({ page }) => {
      const rows = page.getByRole("textbox", { name: row });
      await onSlowPhone(page, `${path} ${add}`, path, async () => {
        await page.getByRole("button", { name: add, exact: true }).click();
        await expect(rows).toHaveCount(before + 1, slowPage);
      });
      await expect(rows).toHaveCount(before + 1);
    });
  }

  test("/: choices typed and Ctrl+Enter pressed before the page runs make one decision, saved once", async ({
    page,
  }) => {
    const result = page.getByRole("region", { name: "AI Decision", exact: true });
    await onSlowPhone(page, "/ Ctrl+Enter", "/", async () => {
      await page.getByRole("textbox", { name: "Choice 1", exact: true }).fill("Walk");
      await page.getByRole("textbox", { name: "Choice 2", exact: true }).fill("Cycle");
      await page.keyboard.press("ControlOrMeta+Enter");
      await expect(result).toContainText(/Walk|Cycle/, slowPage);
    });
    await expect(result).toHaveCount(1);
    expect(await storedHistory(page)).toEqual([expect.objectContaining({ choices: ["Walk", "Cycle"] })]);
  });

  test("/: choices typed and the greyed Make Decision pressed before the page runs make one decision, saved once", async ({
    page,
  }) => {
    const result = page.getByRole("region", { name: "AI Decision", exact: true });
    await onSlowPhone(page, "/ greyed Make Decision", "/", async () => {
      await page.getByRole("textbox", { name: "Choice 1", exact: true }).fill("Walk");
      await page.getByRole("textbox", { name: "Choice 2", exact: true }).fill("Cycle");
      // The first paint had no choices, so it shows the button greyed; a person presses what they see. (Playwright
      // would wait for it to be enabled, which happens only once the page runs.)
      const decide = page.getByRole("button", { name: "Make Decision" });
      await expect(decide).toBeVisible();
      await decide.click({ force: true });
      await expect(result).toContainText(/Walk|Cycle/, slowPage);
    });
    await expect(result).toHaveCount(1);
    expect(await storedHistory(page)).toEqual([expect.objectContaining({ choices: ["Walk", "Cycle"] })]);
  });

  test("/: a decision made with the keyboard alone, as soon as the page shows, is made once", async ({ page }) => {
    const result = page.getByRole("region", { name: "AI Decision", exact: true });
    await onSlowPhone(page, "/ keyboard only", "/", async () => {
      await page.getByRole("textbox", { name: "Choice 1", exact: true }).focus();
      await page.keyboard.type("Walk");
      await page.keyboard.press("Tab");
      await page.keyboard.type("Cycle");
      // The decision button is greyed until the page has the two choices, so the keyboard's way to it is its shortcut.
      await page.keyboard.press("ControlOrMeta+Enter");
      await expect(result).toContainText(/Walk|Cycle/, slowPage);
    });
    await expect(result).toHaveCount(1);
    expect(await storedHistory(page)).toEqual([expect.objectContaining({ choices: ["Walk", "Cycle"] })]);
  });

  test("/draw: the verifiable box ticked before the page runs stays ticked, and the draw is verifiable", async ({
    page,
  }) => {
    const verifiable = page.getByRole("checkbox", { name: /Verifiable draw/ });
    await onSlowPhone(page, "/draw Verifiable draw", "/draw", async () => {
      await page.getByRole("textbox", { name: "Entrant 1", exact: true }).fill("Ann");
      await page.getByRole("textbox", { name: "Entrant 2", exact: true }).fill("Bob");
      await verifiable.check();
      // The statement to publish before drawing shows only for a verifiable draw, once the page runs.
      await expect(page.getByRole("heading", { name: "Publish before drawing" })).toBeVisible(slowPage);
    });
    await expect(verifiable).toBeChecked();
    await page.getByRole("button", { name: "Draw Winners" }).click();
    const result = page.getByRole("region", { name: "Giveaway Result" });
    await expect(result.getByRole("list", { name: "Winners" }).getByRole("listitem")).toHaveText(
      /^(Ann|Bob)$/,
      slowPage,
    );
    await expect(result.getByRole("button", { name: "Download receipt" })).toBeVisible();
    expect(await storedHistory(page)).toEqual([expect.objectContaining({ choices: ["Ann", "Bob"] })]);
  });

  test("/templates: Use This Template opens the home page with its choices, each once", async ({ page }) => {
    const choices = page.getByRole("textbox", { name: /^Choice \d+$/ });
    await onSlowPhone(page, "/templates Use This Template", "/templates", async () => {
      await page.getByRole("button", { name: "Use This Template “Eat out or cook?”" }).click();
      await expect(page).toHaveURL(/\/$/, slowPage);
      await expect(choices.first()).not.toHaveValue("", slowPage);
    });
    const values = await fieldValues(choices);
    expect(new Set(values).size, `each choice once: ${values.join(", ")}`).toBe(values.length);
  });
});

test.describe("the consent banner, on a slow phone", () => {
  // Only a build with an analytics id has a banner (docs/product-rules.md, Consent).
  test.use({ baseURL: analyticsBuildURL() });
  const banner = (page: Page) => page.getByRole("region", { name: "Cookies and your privacy" });
  const storedConsent = (page: Page) => page.evaluate(() => localStorage.getItem("cookie-consent"));

  test.describe("with no choice stored", () => {
    test.use({ storage: {} });

    test("Decline pressed as soon as the banner shows closes it and stores the choice", async ({ page }) => {
      await onSlowPhone(page, "banner Decline", "/", async () => {
        await banner(page).getByRole("button", { name: "Decline" }).click();
        await expect(banner(page)).toBeHidden(slowPage);
      });
      expect(JSON.parse((await storedConsent(page)) ?? "null")).toMatchObject({ analytics: false });
    });
  });

  test.describe("with a choice stored", () => {
    test.use({ storage: { "cookie-consent": declinedConsent } });

    test("the footer's Cookie Preferences asks again", async ({ page }) => {
      await onSlowPhone(page, "footer Cookie Preferences", "/privacy-policy", async () => {
        await page.getByRole("contentinfo").getByRole("button", { name: "Cookie Preferences" }).click();
        // It forgets the choice and reloads the page, which then asks.
        await expect(banner(page)).toBeVisible(slowPage);
      });
      expect(await storedConsent(page)).toBeNull();
    });
  });
});

test.describe("a page opened from a shared link, on a slow phone", () => {
  const choices = ["Pizza", "Sushi", "Tacos", "Curry", "Salad", "Ramen"];

  test("shows no empty list before its own, and its decision button only where it stays; a press decides once", async ({
    page,
  }) => {
    const decide = page.getByRole("button", { name: "Make Decision" });
    const top = () => decide.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
    const emptyListHint = page.getByText("Enter at least two choices to decide between.");
    await asSlowPhone(page);
    // The notice saying where the list came from loads only when a link held one: held back here, as a slow network
    // may, it must still be in place above the list when the list shows, or it would push the button down later.
    await page.route(/\/list-link-notice-text-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.continue();
    });
    await page.goto(`/#${await encodeListLink({ choices })}`, { waitUntil: "commit" });
    // Said in the tool's place (CSS content, which screen readers read too) until the list is in.
    const placeholder = () => page.locator(".decider").evaluate((tool) => getComputedStyle(tool, "::before").content);
    await expect.poll(placeholder, slowPage).toBe('"Opening the shared link…"');
    await expect(emptyListHint).toBeHidden();

    await expect(decide).toBeVisible(slowPage);
    // When the button first shows, the list above it is whole: it does not move down as rows fill in.
    expect(await fieldValues(page.getByRole("textbox", { name: /^Choice \d+$/ }))).toEqual(choices);
    expect(await page.getByRole("status").filter({ hasText: "Filled in from a shared link: 6 choices." }).count()).toBe(
      1,
    );
    const shownAt = await top();
    await decide.click();
    expect(await top()).toBe(shownAt);
    await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toContainText(
      new RegExp(choices.join("|")),
      slowPage,
    );
    await expect(emptyListHint).toBeHidden();
    expect(await storedHistory(page)).toEqual([expect.objectContaining({ choices })]);
  });
});
