import type { Page } from "@playwright/test";
import { formatCount } from "~/kernel/format/domain/count";
import { expect, test } from "#e2e/fixtures";
import { recordFigure } from "./figures";

/** A share link's fragment carrying `choices` uncompressed (the `j` encoding of app/kernel/lists/domain/list-link.ts). */
const listFragment = (choices: readonly string[]) =>
  `#list=1.j.${Buffer.from(JSON.stringify({ c: choices })).toString("base64url")}`;

/** Milliseconds from each press of Battle! until the frame after React has rendered the next match. */
async function timeBattles(page: Page, presses: number): Promise<number[]> {
  const battle = page.getByRole("button", { name: "Battle!" });
  const timings: number[] = [];
  // A slow phone's CPU (4× slower) makes the work a battle does stand out from the machine's noise.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  for (let i = 0; i < presses; i++) {
    await battle.focus();
    timings.push(
      await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const start = performance.now();
            (document.activeElement as HTMLButtonElement).click();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
          }),
      ),
    );
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  return timings;
}

async function startTournament(page: Page, count: number) {
  const names = Array.from({ length: count }, (_, i) => `Player ${i + 1}`);
  // The query makes each list a new document: a change of fragment alone would not load the page again.
  await page.goto(`/battle-royale?contestants=${count}${listFragment(names)}`);
  // Generous waits: these run on a busy 2-core machine as well.
  await expect(page.getByText(`Filled in from a shared link: ${formatCount(count)} contestants.`)).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole("button", { name: "Start Tournament" }).click();
  await expect(page.getByRole("region", { name: "Bracket" }).getByRole("listitem")).toHaveCount(count - 1, {
    timeout: 30_000,
  });
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test("a battle in a 1,024-contestant bracket beside one in an 8-contestant bracket", async ({ page }) => {
  // The 8-contestant bracket, measured in the same browser on the same machine moments before, is the reference:
  // with memoised rounds and matches a battle re-renders two matches whatever the bracket's size.
  await startTournament(page, 8);
  const reference = await timeBattles(page, 7);
  await startTournament(page, 1024);
  const large = await timeBattles(page, 15);
  await expect(page.getByText("Match 16 of 512", { exact: true })).toBeVisible({ timeout: 30_000 });
  // A bracket that froze on every battle misses this goal; whether memo spares the unchanged matches is asserted
  // structurally in app/features/battle/domain/tournament.test.ts.
  recordFigure({
    name: "battle, 1,024 contestants, CPU ×4: a battle to the next frame (median)",
    unit: "ms",
    value: median(large),
    reference: { name: "8 contestants", value: median(reference) },
    goal: { text: "≤ 4 × reference + 100 ms", met: median(large) <= 4 * median(reference) + 100 },
  });
});
