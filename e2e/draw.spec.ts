import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessibleInBothThemes, openWithPausedClock, scrollsSideways, storedHistory } from "./support/modes";
import { downloadedPath, runReceiptScript } from "./support/receipt-script";
import { verifiableDrawFor } from "~/test/verifiable-receipts";

async function downloadText(page: Page, button: string): Promise<string> {
  return readFile(await downloadedPath(page, button), "utf8");
}

async function typeList(page: Page, text: string) {
  await page.getByRole("button", { name: "Edit as text" }).click();
  await page.getByRole("textbox", { name: "Entrants, one per line" }).fill(text);
}

test("a giveaway draws winners then alternates in draw order, exports them and saves them", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await openWithPausedClock(page, "/draw");
  await typeList(page, "Ann, 3\n\nBob\nCy\nAnn\nDi, 2");
  await expect(page.getByText("4 entrants, 8 tickets.")).toBeVisible();
  await expect(page.getByText(/A name appears on more than one line \(Ann ×2\)/)).toBeVisible();
  await page.getByRole("textbox", { name: "Winners" }).fill("2");
  await page.getByRole("textbox", { name: "Alternates" }).fill("1");
  await page.getByRole("button", { name: "Draw Winners" }).click();
  await expect(page.getByRole("button", { name: "Drawing…" })).toBeDisabled();
  await page.clock.runFor(2_000);

  const card = page.getByRole("region", { name: "Giveaway Result" });
  await expect(card).toBeFocused();
  const winners = await card.getByRole("list", { name: "Winners" }).getByRole("listitem").allTextContents();
  const alternates = await card.getByRole("list", { name: "Alternates" }).getByRole("listitem").allTextContents();
  const names = [...winners, ...alternates].map((text) => text.replace(/ \(\d tickets\)$/, ""));
  expect(winners).toHaveLength(2);
  expect(new Set(names).size).toBe(3);
  for (const name of names) expect(["Ann", "Bob", "Cy", "Di"]).toContain(name);

  const csv = await downloadText(page, "Export CSV");
  expect(csv.split("\r\n").slice(0, 4)).toEqual([
    "\uFEFFPlace,Role,Name,Tickets",
    ...names.map((name, index) => {
      const tickets: Record<string, number> = { Ann: 4, Bob: 1, Cy: 1, Di: 2 };
      const count = tickets[name];
      return index < 2 ? `${index + 1},Winner,${name},${count}` : `1,Alternate,${name},${count}`;
    }),
  ]);
  const [record] = await storedHistory(page);
  expect(record).toMatchObject({
    category: "Giveaway Draw",
    result: names[0],
    outcome: { kind: "draw", winners: names.slice(0, 2), alternates: names.slice(2) },
  });
  expect(await scrollsSideways(page)).toBe(false);
  // The accessibility scan waits on timers of its own.
  await page.clock.resume();
  await expectAccessibleInBothThemes(page);

  await page.goto("/history");
  await expect(page.getByText(`Winners: 1. ${names[0]}, 2. ${names[1]}; alternates: 1. ${names[2]}`)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Reroll/ })).toHaveCount(0);
});

test("a lookalike name is named with both its lines; its check loads only for a list beyond ASCII", async ({
  page,
}) => {
  const checks: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("lookalike-names")) checks.push(request.url());
  });
  await page.goto("/draw");
  await typeList(page, "Ann\nBob\nSam\nSarn");
  await expect(page.getByText("4 entrants, 4 tickets.")).toBeVisible();
  expect(checks).toEqual([]);
  await page.getByRole("textbox", { name: "Entrants, one per line" }).fill("Ann\nBob\nSam\nSarn\n\u0410nn");
  await expect(page.getByRole("status").filter({ hasText: "look alike" })).toContainText(
    "Lines 1 and 5 look alike: “Ann” and “\u0410nn” (different letters that look the same).",
  );
  // The notice's chunk and the confusables' own, which /verify's check shares: loaded now, not with the page.
  expect(checks.map((url) => new URL(url).pathname.replace(/-[\w-]{8}\.js$/, "")).sort()).toEqual([
    "/assets/lookalike-names",
    "/assets/lookalike-names-notice",
  ]);
  await expect(page.getByText("5 entrants, 5 tickets.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Draw Winners" })).toBeEnabled();
});

