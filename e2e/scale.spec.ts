import type { Page } from "@playwright/test";
import { declinedConsent, expect, test } from "./fixtures";

// Budgets with generous headroom over the goals (usable within 3 s, keystrokes under 100 ms on the
// 2-core CI machine); the measured figures are printed so the notes can report them.
const usableWithinMs = 6_000;
const keystrokeWithinMs = 200;

/** Milliseconds from each key's keydown until the frame after React has rendered it. */
async function measureKeys(page: Page, keys: readonly string[]): Promise<number[]> {
  await page.evaluate(() => {
    const timings: number[] = [];
    (window as unknown as { __keyTimings: number[] }).__keyTimings = timings;
    document.addEventListener(
      "keydown",
      () => {
        const start = performance.now();
        requestAnimationFrame(() => setTimeout(() => timings.push(performance.now() - start)));
      },
      { capture: true },
    );
  });
  for (const key of keys) await page.keyboard.press(key);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __keyTimings: number[] }).__keyTimings.length))
    .toBe(keys.length);
  return page.evaluate(() => (window as unknown as { __keyTimings: number[] }).__keyTimings);
}

const measureTyping = (page: Page, text: string) => measureKeys(page, [...text]);

// Tracing snapshots the whole DOM at every step, which would dominate these measurements.
test.use({ trace: "off" });

/** Milliseconds since the navigation started, read in the page once `ready` holds. */
async function msSinceNavigation(page: Page, ready: () => boolean): Promise<number> {
  await page.waitForFunction(ready);
  return page.evaluate(() => performance.now());
}

const report = (label: string, value: string) => {
  test.info().annotations.push({ type: "measurement", description: `${label}: ${value}` });
  console.log(`${label}: ${value}`);
};

test.describe("10,000 choices on the home page", () => {
  const choices = Array.from({ length: 10_000 }, (_, i) => `Choice number ${i + 1}`);
  test.use({
    storage: { "cookie-consent": declinedConsent, "pending-template": JSON.stringify({ choices }) },
  });

  test("load within the budget, typing stays quick, and all of them take part", async ({ page }) => {
    await page.goto("/");
    const usableMs = await msSinceNavigation(page, () => document.querySelector(".choice-list-more") !== null);
    await expect(page.getByText("Showing 200 of 10,000 choices.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Choice 200", exact: true })).toHaveValue("Choice number 200");
    report("10,000 choices on /: usable after", `${usableMs.toFixed(0)} ms`);
    expect(usableMs).toBeLessThan(usableWithinMs);

    const field = page.getByRole("textbox", { name: "Choice 150", exact: true });
    await field.click();
    const timings = await measureTyping(page, " edited");
    report("10,000 choices on /: keystroke to next frame", `max ${Math.max(...timings).toFixed(1)} ms`);
    expect(Math.max(...timings)).toBeLessThan(keystrokeWithinMs);
    await expect(field).toHaveValue("Choice number 150 edited");

    await page.getByRole("button", { name: "Make Decision" }).click();
    await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toContainText("Choice number");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("decision-history")!)[0].choices.length);
    expect(stored).toBe(10_000);

    await page.getByRole("button", { name: "Start Over" }).click();
    await expect(page.getByRole("textbox")).toHaveCount(2);
  });

  test("can all be shown for editing", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Show 1,000 more" }).click();
    await expect(page.getByText("Showing 1,200 of 10,000 choices.")).toBeVisible();
    const started = Date.now();
    await page.getByRole("button", { name: "Show all" }).click();
    // CSS locator: role queries walk the accessibility tree of all 10,000 rows, which measures Playwright.
    await expect(page.locator(`input[aria-label="Choice 10000"]`)).toHaveValue("Choice number 10000");
    report("10,000 choices on /: Show all took", `${Date.now() - started} ms`);
    await expect(page.getByText(/Showing \d/)).toHaveCount(0);
  });
});

