import { expect, test } from "./fixtures";
import { openBrowserAt } from "./support/vote";

// Issue #34, point 3: the organiser's power is hard to lose. Hidden results wait for the organiser's word that they keep
// the link; the page says where the link is kept and what losing it costs; another device's page says what only the
// organiser can do; a damaged organiser link is not said to be saved.

const notSavedHere = "It is not saved on this device: copy it and keep it somewhere safe.";
const savedHere = "It is saved on this device under “Your polls”";
const lossCost = "If this link is lost, nobody can close the vote early, reveal hidden results or delete the poll";
const organiserOnly =
  "This page was opened with the voting link. Only the organiser, with the organiser link, can close the vote early, reveal hidden results or delete the poll.";

test("a hidden poll starts only once the organiser says they keep the link, and every page says who holds the power", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto("/vote");
  await page.getByRole("textbox", { name: "Question" }).fill("Dinner?");
  await page.getByRole("textbox", { name: "Option 1", exact: true }).fill("Soup");
  await page.getByRole("textbox", { name: "Option 2", exact: true }).fill("Stew");
  await page.getByRole("radio", { name: /^Ranked/ }).check();
  const start = page.getByRole("button", { name: "Start the vote" });
  await expect(start).toBeDisabled();
  await expect(
    page.getByText("Hidden results can be revealed only with the organiser link", { exact: false }),
  ).toBeVisible();
  await page.getByRole("checkbox", { name: /^I will keep the organiser link/ }).check();
  await start.click();

  const share = page.getByRole("region", { name: "Invite people to vote" });
  await expect(share).toContainText(savedHere);
  await expect(share).toContainText(lossCost);
  await expect(page.getByText(organiserOnly)).toHaveCount(0);
  const votingLink = (await share.getByRole("link").getAttribute("href")) as string;
  const organiserLink = page.url();

  // The voting link on another device: it says what only the organiser can do.
  const voter = await openBrowserAt(browser, "203.0.113.80");
  await voter.goto(votingLink);
  await expect(voter.getByText(organiserOnly)).toBeVisible();
  await expect(voter.getByRole("button", { name: "Close the vote" })).toHaveCount(0);

  // The organiser link on a device that did not make the poll: not in its "Your polls", and the page says so.
  const elsewhere = await openBrowserAt(browser, "203.0.113.81");
  await elsewhere.goto(organiserLink);
  const elsewhereShare = elsewhere.getByRole("region", { name: "Invite people to vote" });
  await expect(elsewhereShare).toContainText(notSavedHere);
  await expect(elsewhereShare).not.toContainText(savedHere);

  // A damaged organiser link: called damaged, and never said to be saved or offered to copy.
  const [version, pollId, pollKey, token] = new URL(organiserLink).hash.slice(1).split(".");
  await elsewhere.goto(`/vote#${[version, pollId, pollKey, token, "E".repeat(43)].join(".")}`);
  await expect(elsewhere.getByRole("alert").first()).toContainText("This organiser link is damaged");
  await expect(elsewhere.getByRole("region", { name: "Invite people to vote" })).not.toContainText(savedHere);
  await expect(elsewhere.getByRole("button", { name: "Copy organiser link" })).toHaveCount(0);
  await voter.context().close();
  await elsewhere.context().close();
});
