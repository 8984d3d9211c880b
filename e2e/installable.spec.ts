import { expect, test } from "./fixtures";

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test("every page links the web app manifest and the apple-touch-icon", async ({ page }) => {
  await page.goto("/weighted");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/icons/apple-touch-icon.png");
});

test("the manifest makes the site installable, and each icon it names is a PNG of its stated size", async ({
  request,
}) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: "AI Decision Maker",
    start_url: "/",
    display: "standalone",
    theme_color: "#4f46e5",
  });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const icons: { src: string; sizes: string; type: string; purpose: string }[] = manifest.icons;
  const described = icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`);
  expect(described).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  for (const icon of [...icons, { src: "/icons/apple-touch-icon.png", sizes: "180x180", type: "image/png" }]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toBe(icon.type);
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
});

test("each language's pages link a manifest in that language, one app whatever the language", async ({
  page,
  request,
}) => {
  await page.goto("/es/weighted");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/es/manifest.webmanifest");

  const english = await (await request.get("/manifest.webmanifest")).json();
  const response = await request.get("/es/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const spanish = await response.json();
  expect(spanish).toMatchObject({
    ...english,
    lang: "es",
    dir: "ltr",
    start_url: "/es",
    short_name: "Decidir",
    description: expect.stringContaining("Funciona sin conexión"),
  });
  const arabic = await (await request.get("/ar/manifest.webmanifest")).json();
  expect(arabic).toMatchObject({ id: english.id, scope: english.scope, lang: "ar", dir: "rtl", start_url: "/ar" });
  expect(arabic.description).not.toBe(english.description);
  expect(arabic.short_name.length).toBeLessThanOrEqual(12);
});

test("the service worker is revalidated on every check, so a deploy reaches it at once", async ({ request }) => {
  const response = await request.get("/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("javascript");
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expect(response.headers()["content-security-policy"]).toContain("worker-src 'self'");
});
