import { createHash } from "node:crypto";
import { expect, sitePages, test } from "./fixtures";

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
  // No consent stored: the page shows the cookie banner too.
  test.use({ storage: {} });

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
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Draw", exact: true }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Giveaway Draw" })).toBeVisible();
    await expect(page.locator(".count-field").first()).toHaveCSS("display", "grid");
    const stylesheets = page.locator('head style, head link[rel="stylesheet"]');
    await expect(stylesheets).toHaveCount(2);
    // After the site's own rules, as in a page that carries both.
    await expect(stylesheets.nth(1)).toHaveAttribute("href", /^\/assets\/draw-[\w-]+\.css$/);
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
