import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openBrowserAt, startVote } from "./support/vote";
import { encryptOpenBallot } from "~/features/vote/domain/ballot-cipher";
import { newBallotId, newToken } from "~/features/vote/domain/identifiers";
import { importPollKey } from "~/features/vote/domain/poll-key";
import { readVoteLink } from "~/features/vote/domain/vote-links";

// A server of this journey's own, which it kills and starts again: Playwright's server must stay up for the others.
// Its port is the run's, moved out of the way of every engineer's E2E_PORT.
const port = (Number(process.env.E2E_PORT) || 4173) + 20_000;
const origin = `http://127.0.0.1:${port}`;
test.use({
  baseURL: origin,
  // The browsers report the server going away and the refused streams in their consoles.
  expectedConsoleErrors: ["ERR_CONNECTION_REFUSED", "503", "ERR_INCOMPLETE_CHUNKED_ENCODING", "Failed to load"],
});

/** `npm start` on the journey's port and data, once its vote API answers. */
async function startServer(dataDir: string) {
  const child = spawn(process.execPath, ["server/start.mjs"], {
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, TRUST_PROXY: "loopback" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`The server exited: ${output}`);
        // An unknown poll answers 404 once the database is ready (503 before).
        return fetch(`${origin}/api/polls/${"A".repeat(22)}`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 120_000, message: "the server to answer" },
    )
    .toBe(404);
  return {
    child,
    /** Killed at once, as a crash or a deploy without grace would. */
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Casts an approval ballot for the options `approved`, as another voter's page would, straight to the API. */
async function castBallot(page: Page, votingLink: string, approved: number[]) {
  const reading = readVoteLink(new URL(votingLink).hash);
  if (reading.status !== "opened") throw new Error("The voting link did not read");
  const { pollId, pollKey } = reading.link;
  const key = (await importPollKey(pollKey)) as CryptoKey;
  const ballotId = newBallotId();
  const ciphertext = await encryptOpenBallot(
    key,
    { pollId, ballotId, optionCount: 3 },
    { method: "approval", approved },
  );
  const sent = await page.request.put(`/api/polls/${pollId}/ballots/${ballotId}`, {
    data: { ciphertext, token: newToken() },
  });
  expect(sent.status()).toBe(201);
}

test("a page following a poll follows it again after its server went away and refused it on the way back", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "e2e-vote-outage-"));
  let server: { child: ChildProcess; kill: () => Promise<void> } = await startServer(dataDir);
  try {
    const votingLink = await startVote(page, {
      question: "Lunch?",
      options: ["Soup", "Salad", "Stew"],
      method: "Approval",
    });
    const voter = await openBrowserAt(browser, "203.0.113.50");
    await voter.goto(votingLink);
    await expect(voter.getByText("Live: updates as people vote.")).toBeVisible();

    // While the server is away and as it starts again, its streams are refused (503), as a restarting server's are:
    // the browser then closes the stream for good, and only the page can open it again.
    await voter.route("**/events", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        headers: { "Retry-After": "2", "Cache-Control": "no-store" },
        body: JSON.stringify({ error: { code: "starting", message: "The vote service is starting." } }),
      }),
    );
    await server.kill();
    await expect(voter.getByText("Live updates are interrupted; reconnecting…")).toBeVisible();
    server = await startServer(dataDir);
    // A ballot cast while the page was not following.
    await castBallot(page, votingLink, [0]);
    await voter.unroute("**/events");

    // Hang limits for a busy machine: the page's waits between attempts grow up to 30 s.
    await expect(voter.getByText("1 ballot cast.")).toBeVisible({ timeout: 90_000 });
    await expect(voter.getByText("Live: updates as people vote.")).toBeVisible({ timeout: 90_000 });
    // Followed live again: the next ballot arrives by the stream.
    await castBallot(page, votingLink, [2]);
    await expect(voter.getByText("2 ballots cast.")).toBeVisible({ timeout: 30_000 });
    await voter.context().close();
  } finally {
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
