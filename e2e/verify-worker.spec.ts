import { readFileSync } from "node:fs";
import type { Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { encodeReceiptLink } from "~/kernel/receipts/domain/receipt-link";
import { verifiableDrawFor } from "~/test/verifiable-receipts";

const entrants = ["Ann", "Bob", "Cy"].map((name) => ({ name, tickets: 1 }));
const { receipt } = verifiableDrawFor(entrants, { winners: 1, alternates: 1 }, { secret: new Uint8Array(32) });
const checkingWorker = "**/assets/receipt-check.worker-*.js";

test("/verify checks in a worker: while it checks, Cancel stops it, keeps the receipt, and it can check again", async ({
  page,
}) => {
  // The worker's script is held back, so the check is still running when Cancel is pressed, on any machine.
  const held: Route[] = [];
  await page.route(checkingWorker, (route) => void held.push(route));
  await page.goto("/verify");
  const field = page.getByRole("textbox", { name: "Receipt (JSON)" });
  await field.fill(JSON.stringify(receipt));
  await page.getByRole("button", { name: "Verify" }).click();

  await expect(page.getByText("Checking the receipt…")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Checking the receipt" })).toBeVisible();
  await expect.poll(() => held.length).toBe(1);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Check cancelled. Press Verify to check the receipt again.")).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(field).toHaveValue(JSON.stringify(receipt));

  await page.unroute(checkingWorker);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Verified, with no public value" })).toBeVisible();
  await expect(page.getByText("Check cancelled.")).toHaveCount(0);
});

test("a receipt link opened on arrival is checked in the worker", async ({ page }) => {
  const workerStarted = page.waitForEvent("worker");
  await page.goto(`/verify#${await encodeReceiptLink(receipt)}`);
  expect((await workerStarted).url()).toMatch(/\/assets\/receipt-check\.worker-[\w-]+\.js$/);
  await expect(page.getByRole("heading", { name: "Verified, with no public value" })).toBeVisible();
});

test("a slow check shows how far it is, in the bar and in words, until its verdict", async ({ page }) => {
  // The slowest vector for the page's checker: a version 1 balanced split that weighs some 50,500,000 swaps.
  const vectors = JSON.parse(readFileSync("docs/vectors/teams.json", "utf8")) as {
    verifies: { name: string; receipt: object; listFile: string }[];
  };
  const slowest = vectors.verifies.find(({ name }) => name === "v1-no-budget");
  if (!slowest) throw new Error("The teams vectors have no v1-no-budget receipt.");
  await page.goto("/verify");
  await page.getByRole("textbox", { name: "Receipt (JSON)" }).fill(JSON.stringify(slowest.receipt));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Add the list" })).toBeVisible();
  // Every state of the bar the page ever shows is noted as it is shown: the check may end at any moment after.
  await page.evaluate(() => {
    const seen: { value: string | null; max: string | null; words: string | undefined }[] = [];
    (window as unknown as { __progress: typeof seen }).__progress = seen;
    new MutationObserver(() => {
      const bar = document.querySelector("progress");
      if (!bar?.hasAttribute("value")) return;
      const words = document.getElementById(bar.getAttribute("aria-describedby") ?? "")?.textContent ?? undefined;
      seen.push({ value: bar.getAttribute("value"), max: bar.getAttribute("max"), words });
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await page.getByLabel("Open a list file").setInputFiles({
    name: "list.txt",
    mimeType: "text/plain",
    buffer: Buffer.from(slowest.listFile),
  });
  await expect(page.getByRole("heading", { name: "Verified, with no public value" })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole("progressbar")).toHaveCount(0);

  const seen = await page.evaluate(
    () => (window as unknown as { __progress: { value: string; max: string; words: string }[] }).__progress,
  );
  expect(seen.length).toBeGreaterThan(0);
  const values = seen.map(({ value }) => Number(value));
  expect(values).toEqual([...values].sort((a, b) => a - b));
  expect(values[0]).toBeGreaterThan(0);
  for (const { max, words } of seen) {
    expect(max).toBe("100000000");
    expect(words).toMatch(/^Balancing the teams: [\d,]+ of at most 100,000,000 swaps weighed$/);
  }
});

/** A receipt the site's own code makes of a draw of 3 winners from 10,000 entrants, its list included (≈ 300 KB). */
function longReceiptText(): string {
  const entrants = Array.from({ length: 10_000 }, (_, i) => ({ name: `Entrant ${i + 1}`, tickets: 1 }));
  return JSON.stringify(
    verifiableDrawFor(entrants, { winners: 3, alternates: 0 }, { secret: new Uint8Array(32) }).receipt,
  );
}

test("a 10,000-entrant receipt opened as a file is read and checked in the worker, and verifies", async ({ page }) => {
  await page.goto("/verify");
  const workerStarted = page.waitForEvent("worker");
  await page.getByLabel("Open a receipt file").setInputFiles({
    name: "receipt.json",
    mimeType: "application/json",
    buffer: Buffer.from(longReceiptText()),
  });
  expect((await workerStarted).url()).toMatch(/\/assets\/receipt-check\.worker-[\w-]+\.js$/);
  await expect(page.getByRole("heading", { name: "Verified, with no public value" })).toBeVisible();
  await expect(page.getByText(/^The receipt opened is too long to show here/)).toBeVisible();
});

test("presses made while a 10,000-entrant receipt from a file is being checked act at once", async ({ page }) => {
  // The worker's script is held back, so the check is still running when the buttons are pressed, on any machine.
  const held: Route[] = [];
  await page.route(checkingWorker, (route) => void held.push(route));
  await page.goto("/verify");
  const text = longReceiptText();
  await page.getByLabel("Open a receipt file").setInputFiles({
    name: "receipt.json",
    mimeType: "application/json",
    buffer: Buffer.from(text),
  });
  await expect(page.getByRole("progressbar", { name: "Checking the receipt" })).toBeVisible();
  await expect.poll(() => held.length).toBe(1);

  await page.getByRole("button", { name: "Show its text" }).click();
  await expect(page.getByRole("textbox", { name: "Receipt (JSON)" })).toHaveValue(text);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Check cancelled. Press Verify to check the receipt again.")).toBeVisible();

  await page.unroute(checkingWorker);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Verified, with no public value" })).toBeVisible();
});
