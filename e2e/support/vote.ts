import type { Browser, Page } from "@playwright/test";
import { declinedConsent } from "#e2e/fixtures";

/**
 * A second person's browser: a context of its own (its own storage), with an address of its own as the server sees it
 * (the test server trusts X-Forwarded-For from loopback), so the per-address limits of one journey touch no other.
 * Its pages are used once the page's scripts run, as the fixtures' page is.
 */
export async function openBrowserAt(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": address },
    reducedMotion: "reduce",
  });
  await context.addInitScript((consent) => localStorage.setItem("cookie-consent", consent), declinedConsent);
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.locator('link[rel="manifest"]').waitFor({ state: "attached" });
    return response;
  };
  return page;
}

interface NewVote {
  question: string;
  options: string[];
  method: "Approval" | "Ranked" | "Score";
}

/** Starts a vote from /vote's form, and gives the voting link the organiser's page shows. */
export async function startVote(page: Page, vote: NewVote): Promise<string> {
  await fillNewVote(page, vote);
  const link = page.getByRole("region", { name: "Invite people to vote" }).getByRole("link");
  return (await link.getAttribute("href")) as string;
}

/** Fills /vote's form and presses Start the vote. */
export async function fillNewVote(page: Page, { question, options, method }: NewVote): Promise<void> {
  await page.goto("/vote");
  await page.getByRole("textbox", { name: "Question" }).fill(question);
  for (const [index, option] of options.entries()) {
    if (index >= 2) await page.getByRole("button", { name: "Add Option" }).click();
    await page.getByRole("textbox", { name: `Option ${index + 1}`, exact: true }).fill(option);
  }
  await page.getByRole("radio", { name: new RegExp(`^${method}`) }).check();
  // Ranked and score votes hide their results until revealed, which only the organiser link can do: it is kept.
  if (method !== "Approval") await page.getByRole("checkbox", { name: /^I will keep the organiser link/ }).check();
  await page.getByRole("button", { name: "Start the vote" }).click();
}
