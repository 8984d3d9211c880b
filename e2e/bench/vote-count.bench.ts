import { readdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { CountMessage } from "~/features/vote/domain/count-message";
import { answerCountRequest, type CountRequest } from "~/features/vote/domain/count-request";
import { encryptOpenBallot } from "~/features/vote/domain/ballot-cipher";
import { newBallotId } from "~/features/vote/domain/identifiers";
import type { Poll } from "~/features/vote/domain/poll";
import type { ServerPoll } from "~/features/vote/domain/poll-api";
import { encryptPoll } from "~/features/vote/domain/poll-cipher";
import { exportPollKey, newPollKey } from "~/features/vote/domain/poll-key";
import { encodeVoteLink } from "~/features/vote/domain/vote-links";
import { toBase64Url } from "~/kernel/lists/domain/packed-json";
import { createSeededDraw } from "~/kernel/random/domain/seeded-random";
import { declinedConsent, expect, test } from "#e2e/fixtures";
import { recordFigure } from "./figures";
import { describeLongFrames, longestGap, slowCpu, startFrames, stopFrames, twoMoreFrames } from "./frame-gaps";

// The goal (issue #27): 10,000 ranked ballots over 20 options counted, every method shown (the head-to-head table,
// Condorcet or Ranked Pairs, instant runoff, Borda, the explanation), in under 200 ms at CPU ×1. That goal is the
// count's alone, so it is measured on opened ballots by the counting code itself (the worker's, run here in Node's V8,
// Chromium's engine). The page's worker also opens (decrypts) every ballot first: that whole time, from starting the
// worker with the sealed ballots and the poll's key to the count back on the page, is a second figure with no goal of
// its own. A busy machine misses a goal through no fault of the code, so 1,000 ballots are counted first in the same
// run, as a reference: work that grows faster than the ballots takes more than 10 times as long.
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

/** The poll of `request` as the server would answer for it, its ballots sealed, and the voting link's fragment. */
interface SealedPoll {
  server: ServerPoll;
  poll: Poll;
  /** The poll key's bytes, and the voting link's fragment that carries them. */
  pollKey: Uint8Array;
  fragment: string;
}

async function sealedPoll(request: CountRequest): Promise<SealedPoll> {
  const pollKey = await newPollKey();
  const organiser = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
  const organiserPublicKey = toBase64Url(new Uint8Array(await crypto.subtle.exportKey("raw", organiser.publicKey)));
  const poll = { ...request.poll, organiserPublicKey };
  const ballots = await Promise.all(
    request.ballots.map(async (ballot) => ({
      id: ballot.id,
      ciphertext: await encryptOpenBallot(
        pollKey,
        { pollId: request.pollId, ballotId: ballot.id, optionCount: options.length },
        { method: "ranked", ranking: (ballot as { content: { r: number[] } }).content.r },
      ),
    })),
  );
  const now = new Date().toISOString();
  const server: ServerPoll = {
    id: request.pollId,
    ciphertext: await encryptPoll(pollKey, poll),
    createdAt: now,
    closesAt: null,
    closedAt: null,
    revealedAt: null,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    keepDays: 1,
    ballotCount: ballots.length,
    revision: ballots.length,
    ballots,
    reveal: null,
  };
  const keyText = await exportPollKey(pollKey);
  const fragment = encodeVoteLink({ role: "voter", pollId: request.pollId, pollKey: keyText });
  return { server, poll, pollKey: new Uint8Array(await crypto.subtle.exportKey("raw", pollKey)), fragment };
}

interface Timed {
  ms: number;
  counted: number;
  explained: boolean;
}

/** Milliseconds from starting the worker to the count back on the page, the median of three counts. */
async function timeCount(page: Page, { server, poll, pollKey }: SealedPoll): Promise<Timed> {
  const runs = await page.evaluate(
    async ({ url, poll, pollId, ballots, pollKey }) => {
      const key = await crypto.subtle.importKey("raw", new Uint8Array(pollKey), "AES-GCM", false, ["decrypt"]);
      const request = { poll, pollId, ballots, keys: { pollKey: key, reveal: null, organiser: null } };
      const times: Timed[] = [];
      for (let run = 0; run < 3; run++) {
        const start = performance.now();
        const count = await new Promise<CountMessage>((resolve, reject) => {
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
    { url: countWorkerUrl(), poll, pollId: server.id, ballots: server.ballots, pollKey: [...pollKey] },
  );
  return runs.sort((a, b) => a.ms - b.ms)[1] as Timed;
}

/** Milliseconds the counting code takes on opened ballots, the median of three counts. */
function timeCountAlone(request: CountRequest): Timed {
  const runs = Array.from({ length: 3 }, () => {
    const start = performance.now();
    const count = answerCountRequest(request);
    const explained = count.result !== null && count.explanation.length > 0;
    return { ms: performance.now() - start, counted: count.counted, explained };
  });
  return runs.sort((a, b) => a.ms - b.ms)[1] as Timed;
}

test("10,000 opened ranked ballots over 20 options counted, beside 1,000", () => {
  const reference = timeCountAlone(rankedRequest(1_000));
  const counted = timeCountAlone(rankedRequest(10_000));
  expect(counted).toMatchObject({ counted: 10_000, explained: true });
  recordFigure({
    name: "10,000 opened ranked ballots over 20 options counted by the counting worker's code, in Node's V8 (median of 3)",
    unit: "ms",
    value: counted.ms,
    reference: { name: "1,000 ballots", value: reference.ms },
    goal: { text: `< ${goalMs} ms`, met: counted.ms < goalMs },
  });
});

test("10,000 sealed ranked ballots opened and counted in the page's worker, beside 1,000", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/vote");
  const reference = await timeCount(page, await sealedPoll(rankedRequest(1_000)));
  const counted = await timeCount(page, await sealedPoll(rankedRequest(10_000)));
  expect(counted).toMatchObject({ counted: 10_000, explained: true });
  recordFigure({
    name: "/vote, 10,000 sealed ranked ballots over 20 options opened and counted in the page's worker (median of 3)",
    unit: "ms",
    value: counted.ms,
    reference: { name: "1,000 ballots", value: reference.ms },
  });
});

// The same count as a visitor meets it, on a slow phone's CPU (×4): a poll room opened on 10,000 ranked ballots, with no
// gap between frames over 50 ms from opening the link to the result, its explanation and tables on screen. The
// server's answer is made here, its ballots sealed under the poll's key as browsers seal them, so that the figure is
// the page's alone. The reference is a poll room of 1,000 ballots, in the same run.
const framesGoalMs = 50;

/** At CPU ×4, opens the voting link of a poll of `ballots` ranked ballots, recording every frame until its result. */
async function watchPollRoom(page: Page, ballots: number) {
  const { server, fragment } = await sealedPoll(rankedRequest(ballots));
  const pollPath = `/api/polls/${server.id}`;
  const event = { ballotCount: server.ballotCount, revision: server.revision, closedAt: null, revealedAt: null };
  await page.route(
    (url) => url.pathname.startsWith(pollPath),
    (route) =>
      new URL(route.request().url()).pathname.endsWith("/events")
        ? route.fulfill({ contentType: "text/event-stream", body: `event: poll\ndata: ${JSON.stringify(event)}\n\n` })
        : route.fulfill({ json: { poll: server } }),
  );
  await page.goto("/vote");
  await expect(page.getByRole("button", { name: "Start the vote" })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await slowCpu(cdp, 4);
  await startFrames(page);
  await page.evaluate((hash) => {
    location.hash = hash;
  }, fragment);
  // A fragment's change keeps the document, and the recorder with it: the page reads the new link and opens the poll.
  await page.waitForFunction(
    () => document.querySelector(".vote-winner") !== null && document.querySelector(".vote-explanation li") !== null,
    undefined,
    { polling: "raf", timeout: 120_000 },
  );
  await twoMoreFrames(page);
  const { times, longFrames } = await stopFrames(page);
  await slowCpu(cdp, 1);
  await cdp.detach();
  await expect(page.getByRole("heading", { name: "Results so far" })).toBeVisible();
  describeLongFrames(`${ballots} ballots`, longFrames);
  return longestGap(times);
}

test("a poll room of 10,000 ranked ballots counted and shown at CPU ×4, beside 1,000: longest frame gap", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const reference = await watchPollRoom(page, 1_000);
  const gap = await watchPollRoom(page, 10_000);
  recordFigure({
    name: "/vote, a poll room of 10,000 ranked ballots over 20 options, CPU ×4: longest frame gap to the result",
    unit: "ms",
    value: gap,
    reference: { name: "1,000 ballots", value: reference },
    goal: { text: `≤ ${framesGoalMs} ms`, met: gap <= framesGoalMs },
  });
});