test.describe("10,000 options on the weighted page", () => {
  const lines = Array.from({ length: 10_000 }, (_, i) => `Option number ${i + 1}, ${(i % 100) + 1}`).join("\n");

  test("paste in within the budget, typing and sliders stay quick, and all of them take part", async ({ page }) => {
    await page.goto("/weighted");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.evaluate((text) => navigator.clipboard.writeText(text), lines);
    await page.getByRole("textbox", { name: "Option 1" }).focus();
    const pastedAt = await page.evaluate(() => performance.now());
    await page.keyboard.press("ControlOrMeta+V");
    const usableMs =
      (await msSinceNavigation(page, () => document.querySelector(".choice-list-more") !== null)) - pastedAt;
    await expect(page.getByText("Showing 200 of 10,000 options.")).toBeVisible();
    await expect(page.getByText("Total weight: 505000")).toBeVisible();
    report("10,000 options on /weighted: usable after paste", `${usableMs.toFixed(0)} ms`);
    expect(usableMs).toBeLessThan(usableWithinMs);

    const field = page.getByRole("textbox", { name: "Option 150", exact: true });
    await field.click();
    await page.keyboard.press("End");
    const typing = await measureTyping(page, " edited");
    report("10,000 options on /weighted: keystroke to next frame", `max ${Math.max(...typing).toFixed(1)} ms`);
    expect(Math.max(...typing)).toBeLessThan(keystrokeWithinMs);
    await expect(field).toHaveValue("Option number 150 edited");

    await page.getByRole("slider", { name: "Weight for option 150" }).focus();
    const sliding = await measureKeys(page, Array<string>(10).fill("ArrowRight"));
    report(
      "10,000 options on /weighted: slider step to next frame",
      `max ${Math.max(...sliding).toFixed(1)} ms (${sliding.map((t) => t.toFixed(0)).join(", ")})`,
    );
    expect(Math.max(...sliding)).toBeLessThan(keystrokeWithinMs);
    await expect(page.getByText("Total weight: 505010")).toBeVisible();

    const removeStarted = Date.now();
    await page.getByRole("button", { name: "Remove option 1", exact: true }).click();
    await expect(page.getByRole("textbox", { name: "Option 1", exact: true })).toHaveValue("Option number 2");
    report("10,000 options on /weighted: removing a row took", `${Date.now() - removeStarted} ms`);

    await page.getByRole("button", { name: "Make Weighted Decision" }).click();
    await expect(page.getByRole("region", { name: "Weighted Result" })).toContainText("Option number");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("decision-history")!)[0].choices.length);
    expect(stored).toBe(9_999);
  });
});

test.describe("10,000 stored decisions", () => {
  test("leave the home page and its feed quick", async ({ page }) => {
    const now = Date.now();
    const history = Array.from({ length: 10_000 }, (_, i) => ({
      id: String(now - i * 1000),
      choices: ["Tea", "Coffee", "Water", "Juice"],
      result: i % 2 ? "Tea" : "Coffee",
      timestamp: new Date(now - i * 1000).toISOString(),
      category: "Quick Decision",
      tags: ["quick"],
    }));
    await page.addInitScript((raw) => localStorage.setItem("decision-history", raw), JSON.stringify(history));
    await page.goto("/");
    const usableMs = await msSinceNavigation(page, () => document.querySelector(".feed-card") !== null);
    await expect(page.locator(".feed-card").first()).toContainText("Decision #10000");
    report("10,000 stored decisions on /: feed shown after", `${usableMs.toFixed(0)} ms`);
    expect(usableMs).toBeLessThan(usableWithinMs);

    await page.getByRole("textbox", { name: "Choice 1" }).click();
    const timings = await measureTyping(page, "typing");
    report("10,000 stored decisions on /: keystroke to next frame", `max ${Math.max(...timings).toFixed(1)} ms`);
    expect(Math.max(...timings)).toBeLessThan(keystrokeWithinMs);
  });
});

test.describe("10,000 stored decisions on the history page", () => {
  test("become usable within the budget, and searching them stays quick", async ({ page }) => {
    const now = Date.now();
    const history = Array.from({ length: 10_000 }, (_, i) => ({
      id: String(now - i * 1000),
      choices: [`Option ${i}`, "Tea", "Coffee", "Water"],
      result: `Option ${i}`,
      timestamp: new Date(now - i * 1000).toISOString(),
      category: "Quick Decision",
      tags: ["quick"],
    }));
    await page.addInitScript((raw) => localStorage.setItem("decision-history", raw), JSON.stringify(history));
    await page.goto("/history");
    // The list and the search box exist only once the page has read the history in the browser.
    const usableMs = await msSinceNavigation(
      page,
      () => document.querySelector(".history-card") !== null && document.querySelector("input[type=search]") !== null,
    );
    await expect(page.getByRole("article").first()).toHaveAccessibleName("Option 0");
    await expect(page.getByText("10,000 decisions saved.")).toBeVisible();
    report("10,000 stored decisions on /history: first card and search shown after", `${usableMs.toFixed(0)} ms`);
    expect(usableMs).toBeLessThan(usableWithinMs);

    await page.getByRole("searchbox", { name: "Search decisions" }).click();
    const timings = await measureTyping(page, "option 1234");
    report("10,000 stored decisions on /history: keystroke to next frame", `max ${Math.max(...timings).toFixed(1)} ms`);
    expect(Math.max(...timings)).toBeLessThan(keystrokeWithinMs);
    await expect(page.getByText("1 of 10,000 decisions match.")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article")).toHaveAccessibleName("Option 1234");
  });
});
