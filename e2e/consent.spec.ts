import type { Page } from "@playwright/test";
import { declinedConsent, expect, test } from "./fixtures";

const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cookie-consent") ?? "null") as { analytics: boolean } | null);
const banner = (page: Page) => page.getByRole("region", { name: "Cookies and your privacy" });

/** Serves every script file empty, so the page shows what its first paint shows, before React runs it. */
const withoutPageScripts = (page: Page) =>
  page.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));

test.describe("with no stored consent", () => {
  test.use({ storage: {} });

  test("the banner is in the first paint, its buttons ready to be pressed before the page's script runs", async ({
    page,
  }) => {
    await withoutPageScripts(page);
    await page.goto("/privacy-policy", { waitUntil: "load" });
    await expect(banner(page)).toBeVisible();
    // A press then is kept, and acts once the script runs (early-input.spec.ts).
    for (const name of ["Close cookie banner", "Accept All", "Decline", "Preferences"]) {
      await expect(banner(page).getByRole("button", { name })).toBeEnabled();
    }
  });

  test("Accept All stores analytics true and closes the banner", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ analytics: true });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test("Decline stores analytics false", async ({ page }) => {
    await page.goto("/templates");
    await banner(page).getByRole("button", { name: "Decline" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ analytics: false });
  });

  test("the close button stores analytics false", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Close cookie banner" }).click();
    await expect(banner(page)).toBeHidden();
    const consent = await storedConsent(page);
    expect(consent).toMatchObject({ analytics: false });
    expect(Number.isNaN(Date.parse((consent as unknown as { date: string }).date))).toBe(false);
  });

  test("Save preferences stores exactly what the checkbox says", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Preferences" }).click();
    const checkbox = page.getByRole("checkbox", { name: "Allow analytics cookies (Google Analytics)" });
    await expect(checkbox).not.toBeChecked();
    await banner(page).getByRole("button", { name: "Save preferences" }).click();
    expect(await storedConsent(page)).toMatchObject({ analytics: false });

    await page.evaluate(() => localStorage.removeItem("cookie-consent"));
    await page.reload();
    await banner(page).getByRole("button", { name: "Preferences" }).click();
    await checkbox.check();
    await banner(page).getByRole("button", { name: "Save preferences" }).click();
    expect(await storedConsent(page)).toMatchObject({ analytics: true });
  });

  test("Back returns from the preferences without storing anything", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Preferences" }).click();
    await banner(page).getByRole("button", { name: "Back" }).click();
    await expect(banner(page).getByRole("button", { name: "Accept All" })).toBeVisible();
    expect(await storedConsent(page)).toBeNull();
  });

  test("the banner works from the keyboard and hands focus back to the page", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Accept All" }).focus();
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: "Decline" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    await expect(page.locator("#main")).toBeFocused();
  });

  test("consent never loads analytics in a build without a measurement id", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await page.goto("/weighted");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.locator("script[data-analytics]").count()).toBe(0);
    expect(requests.filter((url) => !url.startsWith("http://127.0.0.1"))).toEqual([]);
  });
});

test.describe("with garbled consent", () => {
  test.use({ storage: { "cookie-consent": "{not json" } });

  test("the banner asks again", async ({ page }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
  });
});

test.describe("with consent already given", () => {
  test.use({ storage: { "cookie-consent": declinedConsent } });

  test("the banner is not in the first paint", async ({ page }) => {
    await withoutPageScripts(page);
    await page.goto("/", { waitUntil: "load" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".cookie-banner")).toBeAttached();
    await expect(banner(page)).toBeHidden();
  });

  test("no banner shows, and Cookie Preferences asks again", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie Preferences" }).click();
    await expect(banner(page)).toBeVisible();
    expect(await storedConsent(page)).toBeNull();
  });
});
