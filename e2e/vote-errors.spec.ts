import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { fillNewVote, openBrowserAt, startVote } from "./support/vote";
import { encryptOpenBallot } from "~/features/vote/domain/ballot-cipher";
import { newBallotId, newToken } from "~/features/vote/domain/identifiers";
import { importPollKey } from "~/features/vote/domain/poll-key";
import { readVoteLink } from "~/features/vote/domain/vote-links";

const options = ["Soup", "Salad", "Stew"];
const closedMessage = "This poll has closed, so ballots can no longer be changed.";
// The page's own sentences (their words live in the vote catalog, which a test outside the app cannot import).
const damagedLinkMessage =
  "This link is damaged: part of it is missing or was changed. Ask for the link again and copy the whole of it.";
const wrongKeyMessage =
  "This link is damaged: its key does not open this poll. Ask for the link again and copy the whole of it.";
const noApiMessage =
  "Group votes need this site's own server, and this copy of the site has none (it is served as static pages). The rest of the site works as usual.";

/** The voting link's poll id and key. */
function linkParts(votingLink: string) {
  const reading = readVoteLink(new URL(votingLink).hash);
  if (reading.status !== "opened") throw new Error("The voting link did not read");
  return reading.link;
}

const ballotCount = async (page: Page, pollId: string) =>
  ((await (await page.request.get(`/api/polls/${pollId}`)).json()) as { poll: { ballotCount: number } }).poll
    .ballotCount;

test.describe("a link that opens no poll", () => {
  // The browser reports the API's 404 for the unknown poll in its console.
  test.use({ expectedConsoleErrors: ["404 (Not Found)"] });

  test("a damaged, unknown or foreign link says so, and nothing else shows", async ({ page }) => {
    const votingLink = await startVote(page, { question: "Dinner?", options, method: "Approval" });
    const { pollId } = linkParts(votingLink);
    await page.goto(`/vote#v1.${pollId}`);
    await expect(page.getByRole("alert")).toHaveText(damagedLinkMessage);
    await page.goto(`/vote#v1.${pollId}.${"A".repeat(43)}`);
    await expect(page.getByRole("alert")).toHaveText(wrongKeyMessage);
    await page.goto(`/vote#v1.${"B".repeat(22)}.${"A".repeat(43)}`);
    await expect(page.getByRole("alert")).toHaveText(
      "This poll does not exist: it may have expired, or its organiser may have deleted it.",
    );
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Cast my vote" })).toHaveCount(0);
  });
});

test("a ballot that cannot be sent stays on the screen with a retry: no server, database down, poll closed", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const votingLink = await startVote(page, { question: "Dinner?", options, method: "Approval" });
  const { pollId } = linkParts(votingLink);
  const voter = await openBrowserAt(browser, "203.0.113.20");
  await voter.goto(votingLink);
  await voter.getByRole("checkbox", { name: "Stew" }).check();

  // A static host: no /api, its 404 page answers instead.
  await voter.route("**/api/polls/*/ballots/*", (route) =>
    route.fulfill({ status: 404, contentType: "text/html", body: "<h1>Not found</h1>" }),
  );
  await voter.getByRole("button", { name: "Cast my vote" }).click();
  await expect(voter.getByRole("alert")).toContainText(noApiMessage);
  await voter.unroute("**/api/polls/*/ballots/*");

  // The database unreachable: the server's own 503, as it answers while its database is away.
  const unavailable = "Votes cannot be reached just now (the server cannot reach its database). Try again in a moment.";
  await voter.route("**/api/polls/*/ballots/*", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      headers: { "Retry-After": "5" },
      body: JSON.stringify({ error: { code: "unavailable", message: unavailable } }),
    }),
  );
  await voter.getByRole("button", { name: "Try again" }).click();
  await expect(voter.getByRole("alert")).toContainText(unavailable);
  await expect(voter.getByRole("checkbox", { name: "Stew" })).toBeChecked();
  await voter.unroute("**/api/polls/*/ballots/*");
  expect(await ballotCount(page, pollId)).toBe(0);

  // Closed while this page did not hear of it (its live updates cut): the server refuses, and says why.
  await voter.route("**/events", (route) => route.abort());
  await voter.reload();
  await voter.getByRole("checkbox", { name: "Stew" }).check();
  await page.getByRole("button", { name: "Close the vote" }).click();
  await expect(page.getByText("0 ballots cast; the vote is closed.")).toBeVisible();
  // The reload restored the ballot kept on the device, not sent: it is offered with Send (issue #34, point 6).
  await voter.getByRole("button", { name: "Send my vote" }).click();
  await expect(voter.getByRole("alert")).toContainText(closedMessage);
  await expect(voter.getByRole("checkbox", { name: "Stew" })).toBeChecked();
  expect(await ballotCount(page, pollId)).toBe(0);
  await voter.context().close();
});