test("bad numbers and ticket counts are named at their field, and nothing is lost", async ({ page }) => {
  await page.goto("/draw");
  await typeList(page, "Ann\nBob, lots\nCy, 0");
  await expect(page.getByRole("alert").filter({ hasText: "Line 3" })).toContainText(
    "the ticket count “0” is not a whole number from 1 to 10,000",
  );
  await expect(page.getByRole("button", { name: "Draw Winners" })).toBeDisabled();
  await page.getByRole("textbox", { name: "Entrants, one per line" }).fill("Ann\nBob, lots\nCy");
  await page.getByRole("textbox", { name: "Winners" }).fill("4");
  await expect(page.getByRole("textbox", { name: "Winners" })).toHaveAccessibleDescription(
    "There are 3 entrants: draw at most that many winners.",
  );
  await expect(page.getByRole("button", { name: "Draw Winners" })).toBeDisabled();
  await expect(page.getByRole("textbox", { name: "Entrants, one per line" })).toHaveValue("Ann\nBob, lots\nCy");
});

test("a verifiable draw publishes its statement first; /verify shows it, the public value and the winners", async ({
  page,
}) => {
  await page.clock.install({ time: new Date("2026-11-27T10:00:00") });
  await page.goto("/draw");
  await typeList(page, "Ann\nBob, 2\nCy\nDi");
  await page.getByRole("checkbox", { name: /Verifiable draw/ }).check();
  await page.getByRole("radio", { name: "Lottery numbers" }).check();
  await page.getByRole("textbox", { name: "Lottery and draw" }).fill("UK National Lottery Lotto");
  await page.getByLabel("Draw date").fill("2026-11-28");
  // Every number the draw gives: six and the bonus ball.
  await page.getByRole("textbox", { name: "Main numbers the draw gives (all of them)" }).fill("6");
  await page.getByRole("textbox", { name: "Bonus numbers the draw gives (all of them, 0 if none)" }).fill("1");
  const statementShown = page.getByLabel("Statement", { exact: true });
  await expect(statementShown).toContainText("winners: 1\nalternates: 0\nsecret hex SHA-256: ");
  await expect(statementShown).toContainText(
    "public value: lottery numbers\nlottery: UK National Lottery Lotto\ndraw date: 2026-11-28\nmain numbers: 6\nbonus numbers: 1\n",
  );
  const statement = (await statementShown.textContent()) ?? "";
  const commitment = createHash("sha256").update(statement).digest("hex");
  await expect(page.getByText(commitment)).toBeVisible();
  // Typed as the host reads it off a results page: the page writes it in the statement's spelling.
  await page.getByRole("textbox", { name: "Main numbers", exact: true }).fill("42, 4, 15, 08, 23, 16");
  await page.getByRole("textbox", { name: "Bonus numbers", exact: true }).fill("7");
  await page.getByRole("button", { name: "Draw Winners" }).click();
  await page.clock.runFor(2_000);

  const receiptFile = await downloadedPath(page, "Download receipt");
  const receipt = JSON.parse(await readFile(receiptFile, "utf8")) as Record<string, unknown>;
  expect(receipt).toMatchObject({ version: 4, statement, commitment, publicValue: "4 8 15 16 23 42 + 7" });
  // The standalone script checks the very file the page gave, as anyone holding it would with Node.
  expect(runReceiptScript("verify-receipt.mjs", receiptFile)).toMatchObject({
    code: 0,
    output: expect.stringMatching(
      /^Verified: the winners follow from the committed secret and list and from the public value/,
    ),
  });
  const winners = receipt.winners as string[];
  const swapped = winners[0] === "Ann" ? "Bob" : "Ann";
  const editedFile = test.info().outputPath("edited-receipt.json");
  await writeFile(editedFile, JSON.stringify({ ...receipt, winners: [swapped] }));
  expect(runReceiptScript("verify-receipt.mjs", editedFile)).toEqual({
    code: 1,
    output: `Does not match: winner 1 (expected "${winners[0]}", receipt says "${swapped}")`,
  });
  await page.clock.resume();
  await expectAccessibleInBothThemes(page);

  await page.goto("/verify");
  await page.getByRole("textbox", { name: "Receipt (JSON)" }).fill(JSON.stringify(receipt));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Verified", exact: true })).toBeVisible();
  // What to compare with what the host published before the draw, the public value and its source, the winners.
  await expect(page.getByLabel("Statement", { exact: true })).toHaveText(statement);
  await expect(page.locator("p", { hasText: "its SHA-256 (the commitment)" })).toContainText(commitment);
  // Shown as JSON, so that no invisible character hides in it.
  await expect(page.getByText('"4 8 15 16 23 42 + 7"', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      /declared as lottery numbers\. The statement had to be published before the UK National Lottery Lotto draw of 2026-11-28/,
    ),
  ).toBeVisible();
  await expect(page.getByRole("list", { name: "Winners" }).getByRole("listitem")).toHaveText(winners);
  await expectAccessibleInBothThemes(page);

  // Spelt another way after the draw, the public value no longer matches the statement.
  const respelt = { ...receipt, publicValue: "4, 8, 15, 16, 23, 42 + 7" };
  await page.getByRole("textbox", { name: "Receipt (JSON)" }).fill(JSON.stringify(respelt));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Does not match" })).toBeVisible();
  await page.getByRole("textbox", { name: "Receipt (JSON)" }).fill(JSON.stringify({ ...receipt, winners: [swapped] }));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Does not match" })).toBeVisible();
  await expect(page.getByText(/^Winner 1 should be/)).toBeVisible();
});

