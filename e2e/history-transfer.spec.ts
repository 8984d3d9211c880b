import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import type { DecisionRecord } from "~/kernel/records/domain/decision-record";
import { expect, test } from "./fixtures";
import { expectAccessibleInBothThemes, scrollsSideways } from "./support/modes";
import { buildRecord, historyStorage } from "./support/records";

const hostile = "=cmd|' /C calc'!A0";
const pizza = buildRecord({ result: "Pizza", choices: ["Pizza", "Sushi, fresh", "Tacos"] });
// A field this version does not know: the export must carry it, and the import put it back.
const walk = {
  ...buildRecord({ result: "Walk", choices: ["Walk (60%)", "Bike (40%)"], category: "Weighted Decision" }),
  weights: [60, 40],
};
const attack = buildRecord({ result: hostile, choices: [hostile, "Crème brûlée 🍮"], tags: ["quick"] });
const seeded = [pizza, walk, attack];

const transfer = (page: Page) => page.getByRole("region", { name: "Export and import" });
const summary = (page: Page) => transfer(page).getByRole("status");
const importField = (page: Page) => page.getByLabel("Import a JSON export");
const rawHistory = (page: Page) => page.evaluate(() => localStorage.getItem("decision-history"));
const cards = (page: Page) => page.getByRole("article");

/** Clicks the button and returns the file the browser downloaded. */
async function exportWith(
  page: Page,
  name: "Export JSON" | "Export CSV",
): Promise<{ download: Download; bytes: Buffer }> {
  const downloaded = page.waitForEvent("download");
  await transfer(page).getByRole("button", { name }).click();
  const download = await downloaded;
  return { download, bytes: await readFile(await download.path()) };
}

/** The local date in the page, as the file name should carry it. */
const pageDate = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

test.describe("with decisions stored", () => {
  test.use({ storage: historyStorage(seeded) });

  test("Export JSON, clear the history, Import that file: the history is exactly as before", async ({ page }) => {
    await page.goto("/history");
    await expect(cards(page)).toHaveCount(3);
    const before = await rawHistory(page);

    const { download, bytes } = await exportWith(page, "Export JSON");
    expect(download.suggestedFilename()).toBe(`decision-history-${await pageDate(page)}.json`);
    expect(JSON.parse(bytes.toString("utf8"))).toEqual(seeded);
    await expect(summary(page)).toHaveText(`3 decisions exported as ${download.suggestedFilename()}.`);

    await page.evaluate(() => localStorage.removeItem("decision-history"));
    await page.reload();
    await expect(page.getByText("No decisions yet")).toBeVisible();
    await expect(transfer(page).getByRole("button", { name: /^Export/ })).toHaveCount(0);

    await importField(page).setInputFiles(await download.path());
    await expect(summary(page)).toHaveText(/^Imported “.+”: 3 decisions added, 0 already present, 0 rejected\.$/);
    await expect(cards(page)).toHaveCount(3);
    expect(await rawHistory(page)).toBe(before);

    // The same file again: everything is already there, and the stored history stays as it was.
    await importField(page).setInputFiles(await download.path());
    await expect(summary(page)).toHaveText(/: 0 decisions added, 3 already present, 0 rejected\.$/);
    await expect(cards(page)).toHaveCount(3);
    expect(await rawHistory(page)).toBe(before);
  });

  test("Export CSV writes a spreadsheet-safe file: BOM, header, CRLF, quoting, formulas defused", async ({ page }) => {
    await page.goto("/history");
    const { download, bytes } = await exportWith(page, "Export CSV");
    expect(download.suggestedFilename()).toBe(`decision-history-${await pageDate(page)}.csv`);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe("Date,Category,Result,Choices,Tags,Outcome");
    expect(lines[1]).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},Quick Decision,Pizza,"Pizza; Sushi, fresh; Tacos",quick,$/,
    );
    expect(lines[2]).toMatch(/,Weighted Decision,Walk,Walk \(60%\); Bike \(40%\),quick,$/);
    expect(lines[3]).toMatch(/,Quick Decision,'=cmd\|' \/C calc'!A0,'=cmd\|' \/C calc'!A0; Crème brûlée 🍮,quick,$/);
    expect(lines[4]).toBe("");
  });

  test("a file that is not an export says so and changes nothing", async ({ page }) => {
    await page.goto("/history");
    const before = await rawHistory(page);

    await importField(page).setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(summary(page)).toHaveText(
      "Nothing was imported: “notes.txt” is not a JSON file. Choose a file made with Export JSON.",
    );
    await importField(page).setInputFiles({
      name: "settings.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"decisions":[]}'),
    });
    await expect(summary(page)).toHaveText(
      "Nothing was imported: “settings.json” is JSON but not a list of decisions (not a JSON array). Choose a file made with Export JSON.",
    );
    expect(await rawHistory(page)).toBe(before);
    await expect(cards(page)).toHaveCount(3);
  });

  test("rejected entries are listed with the reason, the rest merge in newest first", async ({ page }) => {
    await page.goto("/history");
    const newest = buildRecord({ result: "Newest", timestamp: "2031-01-01T00:00:00.000Z", id: "1924992000000" });
    const noResult: Partial<DecisionRecord> = buildRecord({ result: "Lost" });
    delete noResult.result;
    const file = [pizza, noResult, newest, "Tea"];
    await importField(page).setInputFiles({
      name: "mixed.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await expect(summary(page)).toContainText(
      "Imported “mixed.json”: 1 decision added, 1 already present, 2 rejected.",
    );
    await expect(summary(page).getByRole("list", { name: "Rejected entries" }).getByRole("listitem")).toHaveText([
      "Entry 2: no result.",
      "Entry 4: not a decision.",
    ]);
    const stored = await page.evaluate(() =>
      (JSON.parse(localStorage.getItem("decision-history")!) as { result: string }[]).map((r) => r.result),
    );
    expect(stored).toEqual(["Newest", "Pizza", "Walk", hostile]);
    await expect(cards(page).first()).toHaveAccessibleName("Newest");
  });

  test("the area works from the keyboard, fits 320 px and has no WCAG A/AA violations with a summary", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    // Asked for before the page opens: Playwright has the browser catch file choosers only from when it is asked, and
    // a key pressed at once could open the chooser before the browser has heard.
    const chooserOpened = page.waitForEvent("filechooser");
    await page.goto("/history");
    await transfer(page).getByRole("button", { name: "Export CSV" }).focus();
    await page.keyboard.press("Tab");
    await expect(importField(page)).toBeFocused();
    await page.keyboard.press("Space");
    const chooser = await chooserOpened;
    await chooser.setFiles({
      name: "a-file-with-a-rather-long-name-that-must-wrap-at-320-pixels.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify([pizza, { id: "x" }])),
    });
    await expect(summary(page)).toContainText("0 decisions added, 1 already present, 1 rejected.");
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessibleInBothThemes(page);
  });
});
