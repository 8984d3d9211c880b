import type { Page } from "@playwright/test";
import { expect, sitePages, test } from "./fixtures";

interface NavLink {
  name: string;
  path: string;
}

// The tools by what a person came to do (app/site-pages.ts), then History.
const groups: readonly { name: string; links: readonly NavLink[] }[] = [
  {
    name: "Pick one",
    links: [
      { name: "Quick Pick", path: "/" },
      { name: "Weighted", path: "/weighted" },
      { name: "AI Reasoning", path: "/ai-reasoning" },
      { name: "Battle Royale", path: "/battle-royale" },
      { name: "Templates", path: "/templates" },
    ],
  },
  {
    name: "Several winners or teams",
    links: [
      { name: "Draw", path: "/draw" },
      { name: "Teams", path: "/teams" },
      { name: "Verify a Draw", path: "/verify" },
    ],
  },
  {
    name: "Think it through",
    links: [
      { name: "This or That", path: "/this-or-that" },
      { name: "Matrix", path: "/decision-matrix" },
    ],
  },
];
const navLinks: NavLink[] = [...groups.flatMap(({ links }) => links), { name: "History", path: "/history" }];

const mainNavigation = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("on a 1,280 px screen", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test("each group's button shows its tools; every link marks its page as current", async ({ page }) => {
    await page.goto("/history");
    const nav = mainNavigation(page);
    for (const group of groups) {
      for (const { name, path } of group.links) {
        const toggle = nav.getByRole("button", { name: group.name });
        await expect(nav.getByRole("list", { name: group.name })).toBeHidden();
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        const list = nav.getByRole("list", { name: group.name });
        await expect(list.getByRole("link")).toHaveText(group.links.map((link) => link.name));
        await list.getByRole("link", { name, exact: true }).click();
        await expect(page).toHaveURL(path);
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
        await toggle.click();
        await expect(list.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
        await toggle.click();
      }
    }
    await nav.getByRole("link", { name: "History" }).click();
    await expect(page).toHaveURL("/history");
    await expect(nav.getByRole("link", { name: "History" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Start deciding" }).click();
    await expect(page).toHaveURL("/");
  });

  test("an open group closes with Escape (focus back on its button), a click elsewhere, or Tab past it", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = mainNavigation(page);
    const toggle = nav.getByRole("button", { name: "Several winners or teams" });
    const list = nav.getByRole("list", { name: "Several winners or teams" });

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(list).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link", { name: "Draw", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.getByRole("textbox", { name: "Choice 2" }).click();
    await expect(list).toBeHidden();

    await toggle.click();
    await nav.getByRole("button", { name: "Pick one" }).click();
    await expect(list).toBeHidden();
    await expect(nav.getByRole("list", { name: "Pick one" })).toBeVisible();

    await page.keyboard.press("Escape");
    await toggle.focus();
    await page.keyboard.press("Enter");
    for (let step = 0; step < 4; step += 1) await page.keyboard.press("Tab");
    await expect(nav.getByRole("button", { name: "Think it through" })).toBeFocused();
    await expect(list).toBeHidden();
  });

  test("the header is one line: every group, History and the main button, none broken across two", async ({ page }) => {
    await page.goto("/");
    const items = mainNavigation(page).locator(".nav-groups > li > :is(a, button), .start-deciding");
    await expect(items).toHaveCount(groups.length + 2);
    const boxes = await items.evaluateAll((elements) =>
      elements.map((element) => {
        // The text's rectangles span one line's height (about 25 px), not two.
        const range = document.createRange();
        range.selectNodeContents(element);
        const rects = [...range.getClientRects()];
        const textHeight = Math.max(...rects.map((rect) => rect.bottom)) - Math.min(...rects.map((rect) => rect.top));
        const box = element.getBoundingClientRect();
        return { middle: Math.round(box.top + box.height / 2), oneLine: textHeight < 32, right: box.right };
      }),
    );
    const middles = boxes.map(({ middle }) => middle);
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(1);
    expect(boxes.every(({ oneLine }) => oneLine)).toBe(true);
    expect(Math.max(...boxes.map(({ right }) => right))).toBeLessThanOrEqual(1280);
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  });
});

test("on a phone the menu button opens every tool under its group's name, each name on one line", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/templates");
  const menu = page.getByRole("button", { name: "Menu" });
  const nav = mainNavigation(page);
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link", { name: "Weighted" })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  for (const group of groups) {
    await expect(nav.getByText(group.name, { exact: true })).toBeVisible();
    // A name here, not a button: every group's links already show.
    await expect(nav.getByRole("button", { name: group.name })).toHaveCount(0);
    const list = nav.getByRole("list", { name: group.name });
    await expect(list.getByRole("link")).toHaveText(group.links.map((link) => link.name));
    for (const link of await list.getByRole("link").all()) {
      await expect(link).toBeInViewport();
      expect((await link.boundingBox())!.height).toBeLessThan(48);
    }
  }
  await expect(nav.getByRole("link", { name: "History" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  await nav.getByRole("list", { name: "Pick one" }).getByRole("link", { name: "Weighted" }).click();
  await expect(page).toHaveURL("/weighted");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
});

test("the home page shows every tool, in the navigation's groups, each group saying when to use it", async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const explore = page.getByRole("region", { name: "Explore the tools" });
    await expect(explore.getByRole("heading", { level: 3 })).toHaveText(groups.map(({ name }) => name));
    for (const group of groups) {
      const section = explore.getByRole("region", { name: group.name });
      await expect(section.getByRole("paragraph")).toHaveText(/^.{40,120}$/);
      // Every tool but the quick pick, which is this page.
      const paths = group.links.flatMap(({ path }) => (path === "/" ? [] : [path]));
      const hrefs = await section
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs, `${group.name} at ${width} px`).toEqual(paths);
    }
  }
  await page
    .getByRole("region", { name: "Explore the tools" })
    .getByRole("link", { name: /^Decision Matrix/ })
    .click();
  await expect(page).toHaveURL("/decision-matrix");
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
