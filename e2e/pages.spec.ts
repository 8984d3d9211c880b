import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { earlyPressCaptureScript } from "~/early-press-capture";
import { expect, sitePages, test } from "./fixtures";
import { buildRecord, historyStorage } from "./support/records";

const origin = "https://ai-decision-maker.example";

test.describe("every known page is a real document", () => {
  for (const { path, jsonLdType } of sitePages) {
    test(`${path} answers 200 with its head tags in the raw HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(html).toMatch(/<title>[^<]+ \| AI Decision Maker<\/title>|<title>[^<]*AI Decision Maker[^<]*<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="${origin}${path}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${origin}${path}"/>`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toMatch(/<meta name="twitter:card" content="summary"/);
      const jsonLd = html.match(/<script type="application\/ld\+json">([^<]+)<\/script>/);
      expect(jsonLd, "JSON-LD").not.toBeNull();
      expect(JSON.parse(jsonLd![1]!)["@type"]).toBe(jsonLdType);
      expect(html).not.toContain('name="robots"');
    });
  }

  test("a page's title appends the site name once", async ({ page }) => {
    await page.goto("/templates");
    await expect(page).toHaveTitle("Decision Templates | AI Decision Maker");
    await page.goto("/");
    await expect(page).toHaveTitle("AI Decision Maker – Free Random Picker for Any Choice");
  });
});

test.describe("loading order", () => {
  test("a page asks for nothing but its HTML before its first paint, then fetches its scripts and hydrates", async ({
    page,
  }) => {
    await page.goto("/weighted");
    // Linked once the page runs (app-manifest-link.tsx): what this test checks, not what a visitor waits for.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");

    const { firstPaint, requests } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      requests: performance
        .getEntriesByType("resource")
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    // React, React Router, the site's shell, the page and the wheel, at least.
    expect(requests.filter(({ path }) => path.endsWith(".js")).length).toBeGreaterThanOrEqual(8);
    // The browser asks for the favicon on its own schedule; the page asks for nothing else.
    expect(requests.filter(({ path, start }) => start <= firstPaint && path !== "/favicon.svg")).toEqual([]);
  });

  test("home's prerendered page stays as it was drawn while it starts: nothing is drawn again or moves", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen = { shifts: [] as string[], sections: [] as Element[] };
      Object.assign(window, { seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          hadRecentInput: boolean;
          sources: { node?: Node }[];
        })[])
          if (!entry.hadRecentInput) seen.shifts.push(entry.sources.map(({ node }) => node?.nodeName).join(" "));
      }).observe({ type: "layout-shift", buffered: true });
      document.addEventListener("DOMContentLoaded", () => {
        seen.sections = [...document.querySelectorAll("main section")];
      });
    });
    await page.goto("/");
    // What this test checks is the page's start, and the sections it loads after it: the manifest is linked once the
    // page runs (app-manifest-link.tsx), and the network falls quiet once those sections have arrived.
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    await page.waitForLoadState("networkidle");

    const { shifts, drawnAgain } = await page.evaluate(() => {
      const { seen } = window as unknown as { seen: { shifts: string[]; sections: Element[] } };
      return {
        shifts: seen.shifts,
        drawnAgain: seen.sections
          .filter((section) => !section.isConnected)
          .map((section) => section.id || section.className),
      };
    });
    expect(drawnAgain).toEqual([]);
    expect(shifts).toEqual([]);
  });

  test("a page's stylesheet is in its HTML, allowed by the policy's hash, and styles the page", async ({ page }) => {
    const response = await page.goto("/privacy-policy");
    const policy = (await response!.allHeaders())["content-security-policy"] ?? "";
    const css = (await page.locator("head style").textContent()) ?? "";
    const hash = createHash("sha256").update(css, "utf8").digest("base64");

    expect(css.length).toBeGreaterThan(10_000);
    expect(policy).toContain(`style-src 'self' 'sha256-${hash}'`);
    await expect(page.locator("body")).toHaveCSS("font-family", /system-ui/);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  });

  test("a page reached from another in the browser fetches the stylesheet the first one did not carry", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    await expect(page.locator("head style")).toHaveAttribute("data-href", /^\/assets\/app-[\w-]+\.css$/);
    // What this test checks is the running page's own move to another: before the page runs, a link loads the next
    // page whole, as links do without scripts. The manifest is linked once it runs (app-manifest-link.tsx).
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    const navigation = page.getByRole("navigation", { name: "Main" });
    await navigation.getByRole("button", { name: "Several winners or teams" }).click();
    await navigation.getByRole("link", { name: "Draw", exact: true }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Giveaway Draw" })).toBeVisible();
    await expect(page.locator(".count-field").first()).toHaveCSS("display", "grid");
    const stylesheets = page.locator('head style, head link[rel="stylesheet"]');
    await expect(stylesheets).toHaveCount(2);
    // After the site's own rules, as in a page that carries both.
    await expect(stylesheets.nth(1)).toHaveAttribute("href", /^\/assets\/giveaways-[\w-]+\.css$/);
  });
});

