import type { Page } from "@playwright/test";
import type { Entrant } from "~/features/draw/domain/draw";
import { textSource, verifiableDrawFor } from "~/test/verifiable-receipts";
import { declinedConsent, expect, test } from "./fixtures";

// The goal: a receipt of a draw from 100,000 entrants, list included, is verified on /verify within 1 s, from opening
// the file to "Verified" on screen. The figure is printed against the goal. A busy machine misses it through no fault
// of the page, so a receipt of 10,000 entrants is timed first in the same test: the budget is the larger of the goal
// and 10 times that reference, doubled, so only work that grows faster than the list fails it.
const goalMs = 1_000;
const reference = { entrants: 10_000, headroom: 2 };

test.use({ trace: "off", storage: { "cookie-consent": declinedConsent } });

/** A receipt the site's own code makes, of 10 winners and 5 alternates from `count` entrants, some with 3 tickets. */
function receiptOf(count: number): string {
  const entrants: Entrant[] = Array.from({ length: count }, (_, i) => ({
    name: `Entrant ${i + 1}`,
    tickets: i % 10 === 0 ? 3 : 1,
  }));
  const secret = Uint8Array.from({ length: 32 }, (_, i) => i);
  const host = { secret, source: textSource(), publicValue: "round 42" };
  const { receipt } = verifiableDrawFor(entrants, { winners: 10, alternates: 5 }, host);
  return JSON.stringify(receipt, null, 2);
}

/** Opens the receipt as a file on /verify: milliseconds from the file's arrival to "Verified" on screen. */
async function timeVerification(page: Page, receipt: string): Promise<number> {
  await page.goto("/verify");
  await page.evaluate(() => {
    const input = document.querySelector('input[aria-label="Open a receipt file"]') as HTMLInputElement;
    const verified = window as unknown as { __verifiedMs: Promise<number> };
    verified.__verifiedMs = new Promise((resolve) => {
      input.addEventListener(
        "change",
        () => {
          const start = performance.now();
          const shown = () =>
            [...document.querySelectorAll("h2, h3")].some((heading) => heading.textContent === "Verified");
          new MutationObserver((_, observer) => {
            if (!shown()) return;
            observer.disconnect();
            resolve(performance.now() - start);
          }).observe(document.body, { childList: true, subtree: true, characterData: true });
        },
        { capture: true, once: true },
      );
    });
  });
  await page.getByLabel("Open a receipt file").setInputFiles({
    name: "draw-receipt.json",
    mimeType: "application/json",
    buffer: Buffer.from(receipt),
  });
  const ms = await page.evaluate(() => (window as unknown as { __verifiedMs: Promise<number> }).__verifiedMs);
  await expect(page.getByRole("heading", { name: "Verified" })).toBeVisible();
  return ms;
}

test("a receipt of 100,000 entrants is verified on /verify within its budget", async ({ page }) => {
  test.setTimeout(120_000);
  const smallMs = await timeVerification(page, receiptOf(reference.entrants));
  const bigReceipt = receiptOf(100_000);
  const ms = await timeVerification(page, bigReceipt);
  const budgetMs = Math.max(goalMs, (100_000 / reference.entrants) * smallMs) * reference.headroom;
  const figure =
    `${ms.toFixed(0)} ms for ${(bigReceipt.length / 1e6).toFixed(1)} MB; goal ${goalMs} ms | ` +
    `10,000 entrants: ${smallMs.toFixed(0)} ms | budget ${budgetMs.toFixed(0)} ms`;
  test.info().annotations.push({ type: "measurement", description: `100,000-entrant receipt on /verify: ${figure}` });
  console.log(`100,000-entrant receipt on /verify, from the file to "Verified": ${figure}`);
  expect(ms).toBeLessThan(budgetMs);
});
