import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Download, Page } from "@playwright/test";

/** Clicks the button and returns where the browser saved the file it downloaded. */
export async function downloadedPath(page: Page, button: string): Promise<string> {
  const downloaded: Promise<Download> = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  return (await downloaded).path();
}

/**
 * Runs a standalone check of docs/ (`verify-receipt.mjs` for draws, `verify-teams-receipt.mjs` for teams) on a receipt
 * file (and the list file published beside it, if any) with Node, as anyone holding them would: its exit code and
 * what it printed.
 */
export function runReceiptScript(
  script: "verify-receipt.mjs" | "verify-teams-receipt.mjs",
  receiptFile: string,
  listFile?: string,
): { code: number; output: string } {
  try {
    const files = listFile ? [receiptFile, listFile] : [receiptFile];
    const output = execFileSync(process.execPath, [path.resolve("docs", script), ...files], { encoding: "utf8" });
    return { code: 0, output: output.trim() };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { code: failed.status, output: failed.stdout.trim() };
  }
}
