import { describe, expect, it } from "vitest";
import { csvCell } from "~/kernel/format/domain/csv-cell";

describe("csvCell", () => {
  it("leaves plain text alone", () => {
    expect(csvCell("Pizza night")).toBe("Pizza night");
    expect(csvCell("")).toBe("");
  });

  it("quotes text with a comma, quote or line break, doubling the quotes", () => {
    expect(csvCell("Tea, please")).toBe('"Tea, please"');
    expect(csvCell('The "big" one')).toBe('"The ""big"" one"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("two\r\nlines")).toBe('"two\r\nlines"');
  });

  it.each(["=cmd|' /C calc'!A0", "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"])(
    "defuses a cell that a spreadsheet would run as a formula: %j",
    (text) => {
      const cell = csvCell(text);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1) : cell;
      expect(unquoted).toBe(`'${text}`);
    },
  );

  it("defuses first, then quotes what the defused text needs", () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it("leaves formula characters alone anywhere but the start", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("Tea - hot")).toBe("Tea - hot");
  });
});
