import { describe, expect, it } from "vitest";
import {
  appendChoiceRow,
  collectChoiceRows,
  collectChoices,
  createChoiceRows,
  removeChoiceRow,
  updateChoiceRow,
} from "~/kernel/lists/domain/choice-list";

describe("choice rows", () => {
  it("start with two blank rows", () => {
    const rows = createChoiceRows([]);
    expect(rows.map((row) => row.text)).toEqual(["", ""]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(2);
  });

  it("keep prefilled texts and pad to the minimum", () => {
    expect(createChoiceRows(["Pizza"], 4).map((row) => row.text)).toEqual(["Pizza", "", "", ""]);
    expect(createChoiceRows(["a", "b", "c"]).map((row) => row.text)).toEqual(["a", "b", "c"]);
  });

  it("collect trimmed non-blank choices in order", () => {
    const rows = createChoiceRows(["  Tea ", "", "   ", "Coffee", "<b>x</b>"]);
    expect(collectChoices(rows)).toEqual(["Tea", "Coffee", "<b>x</b>"]);
  });

  it("collect the rows with text as they are, so a pick can name the row it came from", () => {
    const rows = createChoiceRows(["  Tea ", "", "Coffee"]);
    expect(collectChoiceRows(rows)).toEqual([rows[0], rows[2]]);
  });

  it("update one row by id and leave the others untouched", () => {
    const rows = createChoiceRows(["a", "b"]);
    const updated = updateChoiceRow(rows, rows[1]!.id, "c");
    expect(updated.map((row) => row.text)).toEqual(["a", "c"]);
    expect(updated[0]).toBe(rows[0]);
  });

  it("never remove below two rows", () => {
    const two = createChoiceRows(["a", "b"]);
    expect(removeChoiceRow(two, two[0]!.id)).toHaveLength(2);
    const three = appendChoiceRow(two);
    expect(removeChoiceRow(three, three[0]!.id).map((row) => row.text)).toEqual(["b", ""]);
  });
});
