import http from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createApp } from "#server/app";
import { expect, test } from "./fixtures";
import { nextDeployDir, nextDeployOrigin as originB } from "./next-deploy";

// Two real deploys: the build the suite runs (A) and a second build of the same code whose pages
// differ (B, another public origin, built before the tests start), each served by the production
// server's createApp, one after the other on the same free port.
const originA = "https://ai-decision-maker.example";

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

let server: http.Server | undefined;
let deploy: { a: Handler; b: Handler };
let current: Handler;

test.use({ serviceWorkers: "allow" });

test.beforeAll(async () => {
  deploy = { a: await createApp({ buildDir: "build" }), b: await createApp({ buildDir: nextDeployDir }) };
  current = deploy.a;
  const listening = http.createServer((request, response) => current(request, response));
  await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
  server = listening;
});

test.afterAll(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server!.close(resolve));
});

const canonical = (page: Page) => page.locator('link[rel="canonical"]');

test("a new deploy is offered as 'Update available' and Reload runs it", async ({ page, context }) => {
  const origin = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  await page.goto(`${origin}/weighted`);
  await expect(canonical(page)).toHaveAttribute("href", `${originA}/weighted`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const prompt = page.getByRole("status").filter({ hasText: "Update available" });
  await expect(prompt).toHaveCount(0);

  current = deploy.b;
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  await expect(prompt).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include(".update-prompt").analyze();
  expect(violations).toEqual([]);
  // Until the visitor chooses, the open page stays on the version it started with.
  await expect(canonical(page)).toHaveAttribute("href", `${originA}/weighted`);

  await prompt.getByRole("button", { name: "Reload" }).click();
  await expect(canonical(page)).toHaveAttribute("href", `${originB}/weighted`);
  await expect(prompt).toHaveCount(0);

  // The new version's worker now holds the precache: offline, its pages still answer.
  await context.setOffline(true);
  await page.goto(`${origin}/ai-reasoning`);
  await expect(canonical(page)).toHaveAttribute("href", `${originB}/ai-reasoning`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Reasoning");
});
