import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openBrowserAt, startVote } from "./support/vote";

// Issue #34: "Download results" gives the results as CSV for spreadsheets: one row per option, headers in the page's
// language, plain digits, names defused against formulas, UTF-8 with a byte order mark.

async function downloadedText(page: Page, button: string): Promise<{ name: string; text: string }> {
  const downloaded = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  const download = await downloaded;
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), "utf8") };
}

test("the results download as CSV, in the page's language, with a formula-like name defused", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const votingLink = await startVote(page, { question: "Lunch?", options: ["=1+1", "Soup"], method: "Approval" });
  const voter = await openBrowserAt(browser, "203.0.113.75");
  await voter.goto(votingLink);
  await voter.getByRole("checkbox", { name: "=1+1" }).check();
  await voter.getByRole("checkbox", { name: "Soup" }).check();
  await voter.getByRole("button", { name: "Cast my vote" }).click();
  await expect(voter.getByText("Your vote is in.")).toBeVisible();
  await page.getByRole("checkbox", { name: "Soup" }).check();
  await page.getByRole("button", { name: "Cast my vote" }).click();
  await expect(page.getByText("2 ballots cast.")).toBeVisible();

  const english = await downloadedText(page, "Download results");
  expect(english.name).toMatch(/^vote-results-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(english.text).toBe("\uFEFFOption,Approvals\r\n'=1+1,1\r\nSoup,2\r\n");

  // The same results on the Spanish page: its headers, the same figures and names.
  await voter.goto(`/es/vote${new URL(votingLink).hash}`);
  await expect(voter.getByText("2 papeletas emitidas.")).toBeVisible();
  const spanish = await downloadedText(voter, "Descargar los resultados");
  expect(spanish.text).toBe("\uFEFFOpción,Aprobaciones\r\n'=1+1,1\r\nSoup,2\r\n");
  await voter.context().close();
});
