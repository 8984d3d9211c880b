import type { Locator, Page } from "@playwright/test";
import { encodeListLink } from "~/kernel/lists/domain/list-link";
import { analyticsBuildURL, analyticsMeasurementId } from "./analytics-build";
import { declinedConsent, expect, test } from "./fixtures";

// docs/product-rules.md, Consent: a banner asks only for consent to something the build does. The default build, which
// the suite runs, has no analytics and so nothing to ask; the build with an analytics id asks, without hiding the
// page's first screen.

const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cookie-consent") ?? "null") as { analytics: boolean } | null);
const banner = (page: Page) => page.getByRole("region", { name: "Cookies and your privacy" });
const analyticsScript = (page: Page) => page.locator("script[data-analytics]");

/** Serves every script file empty, so the page shows what its first paint shows, before React runs it. */
const withoutPageScripts = (page: Page) =>
  page.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));

/** Answers the analytics script's requests here (the machine has no network), and lists them. */
async function answerAnalytics(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://www.googletagmanager.com/**", (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: "" });
  });
  return requested;
}

test.describe("the default build, without an analytics id", () => {
  test.use({ storage: {} });

  test("asks nothing on a first visit: no banner, no choice stored, no cookie, no Cookie Preferences", async ({
    page,
    context,
  }) => {
    for (const path of ["/", "/draw", "/privacy-policy"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
      await expect(page.getByRole("contentinfo").getByRole("button", { name: "Cookie Preferences" })).toHaveCount(0);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Cookie Policy" })).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.classList.contains("has-cookie-banner"))).toBe(false);
    expect(await storedConsent(page)).toBeNull();
    expect(await analyticsScript(page).count()).toBe(0);
    expect(await context.cookies()).toEqual([]);
  });

  test("its pages carry no banner and no script for one", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toContain("Cookies and your privacy");
    expect(html).not.toContain("cookie-consent");
    expect(html).not.toMatch(/<script>[^<]*has-cookie-banner/);
  });
});

test.describe("a build with an analytics id", () => {
  test.use({ baseURL: analyticsBuildURL() });

  test.describe("with no stored consent", () => {
    test.use({ storage: {} });

    test("the banner is in the first paint, its buttons ready to be pressed before the page's script runs", async ({
      page,
    }) => {
      await withoutPageScripts(page);
      await page.goto("/privacy-policy", { waitUntil: "load" });
      await expect(banner(page)).toBeVisible();
      // A press then is kept, and acts once the script runs (early-input.spec.ts).
      for (const name of ["Accept All", "Decline", "Preferences", "Close cookie banner"]) {
        await expect(banner(page).getByRole("button", { name })).toBeEnabled();
      }
    });

    test("Accept All stores analytics true, closes the banner and only then loads analytics, with the build's id", async ({
      page,
    }) => {
      const requested = await answerAnalytics(page);
      await page.goto("/");
      await expect(banner(page).getByRole("button", { name: "Accept All" })).toBeVisible();
      expect(await analyticsScript(page).count()).toBe(0);
      expect(requested).toEqual([]);

      await banner(page).getByRole("button", { name: "Accept All" }).click();
      await expect(banner(page)).toBeHidden();
      expect(await storedConsent(page)).toMatchObject({ analytics: true });
      await expect(analyticsScript(page)).toHaveAttribute("src", new RegExp(`id=${analyticsMeasurementId}$`));
      await expect.poll(() => requested.length).toBe(1);

      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();
      await expect(analyticsScript(page)).toHaveCount(1);
    });

    test("Decline stores analytics false, and analytics never loads", async ({ page }) => {
      const requested = await answerAnalytics(page);
      await page.goto("/templates");
      await banner(page).getByRole("button", { name: "Decline" }).click();
      await expect(banner(page)).toBeHidden();
      expect(await storedConsent(page)).toMatchObject({ analytics: false });
      await page.goto("/weighted");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await analyticsScript(page).count()).toBe(0);
      expect(requested).toEqual([]);
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
      await answerAnalytics(page);
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

    // On a phone the banner sits below the page, after its footer; on a wide screen it is a bar along the bottom.
    for (const screen of [
      { name: "a phone", width: 390, height: 844, bannerInFirstScreen: false },
      { name: "a 1,280 px screen", width: 1280, height: 720, bannerInFirstScreen: true },
    ]) {
      test(`on ${screen.name}, the first screen's decide button stays in view, clear of the banner, and works`, async ({
        page,
      }) => {
        await page.setViewportSize(screen);
        await page.clock.install();

        await page.goto("/");
        await expect(banner(page).getByRole("button", { name: "Accept All" })).toBeVisible();
        expect((await banner(page).isVisible()) && (await isInViewport(banner(page)))).toBe(screen.bannerInFirstScreen);
        await page.getByRole("textbox", { name: "Choice 1" }).fill("Tea");
        await page.getByRole("textbox", { name: "Choice 2" }).fill("Coffee");
        await expectClearOfBanner(page, page.getByRole("button", { name: "Make Decision" }));
        await page.getByRole("button", { name: "Make Decision" }).click({ noWaitAfter: true });
        await page.clock.runFor(2_000);
        await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toContainText(/Tea|Coffee/);

        await page.goto("/draw");
        await page.getByRole("textbox", { name: "Entrant 1" }).fill("Ada");
        await expectClearOfBanner(page, page.getByRole("button", { name: "Draw Winners" }));
        await page.getByRole("button", { name: "Draw Winners" }).click();
        await page.clock.runFor(2_000);
        await expect(
          page.getByRole("region", { name: "Giveaway Result" }).getByRole("list", { name: "Winners" }),
        ).toHaveText("Ada");
        await expect(banner(page)).toBeVisible();
      });
    }

    test.describe("on a touch screen", () => {
      test.use({ hasTouch: true });

      test("on a phone, a shared list opened on a first visit is decided with one tap on Make Decision", async ({
        page,
      }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.clock.install();
        const choices = ["Pizza", "Sushi", "Tacos", "Curry", "Salad", "Burgers"];
        await page.goto(`/#${await encodeListLink({ choices })}`);
        await expect(page.getByRole("textbox", { name: "Choice 6" })).toHaveValue("Burgers");
        await expect(banner(page)).toBeVisible();

        const decide = page.getByRole("button", { name: "Make Decision" });
        await decide.scrollIntoViewIfNeeded();
        await expectClearOfBanner(page, decide);
        // A tap lands on whatever is on top at that point: the button, not the banner.
        await decide.tap({ noWaitAfter: true });
        await page.clock.runFor(2_000);
        await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toBeVisible();
      });
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
});

const isInViewport = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });

/** The control is wholly in view, above the banner, and is what a tap at its centre reaches. */
async function expectClearOfBanner(page: Page, control: Locator) {
  await expect(control).toBeInViewport({ ratio: 1 });
  const controlBox = (await control.boundingBox())!;
  const bannerBox = (await banner(page).boundingBox())!;
  expect(controlBox.y + controlBox.height, "the control's bottom edge above the banner").toBeLessThanOrEqual(
    bannerBox.y,
  );
  const reached = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
  expect(reached, "a tap at its centre reaches it").toBe(true);
}
