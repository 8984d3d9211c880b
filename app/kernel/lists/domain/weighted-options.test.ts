import { describe, expect, it } from "vitest";
import { formatWeightedChoice } from "~/kernel/records/domain/decision-record-text";
import {
  appendWeightedRow,
  collectWeightedOptions,
  createWeightedRows,
  defaultWeight,
  formatRowShare,
  formatShare,
  removeWeightedRow,
  sumWeights,
  updateWeightedRow,
  type WeightedRow,
} from "~/kernel/lists/domain/weighted-options";

function rowsOf(...entries: [text: string, weight: number][]): WeightedRow[] {
  return createWeightedRows(entries.map(([text, weight]) => ({ text, weight })));
}

describe("weighted rows", () => {
  it("start as two blank rows at weight 50 with distinct ids", () => {
    const rows = createWeightedRows();
    expect(rows.map(({ text, weight }) => ({ text, weight }))).toEqual([
      { text: "", weight: 50 },
      { text: "", weight: 50 },
    ]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(2);
  });

  it("start from given options in order, padded with blank rows to two", () => {
    const one = createWeightedRows([{ text: "Pizza", weight: 70 }]);
    expect(one.map(({ text, weight }) => [text, weight])).toEqual([
      ["Pizza", 70],
      ["", defaultWeight],
    ]);
    const three = createWeightedRows([
      { text: "A", weight: 1 },
      { text: "B", weight: 100 },
      { text: "C", weight: 5 },
    ]);
    expect(three.map(({ text, weight }) => [text, weight])).toEqual([
      ["A", 1],
      ["B", 100],
      ["C", 5],
    ]);
    expect(new Set(three.map((row) => row.id)).size).toBe(3);
  });

  it("append a blank row at the default weight with a fresh id", () => {
    const rows = createWeightedRows();
    const longer = appendWeightedRow(rows);
    expect(longer).toHaveLength(3);
    expect(longer[2]).toMatchObject({ text: "", weight: defaultWeight });
    expect(rows.map((row) => row.id)).not.toContain(longer[2]!.id);
  });

  it("update the text or the weight of one row and leave the others untouched", () => {
    const rows = rowsOf(["Pizza", 50], ["Sushi", 50]);
    const renamed = updateWeightedRow(rows, rows[0]!.id, { text: "Pasta" });
    const reweighted = updateWeightedRow(renamed, rows[1]!.id, { weight: 80 });
    expect(reweighted.map(({ text, weight }) => [text, weight])).toEqual([
      ["Pasta", 50],
      ["Sushi", 80],
    ]);
    expect(reweighted[0]).toBe(renamed[0]);
  });

  it("remove a row by id but never go below two rows", () => {
    const rows = rowsOf(["a", 1], ["b", 2], ["c", 3]);
    const two = removeWeightedRow(rows, rows[1]!.id);
    expect(two.map((row) => row.text)).toEqual(["a", "c"]);
    expect(removeWeightedRow(two, two[0]!.id).map((row) => row.text)).toEqual(["a", "c"]);
  });
});

describe("weighted options", () => {
  it("are the trimmed non-blank rows with their weights, in order", () => {
    const rows = rowsOf([" Pizza ", 70], ["", 90], ["   ", 10], ["Sushi", 30]);
    expect(collectWeightedOptions(rows)).toEqual([
      { text: "Pizza", weight: 70 },
      { text: "Sushi", weight: 30 },
    ]);
  });

  it("leave blank rows out of the total", () => {
    const rows = rowsOf(["Pizza", 70], ["", 100], ["Sushi", 30]);
    expect(sumWeights(collectWeightedOptions(rows))).toBe(100);
    expect(sumWeights([])).toBe(0);
  });

  it("are stored as text with the slider value, e.g. Pizza (70%)", () => {
    const options = collectWeightedOptions(rowsOf(["Pizza", 70], ["Sushi", 1]));
    expect(options.map(({ text, weight }) => formatWeightedChoice(text, weight))).toEqual([
      "Pizza (70%)",
      "Sushi (1%)",
    ]);
  });
});

describe("shares of the total", () => {
  it("are whole percentages, rounded to the nearest", () => {
    expect(formatShare(70, 120, "en")).toBe("58%");
    expect(formatShare(50, 120, "en")).toBe("42%");
    expect(formatShare(1, 101, "en")).toBe("1%");
    expect(formatShare(100, 101, "en")).toBe("99%");
    expect(formatShare(1, 200, "en")).toBe("1%");
    expect(formatShare(50, 50, "en")).toBe("100%");
  });

  it("are written with the percent sign and spacing of the page's language", () => {
    expect(formatShare(70, 120, "de")).toBe("58\u00a0%");
    expect(formatShare(1, 201, "fr")).toMatch(/^<1\s%$/);
  });

  it("read <1% when an option that can still win rounds down to nothing", () => {
    expect(formatShare(1, 201, "en")).toBe("<1%");
    expect(formatShare(1, 500_000, "en")).toBe("<1%");
  });

  it("are 0% when nothing counts", () => {
    expect(formatShare(50, 0, "en")).toBe("0%");
    expect(formatShare(0, 100, "en")).toBe("0%");
  });

  it("show 0% for a blank row, whatever its slider says", () => {
    const [pizza, blank, sushi] = rowsOf(["Pizza", 75], [" ", 100], ["Sushi", 25]);
    const total = sumWeights(collectWeightedOptions([pizza!, blank!, sushi!]));
    expect([pizza, blank, sushi].map((row) => formatRowShare(row!, total, "en"))).toEqual(["75%", "0%", "25%"]);
  });
});