test.describe("unknown paths", () => {
  // The browser itself reports the document's 404 status; the page logs the missing path.
  test.use({ expectedConsoleErrors: ["/no/such/page", "status of 404"] });

  test("answer HTTP 404 with a noindex page", async ({ request }) => {
    const response = await request.get("/no/such/page");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("Oops! Page not found");
  });

  test("show the 404 page, log the path and lead home", async ({ page }) => {
    const logged = page.waitForEvent(
      "console",
      (message) => message.type() === "error" && message.text().includes("/no/such/page"),
    );
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    expect((await logged).text()).toBe("404: no page exists at /no/such/page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Can’t decide? Let AI Decision Maker pick.");
  });
});

test.describe("security headers", () => {
  const kinds = [
    { kind: "a page", path: "/" },
    { kind: "the 404 page", path: "/missing" },
    { kind: "an asset", path: "/favicon.svg" },
  ];
  for (const { kind, path } of kinds) {
    test(`${kind} carries them`, async ({ request }) => {
      const headers = (await request.get(path)).headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("unsafe-eval");
      expect(csp).not.toContain("unsafe-inline");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["permissions-policy"]).toContain("camera=()");
    });
  }

  test("a page's policy allows the script that keeps early presses, by its hash", async ({ request }) => {
    const response = await request.get("/weighted");
    expect(await response.text()).toContain(`<script>${earlyPressCaptureScript}</script>`);
    const hash = createHash("sha256").update(earlyPressCaptureScript, "utf8").digest("base64");
    expect(response.headers()["content-security-policy"]).toContain(`'sha256-${hash}'`);
  });

  test("hashed assets are cached for a year and pages are revalidated", async ({ page, request }) => {
    await page.goto("/");
    const script = await page.locator('script[type="module"][src^="/assets/"], link[rel="modulepreload"]').first();
    const src = (await script.getAttribute("src")) ?? (await script.getAttribute("href"));
    const asset = await request.get(src!);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const html = await request.get("/");
    expect(html.headers()["cache-control"]).toBe("no-cache");
  });

  test("pages are compressed with brotli when the browser accepts it", async ({ request }) => {
    const response = await request.get("/decision-making-guide", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.headers()["content-encoding"]).toBe("br");
  });
});