test("a receipt with no public value and without the list verifies against the list file, and says what it does not prove", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/draw");
  // Not yet canonical: a repeated name, a ticket count without its space, blank lines.
  await typeList(page, "Ann,2\n\nBob\nAnn\nCy, 3");
  await page.getByRole("checkbox", { name: /Verifiable draw/ }).check();
  await expect(page.getByLabel("Statement", { exact: true })).toContainText("public value: none");
  await page.getByRole("button", { name: "Draw Winners" }).click();
  await page.clock.runFor(2_000);
  await page.getByRole("checkbox", { name: /Put the list in the receipt/ }).uncheck();
  const receipt = await downloadText(page, "Download receipt");
  expect(JSON.parse(receipt)).not.toHaveProperty("list");
  const list = await downloadText(page, "Download the list");
  expect(list).toBe("Ann, 3\nBob, 1\nCy, 3\n");
  // How an entrant checks the list: its SHA-256 is the statement's, then they find their name in it.
  await expect(page.getByText(/^Publish the list file beside the receipt/)).toContainText(
    `Its SHA-256 is the statement’s list SHA-256, ${createHash("sha256").update(list).digest("hex")}`,
  );

  await page.goto("/verify");
  await page.getByRole("textbox", { name: "Receipt (JSON)" }).fill(receipt);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Add the list" })).toBeVisible();
  await page.getByRole("textbox", { name: "The list, one entrant per line as “name, tickets”" }).fill(list);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Verified, with no public value" })).toBeVisible();
  await expect(page.getByText(/^That the host drew once: with no public value/)).toBeVisible();
});

