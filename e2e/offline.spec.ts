import type { BrowserContext, Page } from "@playwright/test";
import { expect, sitePages, test } from "./fixtures";
import { encodeReceiptLink } from "~/kernel/receipts/domain/receipt-link";
import { verifiableDrawFor } from "~/test/verifiable-receipts";
import { decideOnEveryDecisionPage } from "./support/modes";

test.use({ serviceWorkers: "allow" });

/** Waits until the service worker has precached the site and controls this page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Lists, from this call on, the requests answered by the server rather than the precache: the
 * service worker's own fetches, and the page's requests that no service worker answered.
 */
function listNetworkRequests(context: BrowserContext) {
  const reached: string[] = [];
  // Read from the response event itself: a listener that awaited the response could still be waiting when the
  // context closes, and its rejection would end the run.
  context.on("response", (response) => {
    const request = response.request();
    if (request.serviceWorker() || !response.fromServiceWorker()) reached.push(request.url());
  });
  return reached;
}

test("after one visit, every page and every kind of decision works with the network off", async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto("/");
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const reachedNetwork = listNetworkRequests(context);

  for (const { path, heading } of sitePages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const h1 = page.getByRole("heading", { level: 1 });
    if (heading) await expect(h1).toHaveText(heading);
    else await expect(h1).toBeVisible();
  }

  await decideOnEveryDecisionPage(page);

  // Moving within the app loads the next route's scripts, from the precache too.
  await page.getByRole("navigation").getByRole("link", { name: "History" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Decision History");
  await expect(page.getByRole("button", { name: /^Delete/ })).toHaveCount(4);

  expect(reachedNetwork, "requests that reached the network while offline").toEqual([]);
});

test("with the network off, a receipt link opens /verify and verifies", async ({ page, context }) => {
  const entrants = [
    { name: "Ann", tickets: 1 },
    { name: "Bob", tickets: 2 },
  ];
  const { receipt } = verifiableDrawFor(entrants, { winners: 1, alternates: 1 }, { secret: new Uint8Array(32) });
  const fragment = await encodeReceiptLink(receipt);
  await page.goto("/");
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const reachedNetwork = listNetworkRequests(context);
  await page.goto(`/verify#${fragment}`);
  await expect(page.getByRole("heading", { name: "Verified" })).toBeVisible();
  expect(reachedNetwork, "requests that reached the network while offline").toEqual([]);
});

test("with the network off, a long list is read and drawn from in its worker", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/draw");
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const reachedNetwork = listNetworkRequests(context);
  await page.reload();
  const lines = Array.from({ length: 2_000 }, (_, i) => `Entrant ${i + 1}`);
  await page.evaluate((text) => navigator.clipboard.writeText(text), lines.join("\n"));
  const workerStarted = page.waitForEvent("worker");
  await page.getByRole("textbox", { name: "Entrant 1" }).focus();
  await page.keyboard.press("ControlOrMeta+V");
  const worker = await workerStarted;
  expect(worker.url()).toContain("/assets/entrant-pool.worker-");
  // Its script came from the precache: a worker whose script did not load runs nothing.
  expect(await worker.evaluate(() => typeof postMessage)).toBe("function");
  await expect(page.getByText("2,000 entrants, 2,000 tickets.")).toBeVisible();
  await page.getByRole("button", { name: "Draw Winners" }).click();
  await expect(page.getByRole("list", { name: "Winners" }).getByRole("listitem")).toHaveCount(1);
  expect(reachedNetwork, "requests that reached the network while offline").toEqual([]);
});

/** The service worker's caches of pages, one per language it keeps (named `pages-{code}-{build}`). */
function keptLanguages(page: Page) {
  return page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith("pages-")).map((name) => name.split("-")[1]),
  );
}

test.describe("offline, the visitor's language", () => {
  // A page of a language that was not kept is missing offline, and the page says so in the console.
  test.use({ expectedConsoleErrors: ["/de/weighted", "/es/weighted"] });

  test("after a visit to /es, Spanish pages open with the network off, and no other language was stored", async ({
    page,
    context,
  }) => {
    await page.goto("/es");
    await waitForServiceWorker(page);
    expect(await keptLanguages(page)).toEqual(["es"]);
    await context.setOffline(true);
    const reachedNetwork = listNetworkRequests(context);

    expect((await page.goto("/es/weighted"))?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Decisión ponderada | AI Decision Maker");
    await page.getByRole("textbox", { name: "Opción 1" }).fill("Pizza");
    await page.getByRole("textbox", { name: "Opción 2" }).fill("Sushi");

    // German was never stored: offline, its address shows the kept language's page-not-found.
    await page.goto("/de/weighted");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).not.toHaveTitle(/Gewichtete/);
    expect(reachedNetwork, "requests that reached the network while offline").toEqual([]);
  });

  test("choosing another language in the menu keeps that language offline instead", async ({ page, context }) => {
    await page.goto("/es/weighted");
    await waitForServiceWorker(page);
    await page.getByText("ES", { exact: true }).click();
    await page.getByRole("link", { name: "Deutsch" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect.poll(() => keptLanguages(page)).toEqual(["de"]);

    await context.setOffline(true);
    expect((await page.goto("/de/weighted"))?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await page.goto("/es/weighted");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });
});

test.describe("offline, a path the site does not have", () => {
  // The page reports the missing path, as it does online (pages.spec.ts).
  test.use({ expectedConsoleErrors: ["/no/such/page"] });

  test("shows the precached 404 page", async ({ page, context }) => {
    await page.goto("/");
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto("/no/such/page");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  });
});

test("online, pages come from the network, so a deploy shows at once", async ({ page, context }) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  const reachedNetwork = listNetworkRequests(context);
  await page.goto("/templates");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Decision Templates");
  await expect.poll(() => reachedNetwork.map((url) => new URL(url).pathname)).toContain("/templates");
});

test.describe("the vote API", () => {
  // The browser reports in its console the API's 404 for the unknown poll, and /vote's request made offline.
  test.use({ expectedConsoleErrors: ["404 (Not Found)", "net::ERR_INTERNET_DISCONNECTED"] });

  test("the service worker leaves the vote API to the network, and /vote says when it is offline", async ({
    page,
    context,
  }) => {
    await page.goto("/vote");
    await waitForServiceWorker(page);
    const fromWorker: string[] = [];
    context.on("response", (response) => {
      if (response.url().includes("/api/") && response.fromServiceWorker()) fromWorker.push(response.url());
    });
    const missing = "/api/polls/AAAAAAAAAAAAAAAAAAAAAA";
    const fetched = await page.evaluate(async (path) => (await fetch(path)).status, missing);
    expect(fetched).toBe(404);
    expect((await page.goto(missing, { waitUntil: "load" }))?.status()).toBe(404);

    await context.setOffline(true);
    // Offline, a navigation to the API fails as the network does: no page from the precache stands in for it.
    // (In a page of its own: the error page it leaves behind would cut across the next navigation.)
    const apiPage = await context.newPage();
    await expect(apiPage.goto(missing)).rejects.toThrow();
    await apiPage.close();
    await page.goto("/vote");
    await page.goto(`/vote#v1.AAAAAAAAAAAAAAAAAAAAAA.${"A".repeat(43)}`);
    await expect(page.getByRole("alert")).toHaveText(/This device is offline, so the vote cannot be reached/);
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    expect(fromWorker, "API answers that came from the service worker").toEqual([]);
  });
});
