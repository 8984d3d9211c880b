import type { Page } from "@playwright/test";
import type { Entrant } from "~/features/draw/domain/draw";
import { textSource, verifiableDrawFor } from "~/test/verifiable-receipts";
import { declinedConsent, expect, test } from "#e2e/fixtures";
import { recordFigure } from "./figures";
import { describeLongFrames, longestGap, slowCpu, startFrames, stopFrames, twoMoreFrames } from "./frame-gaps";
import { readFileSync } from "node:fs";

// The goal: a receipt of a draw from 100,000 entrants, list included, is verified on /verify within 1 s, from opening
// the file to "Verified" on screen. A busy machine misses it through no fault of the page, so a receipt of 10,000
// entrants is timed first in the same run: the goal is met within the larger of 1 s and 10 times that reference,
// doubled, so only work that grows faster than the list misses it.
const goalMs = 1_000;
const reference = { entrants: 10_000, headroom: 2 };

test.use({ storage: { "cookie-consent": declinedConsent } });

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

test("a receipt of 100,000 entrants verified on /verify, beside one of 10,000", async ({ page }) => {
  test.setTimeout(120_000);
  const smallMs = await timeVerification(page, receiptOf(reference.entrants));
  const ms = await timeVerification(page, receiptOf(100_000));
  const budgetMs = Math.max(goalMs, (100_000 / reference.entrants) * smallMs) * reference.headroom;
  recordFigure({
    name: '/verify, a receipt of 100,000 entrants: from the file to "Verified"',
    unit: "ms",
    value: ms,
    reference: { name: "10,000 entrants", value: smallMs },
    goal: { text: "≤ 2 × max(1 s, 10 × reference)", met: ms <= budgetMs },
  });
});

// Issue #31: /verify never freezes while it checks. The slowest receipt of the vectors for the site's checker is
// checked at CPU ×4 with the page's frames recorded, beside the same page checking a 10,000-entrant draw receipt in the
// same run. Goal: no gap between frames over 100 ms. The slowest is `v1-no-budget`, a version 1 balanced split whose
// checker weighs about 50,500,000 swaps: every vector timed through verifyReceipt put it first, ahead of
// `v1-balancing-too-much-work` and `v3-twenty-keep-apart-blocks`. Its 3.1 s (load 14) was wall time on a loaded
// machine: in CPU time it is 0.34 to 0.54 s in a fresh Node, 0.08 to 0.12 s once compiled, less than the teams
// script's 0.8 s. At a load of 20 or more, Chromium's long frames here mostly run no script: the machine, not the page.
const framesGoalMs = 100;
const slowestVectorName = "v1-no-budget";

/** The slowest vector's receipt, and its list file (the receipt holds only the list's hash). */
function slowestVector(): { receipt: string; listFile: string } {
  const vectors = JSON.parse(readFileSync("docs/vectors/teams.json", "utf8")) as {
    verifies: { name: string; receipt: object; listFile: string }[];
  };
  const vector = vectors.verifies.find(({ name }) => name === slowestVectorName);
  if (!vector) throw new Error(`The teams vectors have no ${slowestVectorName} receipt.`);
  return { receipt: JSON.stringify(vector.receipt), listFile: vector.listFile };
}

/**
 * At CPU ×4, opens `receipt` as a file on /verify (then its list file, if given, when the page asks for it), recording
 * every frame from the file's arrival to its verdict.
 */
async function watchCheck(page: Page, { receipt, listFile }: { receipt: string; listFile?: string }, verdict: RegExp) {
  await page.goto("/verify");
  const cdp = await page.context().newCDPSession(page);
  await slowCpu(cdp, 4);
  await startFrames(page);
  await page.getByLabel("Open a receipt file").setInputFiles({
    name: "receipt.json",
    mimeType: "application/json",
    buffer: Buffer.from(receipt),
  });
  if (listFile !== undefined) {
    await expect(page.getByRole("heading", { name: "Add the list" })).toBeVisible();
    await page.getByLabel("Open a list file").setInputFiles({
      name: "list.txt",
      mimeType: "text/plain",
      buffer: Buffer.from(listFile),
    });
  }
  await expect(page.getByRole("heading", { name: verdict })).toBeVisible({ timeout: 120_000 });
  await twoMoreFrames(page);
  const { times, longFrames } = await stopFrames(page);
  await slowCpu(cdp, 1);
  return { gap: longestGap(times), longFrames };
}

test("/verify checks the slowest vector at CPU ×4 without freezing, beside a 10,000-entrant receipt", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const small = await watchCheck(page, { receipt: receiptOf(reference.entrants) }, /^Verified$/);
  const slowest = await watchCheck(page, slowestVector(), /^Verified/);
  describeLongFrames("10,000 entrants", small.longFrames);
  describeLongFrames("slowest vector", slowest.longFrames);
  recordFigure({
    name: `/verify, the slowest vector (${slowestVectorName}) checked at CPU ×4: longest frame gap`,
    unit: "ms",
    value: slowest.gap,
    reference: { name: "a 10,000-entrant draw receipt", value: small.gap },
    goal: { text: `< ${framesGoalMs} ms`, met: slowest.gap < framesGoalMs },
  });
});