test("a long list is read and drawn in a worker, verifiably, and its receipt verifies on /verify", async ({ page }) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.clock.install();
  await page.goto("/draw");
  const lines = Array.from({ length: 3_000 }, (_, i) => `Entrant ${i + 1}${i % 3 === 0 ? ", 2" : ""}`);
  // Pasted, as a long list comes in: the browser types text into a field line by line, which takes seconds.
  await page.evaluate((text) => navigator.clipboard.writeText(text), lines.join("\n"));
  const workerStarted = page.waitForEvent("worker");
  await page.getByRole("textbox", { name: "Entrant 1" }).focus();
  await page.keyboard.press("ControlOrMeta+V");
  expect((await workerStarted).url()).toMatch(/\/assets\/entrant-pool\.worker-[\w-]+\.js$/);
  await expect(page.getByText("3,000 entrants, 4,000 tickets.")).toBeVisible();
  await page.getByRole("checkbox", { name: /Verifiable draw/ }).check();
  const canonical = `${lines.map((line) => (line.endsWith(", 2") ? line : `${line}, 1`)).join("\n")}\n`;
  const listHash = createHash("sha256").update(canonical).digest("hex");
  await expect(page.getByLabel("Statement", { exact: true })).toContainText(`entrants: 3000\ntickets: 4000\n`);
  await expect(page.getByLabel("Statement", { exact: true })).toContainText(`list SHA-256: ${listHash}\n`);
  await page.getByRole("textbox", { name: "Winners" }).fill("3");
  await page.getByRole("button", { name: "Draw Winners" }).click();
  await page.clock.runFor(2_000);
  await expect(page.getByRole("list", { name: "Winners" }).getByRole("listitem")).toHaveCount(3);

  // So long a list goes in a file beside the receipt by default: the receipt's link stays short.
  await expect(page.getByRole("checkbox", { name: /Put the list in the receipt/ })).not.toBeChecked();
  const receiptFile = await downloadedPath(page, "Download receipt");
  const receipt = await readFile(receiptFile, "utf8");
  expect(JSON.parse(receipt)).not.toHaveProperty("list");
  const listFile = await downloadedPath(page, "Download the list");
  const list = await readFile(listFile, "utf8");
  expect(list).toBe(canonical);
  expect(runReceiptScript("verify-receipt.mjs", receiptFile, listFile)).toMatchObject({
    code: 0,
    output: expect.stringMatching(/^Verified, with no public value: /),
  });
  const [record] = await storedHistory(page);
  expect(record).toMatchObject({ choices: [], outcome: { unkeptList: { count: 3_000, sha256: listHash } } });
  await page.goto("/verify");
  // Opened as the files they were downloaded as: typed into a field, 3,000 lines would take the browser seconds.
  await page.getByLabel("Open a receipt file").setInputFiles({
    name: "draw-receipt.json",
    mimeType: "application/json",
    buffer: Buffer.from(receipt),
  });
  await expect(page.getByRole("heading", { name: "Add the list" })).toBeVisible();
  await page.getByLabel("Open a list file").setInputFiles({
    name: "draw-list.txt",
    mimeType: "text/plain",
    buffer: Buffer.from(list),
  });
  await expect(page.getByRole("heading", { name: "Verified, with no public value" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Winners" }).getByRole("listitem")).toHaveCount(3);
});

test("the draw works from the keyboard alone", async ({ page }) => {
  await page.clock.install();
  await page.goto("/draw");
  await page.getByRole("textbox", { name: "Entrant 1" }).focus();
  await page.keyboard.type("Ann");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Entrant 2" })).toBeFocused();
  await page.keyboard.type("Bob");
  await page.keyboard.press("ControlOrMeta+Enter");
  await page.clock.runFor(2_000);
  const card = page.getByRole("region", { name: "Giveaway Result" });
  await expect(card).toBeFocused();
  const startOver = card.getByRole("button", { name: "Start Over" });
  for (
    let presses = 0;
    presses < 12 && !(await startOver.evaluate((button) => button === document.activeElement));
    presses++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(startOver).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Entrant 1" })).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Entrant 1" })).toHaveValue("");
});

test("/verify notes winners whose names look alike or hold what looks like list punctuation", async ({ page }) => {
  const entrants = ["Anna", "\u0410nna", "Ann\u060C Mallory"].map((name) => ({ name, tickets: 1 }));
  const { receipt } = verifiableDrawFor(entrants, { winners: 3, alternates: 0 }, { secret: new Uint8Array(32) });
  await page.goto("/verify");
  await page.getByRole("textbox", { name: "Receipt (JSON)" }).fill(JSON.stringify(receipt));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Verified, with no public value" })).toBeVisible();
  const notes = page.getByRole("note", { name: "Look twice" });
  await expect(notes.getByRole("listitem")).toHaveText([
    /^(Anna and \u0410nna|\u0410nna and Anna) look alike but are different names\.$/,
    "Ann\u060C Mallory holds U+060C, which looks like list punctuation: it is one name.",
  ]);
  await expectAccessibleInBothThemes(page);
});
