import { readdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { VoteCount } from "~/features/vote/domain/count";
import type { CountRequest } from "~/features/vote/domain/count-request";
import { newBallotId } from "~/features/vote/domain/identifiers";
import { createSeededDraw } from "~/kernel/random/domain/seeded-random";
import { declinedConsent, expect, test } from "#e2e/fixtures";
import { recordFigure } from "./figures";

// The goal (issue #27): 10,000 ranked ballots over 20 options counted in the browser, every method shown (the
// head-to-head table, Condorcet or Ranked Pairs, instant runoff, Borda, the explanation), in under 200 ms at CPU ×1.
// A count that large runs in the page's counting worker, so the time is the page's: from starting the worker to the
// count back on the page. A busy machine misses the goal through no fault of the code, so 1,000 ballots are counted
// first in the same run, as a reference: work that grows faster than the ballots takes more than 10 times as long.
const goalMs = 200;
const options = Array.from({ length: 20 }, (_, index) => `Option ${index + 1}`);

test.use({ storage: { "cookie-consent": declinedConsent } });

/** Ranked ballots of voters who mostly agree: a shared order, each moving a few options, ranking 5 to 20 of them. */
function rankedRequest(count: number): CountRequest {
  const draw = createSeededDraw(new TextEncoder().encode(`ballots ${count}`));
  const ballots = Array.from({ length: count }, () => {
    const order = [...options.keys()];
    for (let swap = 0; swap < 8; swap++) {
      const at = draw(19);
      [order[at], order[at + 1]] = [order[at + 1] as number, order[at] as number];
    }
    return { id: newBallotId(), content: { r: order.slice(0, 5 + draw(16)) } };
  });
  const poll = {
    question: "Which one?",
    options,
    method: "ranked" as const,
    hiddenResults: false,
    organiserPublicKey: "A".repeat(87),
    closesAt: null,
  };
  return { poll, pollId: newBallotId(), ballots };
}

/** The production build's counting worker, as the page starts it for a large count. */
function countWorkerUrl(): string {
  const assets = path.join(import.meta.dirname, "..", "..", "build", "client", "assets");
  const file = readdirSync(assets).find((name) => /^count\.worker-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("The build has no counting worker: run `npm run build` first.");
  return `/assets/${file}`;
}

interface Timed {
  ms: number;
  counted: number;
  explained: boolean;
}

/** Milliseconds from starting the worker to the count back on the page, the median of three counts. */
async function timeCount(page: Page, request: CountRequest): Promise<Timed> {
  const runs = await page.evaluate(
    async ({ url, request }) => {
      const times: Timed[] = [];
      for (let run = 0; run < 3; run++) {
        const start = performance.now();
        const count = await new Promise<VoteCount>((resolve, reject) => {
          const worker = new Worker(url, { type: "module" });
          worker.onmessage = ({ data }) => {
            worker.terminate();
            resolve(data);
          };
          worker.onerror = () => reject(new Error("The counting worker failed."));
          worker.postMessage(request);
        });
        const explained = count.result !== null && count.explanation.length > 0;
        times.push({ ms: performance.now() - start, counted: count.counted, explained });
      }
      return times;
    },
    { url: countWorkerUrl(), request },
  );
  return runs.sort((a, b) => a.ms - b.ms)[1] as Timed;
}

test("10,000 ranked ballots over 20 options counted in the browser, beside 1,000", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/vote");
  const reference = await timeCount(page, rankedRequest(1_000));
  const counted = await timeCount(page, rankedRequest(10_000));
  expect(counted).toMatchObject({ counted: 10_000, explained: true });
  recordFigure({
    name: "/vote, 10,000 ranked ballots over 20 options counted in the page's worker (median of 3)",
    unit: "ms",
    value: counted.ms,
    reference: { name: "1,000 ballots", value: reference.ms },
    goal: { text: `< ${goalMs} ms`, met: counted.ms < goalMs },
  });
});