test.describe("at 1,280 px", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  const widthOf = async (page: Page, name: string) => (await page.getByRole("region", { name }).boundingBox())!.width;

  test("/draw, /verify and /ai-reasoning use the width as / does, the list beside how to decide", async ({ page }) => {
    await page.goto("/");
    const homeWidth = await widthOf(page, "Your choices");
    expect(homeWidth).toBeGreaterThan(1100);
    for (const { path, decider, list, button } of [
      { path: "/draw", decider: "Entrants", list: "Entrant 1", button: "Draw Winners" },
      { path: "/ai-reasoning", decider: "Your options", list: "Option 1", button: "Analyze & Decide" },
      { path: "/verify", decider: "Receipt", list: "Receipt (JSON)", button: "Verify" },
    ]) {
      await page.goto(path);
      expect(Math.abs((await widthOf(page, decider)) - homeWidth), path).toBeLessThanOrEqual(1);
      const field = (await page.getByRole("textbox", { name: list, exact: true }).boundingBox())!;
      const press = (await page.getByRole("button", { name: button, exact: true }).boundingBox())!;
      // Beside the list, or under a list as wide as the decider: either way, more than the left half is used.
      expect(Math.max(field.x + field.width, press.x + press.width), path).toBeGreaterThan(1100);
      await expect(page.getByRole("button", { name: button, exact: true }), path).toBeInViewport({ ratio: 1 });
    }
  });

  test("the reasons to choose the site fill their row on /", async ({ page }) => {
    await page.goto("/");
    const reasons = page.getByRole("region", { name: "Why choose AI Decision Maker" }).getByRole("listitem");
    await expect(reasons).toHaveCount(3);
    const row = (await page
      .getByRole("region", { name: "Why choose AI Decision Maker" })
      .getByRole("list")
      .boundingBox())!;
    const boxes = await Promise.all((await reasons.all()).map(async (reason) => (await reason.boundingBox())!));
    expect(new Set(boxes.map(({ y }) => Math.round(y))).size).toBe(1);
    expect(Math.abs(boxes.at(-1)!.x + boxes.at(-1)!.width - (row.x + row.width))).toBeLessThanOrEqual(1);
  });
});

// docs/decisions/019-icons.md: icons are Lucide's, drawn inline as SVG, so they need no emoji font (Debian's Chromium
// here has none: an emoji showed as an empty box).
test.describe("icons", () => {
  const categories = [
    "Quick Decision",
    "AI Reasoned Decision",
    "Weighted Decision",
    "Battle Royale",
    "Giveaway Draw",
    "Teams",
    "This or That",
    "Decision Matrix",
    "Template",
    "Coin Flip",
  ];
  test.use({
    storage: historyStorage(categories.map((category) => buildRecord({ category, choices: ["Tea", "Coffee"] }))),
  });

  const emoji = /\p{Extended_Pictographic}/u;

  test("the home page, the history and the templates draw every icon as SVG, with no emoji left", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".feed-card")).toHaveCount(categories.length);
    // 10 tools, 3 reasons, the "Decide together" link, a badge for each decision in the feed.
    await expect(page.getByRole("main").locator("svg.icon")).toHaveCount(10 + 3 + 1 + categories.length);
    expect(await page.locator("body").innerText()).not.toMatch(emoji);

    await page.goto("/history");
    await expect(page.locator(".history-card")).toHaveCount(categories.length);
    for (const card of await page.locator(".history-card").all()) {
      await expect(card.locator(".badge svg.icon")).toBeVisible();
      await expect(card.getByRole("button", { name: /^Reroll/ }).locator("svg.icon")).toHaveCount(1);
    }
    expect(await page.locator("body").innerText()).not.toMatch(emoji);

    await page.goto("/templates");
    const templates = page.getByRole("heading", { level: 2 });
    await expect(page.locator(".template-card svg.icon")).toHaveCount(await templates.count());
    expect(await page.locator("body").innerText()).not.toMatch(emoji);
  });

  test("an icon takes the text's colour, in both themes", async ({ page }) => {
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto("/");
      const icon = page.getByRole("region", { name: "Explore the tools" }).locator("svg.icon").first();
      const { stroke, color, fill } = await icon.evaluate((element) => {
        const style = getComputedStyle(element);
        return { stroke: style.stroke, color: style.color, fill: style.fill };
      });
      expect(stroke, colorScheme).toBe(color);
      expect(fill, colorScheme).toBe("none");
      expect(color, colorScheme).not.toBe("rgb(0, 0, 0)");
    }
  });
});
