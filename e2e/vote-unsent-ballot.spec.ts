import { expect, test } from "./fixtures";
import { openBrowserAt, startVote } from "./support/vote";

// Issue #34, point 6: a ballot chosen here and not sent never vanishes. It stays when the poll closes, saying it was
// not counted; offline it is kept and sent on reconnecting; after a reload it says it is not sent yet.

const options = ["Soup", "Salad", "Stew"];

test("a ballot chosen but not sent when the organiser closes the poll stays on screen, saying it was not counted", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const votingLink = await startVote(page, { question: "Lunch?", options, method: "Approval" });
  const voter = await openBrowserAt(browser, "203.0.113.70");
  await voter.goto(votingLink);
  await voter.getByRole("checkbox", { name: "Stew" }).check();

  await page.getByRole("button", { name: "Close the vote" }).click();
  await expect(voter.getByText("0 ballots cast; the vote is closed.")).toBeVisible();
  await expect(voter.getByRole("alert")).toHaveText("The poll closed before your ballot was sent; it was not counted.");
  const stew = voter.getByRole("checkbox", { name: "Stew" });
  await expect(stew).toBeChecked();
  await expect(stew).toBeDisabled();
  await expect(voter.getByRole("button", { name: "Cast my vote" })).toHaveCount(0);
  await voter.context().close();
});

test("offline, a cast ballot is kept with a plain message and sent by itself on reconnecting", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const votingLink = await startVote(page, { question: "Lunch?", options, method: "Approval" });
  const voter = await openBrowserAt(browser, "203.0.113.71");
  await voter.goto(votingLink);
  await expect(voter.getByText("Live: updates as people vote.")).toBeVisible();
  await voter.getByRole("checkbox", { name: "Stew" }).check();

  await voter.context().setOffline(true);
  await voter.getByRole("button", { name: "Cast my vote" }).click();
  await expect(voter.getByRole("alert")).toHaveText(
    "You are offline. Your ballot is kept on this device and will be sent when you are back online.",
  );
  await expect(voter.getByRole("checkbox", { name: "Stew" })).toBeChecked();
  await expect(page.getByText("0 ballots cast.")).toBeVisible();

  await voter.context().setOffline(false);
  await expect(voter.getByText("Your vote is in.")).toBeVisible();
  await expect(page.getByText("1 ballot cast.")).toBeVisible();
  await voter.context().close();
});

test("after a reload, choices kept on the device and not sent say so, with a Send button that sends them", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const votingLink = await startVote(page, { question: "Lunch?", options, method: "Approval" });
  const voter = await openBrowserAt(browser, "203.0.113.72");
  await voter.goto(votingLink);
  await voter.getByRole("checkbox", { name: "Salad" }).check();
  // The ballot gets no answer: the page keeps it on the device, not sent.
  await voter.route("**/api/polls/*/ballots/*", (route) => route.abort());
  await voter.getByRole("button", { name: "Cast my vote" }).click();
  await expect(voter.getByRole("alert")).toContainText("Your ballot is kept on this device");
  await voter.unroute("**/api/polls/*/ballots/*");

  await voter.reload();
  await expect(
    voter.getByText("These choices were kept on this device and are not sent yet.", { exact: false }),
  ).toBeVisible();
  await expect(voter.getByRole("checkbox", { name: "Salad" })).toBeChecked();
  await expect(page.getByText("0 ballots cast.")).toBeVisible();
  await voter.getByRole("button", { name: "Send my vote" }).click();
  await expect(voter.getByText("Your vote is in.")).toBeVisible();
  await expect(page.getByText("1 ballot cast.")).toBeVisible();
  await voter.context().close();
});