test.describe("an organiser link someone changed", () => {
  // The browser reports the API's 403 in its console.
  test.use({ expectedConsoleErrors: ["403 (Forbidden)"] });

  test("the organiser's powers need the organiser's link: another token is refused, another key is called damaged", async ({
    page,
  }) => {
    const votingLink = await startVote(page, { question: "Dinner?", options, method: "Ranked" });
    const organiserLink = new URL(page.url()).hash.slice(1);
    const [version, pollId, pollKey, , organiserKey] = organiserLink.split(".");
    await page.goto(`/vote#${[version, pollId, pollKey, "Q".repeat(43), organiserKey].join(".")}`);
    await page.getByRole("button", { name: "Close the vote" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Only the poll's organiser can do this, and this link is not the organiser's.",
    );
    await page.goto(`/vote#${[version, pollId, pollKey, "Q".repeat(43), "E".repeat(43)].join(".")}`);
    await expect(page.getByRole("alert").first()).toContainText("This organiser link is damaged");
    // Nothing changed: the poll is still open to vote.
    await page.goto(votingLink);
    await expect(page.getByRole("button", { name: "Cast my vote" })).toBeVisible();
  });
});

test("a ballot for options the poll does not have is set aside in the count, with its reason", async ({ page }) => {
  const votingLink = await startVote(page, { question: "Dinner?", options, method: "Approval" });
  await page.getByRole("checkbox", { name: "Soup" }).check();
  await page.getByRole("button", { name: "Cast my vote" }).click();
  await expect(page.getByText("1 ballot cast.")).toBeVisible();
  // Someone with the link sends, by hand, a ballot no page of the site would make.
  const { pollId, pollKey } = linkParts(votingLink);
  const key = (await importPollKey(pollKey)) as CryptoKey;
  const ballotId = newBallotId();
  const ciphertext = await encryptOpenBallot(
    key,
    { pollId, ballotId, optionCount: 3 },
    { method: "approval", approved: [7] },
  );
  const sent = await page.request.put(`/api/polls/${pollId}/ballots/${ballotId}`, {
    data: { ciphertext, token: newToken() },
  });
  expect(sent.status()).toBe(201);
  await expect(page.getByText("2 ballots cast.")).toBeVisible();
  const result = page.getByRole("region", { name: "Results so far" });
  await expect(result).toContainText("1 ballot set aside and not counted");
  await page.getByRole("button", { name: "Check the count" }).click();
  await expect(page.getByRole("list", { name: "Every ballot, by fingerprint" })).toContainText(
    "Set aside: it names option 8, but the poll has 3 options",
  );
});

test("the server refuses a malformed or oversized body and too many requests, each with its sentence, changing nothing", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const votingLink = await startVote(page, { question: "Dinner?", options, method: "Approval" });
  const { pollId } = linkParts(votingLink);
  const ballotPath = `/api/polls/${pollId}/ballots/${newBallotId()}`;
  const malformed = await page.request.put(ballotPath, {
    headers: { "Content-Type": "application/json" },
    data: '{"ciphertext": "AQ",',
  });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toEqual({
    error: { code: "invalid_json", message: "The request could not be read: its body is not valid JSON." },
  });
  const oversized = await page.request.put(ballotPath, { data: { ciphertext: "A".repeat(20_000), token: newToken() } });
  expect(oversized.status()).toBe(413);
  expect((await oversized.json()).error.message).toBe("This ballot is too large: the limit is 16 KiB.");
  expect(await ballotCount(page, pollId)).toBe(0);

  // One address makes its allowance of polls; its next, from the page, is refused with the wait, and the form stays.
  const busy = await openBrowserAt(browser, "203.0.113.30");
  for (let made = 0; made < 20; made++) {
    const answer = await busy.request.post("/api/polls", {
      headers: { "X-Forwarded-For": "203.0.113.30" },
      data: { ciphertext: "AQ", organiserToken: newToken() },
    });
    expect(answer.status()).toBe(201);
  }
  await fillNewVote(busy, { question: "One too many?", options, method: "Approval" });
  await expect(busy.getByRole("alert")).toContainText(
    /^Too many requests from your network\. Try again in \d+ seconds?\./,
  );
  await expect(busy.getByRole("textbox", { name: "Question" })).toHaveValue("One too many?");
  await busy.context().close();
});
