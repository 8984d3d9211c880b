import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { balanceSwapBudget, searchPlacementBound, version1SwapBound } from "~/features/teams";
import { progressMeter, type CheckProgress } from "~/features/verify/domain/check-progress";
import { verifyReceipt } from "~/features/verify/domain/receipt-check";

const vector = (name: string) =>
  (
    JSON.parse(readFileSync("docs/vectors/teams.json", "utf8")) as {
      verifies: { name: string; receipt: { version: number }; listFile: string }[];
    }
  ).verifies.find((each) => each.name === name)!;

describe("a check's progress", () => {
  it("is reported each hundredth of the swap bound as the balancing counts into the meter", () => {
    const reports: CheckProgress[] = [];
    const meter = progressMeter(4, (progress) => reports.push(progress));
    const step = balanceSwapBudget / 100;
    meter.weighed += step - 1;
    expect(reports).toEqual([]);
    meter.weighed += 1;
    meter.weighed += step / 2;
    meter.weighed += 3 * step;
    expect(reports).toEqual([
      { work: "swaps", done: step, bound: balanceSwapBudget },
      { work: "swaps", done: 4.5 * step, bound: balanceSwapBudget },
    ]);
    expect(meter.weighed).toBe(4.5 * step);
  });

  it("counts a version 1 receipt's swaps out of the bound a checker sets it, and never reports past a bound", () => {
    const reports: CheckProgress[] = [];
    const meter = progressMeter(1, (progress) => reports.push(progress));
    meter.weighed += version1SwapBound + 5;
    expect(reports).toEqual([{ work: "swaps", done: version1SwapBound, bound: version1SwapBound }]);
  });

  it("counts the keep-apart search's placements out of their bound", () => {
    const reports: CheckProgress[] = [];
    const meter = progressMeter(4, (progress) => reports.push(progress));
    for (let placed = 0; placed < searchPlacementBound / 50; placed++) meter.placements++;
    expect(reports).toEqual([
      { work: "placements", done: searchPlacementBound / 100, bound: searchPlacementBound },
      { work: "placements", done: searchPlacementBound / 50, bound: searchPlacementBound },
    ]);
    expect(meter.placements).toBe(searchPlacementBound / 50);
  });

  it("follows a real check's balancing, rising to the work the split did", () => {
    const { receipt, listFile } = vector("v3-budget");
    const reports: CheckProgress[] = [];
    const meter = progressMeter(receipt.version, (progress) => reports.push(progress));
    const verification = verifyReceipt(receipt, listFile, meter);
    expect(verification.status === "checked" && verification.problems).toEqual([]);
    expect(reports.length).toBeGreaterThan(1);
    expect(reports.every(({ work, bound }) => work === "swaps" && bound === balanceSwapBudget)).toBe(true);
    const done = reports.map((report) => report.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done.at(-1)).toBeLessThanOrEqual(meter.weighed);
    expect(meter.weighed - (done.at(-1) as number)).toBeLessThan(balanceSwapBudget / 100);
  });
});
