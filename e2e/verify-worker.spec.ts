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
