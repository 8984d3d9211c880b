import { expect, sitePages, test } from "./fixtures";

const navLinks = [
  { name: "Templates", path: "/templates" },
  { name: "Weighted", path: "/weighted" },
  { name: "AI Reasoning", path: "/ai-reasoning" },
  { name: "Battle Royale", path: "/battle-royale" },
  { name: "Draw", path: "/draw" },
  { name: "Teams", path: "/teams" },
  { name: "This or That", path: "/this-or-that" },
  { name: "Matrix", path: "/decision-matrix" },
  { name: "History", path: "/history" },
  { name: "Home", path: "/" },
] as const;

test("the top navigation reaches every tool and marks the current page", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const { name, path } of navLinks) {
    await nav.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }
  await page.goto("/weighted");
  await nav.getByRole("link", { name: "Start deciding" }).click();
  await expect(page).toHaveURL("/");
});

test("on a wide screen every link fits on one line of the header, none broken inside a word", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 640 });
  await page.goto("/");
  const fits = await page.evaluate(() => {
    const inner = document.querySelector(".site-header-inner")!.getBoundingClientRect();
    return [...document.querySelectorAll(".site-nav a")].map((link) => {
      const box = link.getBoundingClientRect();
      return {
        text: link.textContent,
        oneLine: link.getClientRects().length === 1 && box.height < 48,
        inside: box.right <= inner.right + 0.5,
      };
    });
  });
  for (const link of fits) expect(link, link.text ?? "").toMatchObject({ oneLine: true, inside: true });
});

test("on a phone the navigation folds into a menu button", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/templates");
  const menu = page.getByRole("button", { name: "Menu" });
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link", { name: "Weighted" })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  await nav.getByRole("link", { name: "Weighted" }).click();
  await expect(page).toHaveURL("/weighted");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
});

test("where the links show in the header, every one sits on one line, none broken across two", async ({ page }) => {
  // 1,280 px is where they start to show; below it, the menu button.
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 720 });
    await page.goto("/");
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(links.first()).toBeVisible();
    const boxes = await links.evaluateAll((elements) =>
      elements.map((element) => {
        // One rectangle per line the text takes.
        const range = document.createRange();
        range.selectNodeContents(element);
        const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return { top: Math.round(element.getBoundingClientRect().top), lines: lineTops.size };
      }),
    );
    // The button is taller than the links: all share one row when their tops are within its height.
    const tops = boxes.map(({ top }) => top);
    expect(Math.max(...tops) - Math.min(...tops), `${width} px`).toBeLessThan(20);
    expect(
      boxes.every(({ lines }) => lines === 1),
      `${width} px`,
    ).toBe(true);
  }
  await page.setViewportSize({ width: 1279, height: 720 });
  await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
});

test("no page scrolls sideways at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const { path } of sitePages) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test("the footer links to the legal pages and the guide", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const [name, path] of [
    ["Privacy Policy", "/privacy-policy"],
    ["Terms of Service", "/terms-of-service"],
    ["Cookie Policy", "/cookie-policy"],
    ["Decision-Making Guide", "/decision-making-guide"],
  ] as const) {
    await footer.getByRole("link", { name }).click();
    await expect(page).toHaveURL(path);
  }
});

test.describe("content pages", () => {
  test("the privacy policy has 9 sections and says history stays on the device", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(9);
    await expect(page.getByRole("main")).toContainText(/stays? (on|in) (your|this) (device|browser)/i);
  });

  test("the terms have 11 sections and promise 30 days' notice", async ({ page }) => {
    await page.goto("/terms-of-service");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(11);
    await expect(page.getByRole("main")).toContainText(/30 days/);
  });

  test("the cookie policy covers essential and analytics cookies", async ({ page }) => {
    await page.goto("/cookie-policy");
    await expect(page.getByRole("main")).toContainText(/essential/i);
    await expect(page.getByRole("main")).toContainText(/analytics/i);
  });

  test("the guide is a long article linking to the decider and the templates", async ({ page }) => {
    await page.goto("/decision-making-guide");
    const main = page.getByRole("main");
    const words = (await main.innerText()).split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(1500);
    await expect(main.locator('a[href="/"]').first()).toBeVisible();
    await main.locator('a[href="/templates"]').first().click();
    await expect(page).toHaveURL("/templates");
  });
});

test("each page's own HTML already marks its navigation link as current", async ({ request }) => {
  for (const { path } of navLinks) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(new RegExp(`<a aria-current="page"[^>]* href="${path}"`));
  }
});
