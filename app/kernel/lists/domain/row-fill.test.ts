import { describe, expect, it } from "vitest";
import { fillRows, findAppendStart, findPasteStart } from "~/kernel/lists/domain/row-fill";

let nextId = 100;
const row = (text: string) => ({ id: nextId++, text });
const createRow = (text: string) => row(text);
const texts = (rows: readonly { text: string }[]) => rows.map((r) => r.text);

describe("filling rows with a list", () => {
  it("fills blank rows from the start row on, keeping their identity, and adds rows as needed", () => {
    const rows = [row("Keep"), row(""), row("")];
    const filled = fillRows(rows, 1, ["A", "B", "C"], createRow);
    expect(texts(filled)).toEqual(["Keep", "A", "B", "C"]);
    expect(filled[1]?.id).toBe(rows[1]?.id);
    expect(filled[2]?.id).toBe(rows[2]?.id);
  });

  it("never overwrites a row with text: the rest goes in before it", () => {
    const rows = [row(""), row("Typed"), row("")];
    expect(texts(fillRows(rows, 0, ["A", "B", "C"], createRow))).toEqual(["A", "B", "C", "Typed", ""]);
  });

  it("starts a paste in the field itself when it is blank, else right after it", () => {
    const rows = [row("Typed"), row(""), row("")];
    expect(findPasteStart(rows, 1)).toBe(1);
    expect(findPasteStart(rows, 0)).toBe(1);
  });

  it("appends an import after the last row with text, using the blank rows after it", () => {
    expect(findAppendStart([row(""), row("A"), row(""), row("B"), row(""), row("")])).toBe(4);
    expect(findAppendStart([row(""), row(" ")])).toBe(0);
    const rows = [row("A"), row(""), row("B"), row("")];
    expect(texts(fillRows(rows, findAppendStart(rows), ["C", "D"], createRow))).toEqual(["A", "", "B", "C", "D"]);
  });

  it("fills every layout of blank and typed rows as filling them one item at a time does", () => {
    // The rule read one item at a time: a blank row at the place reached takes the item, else the item goes in before it.
    const fillOneByOne = (rows: readonly { id: number; text: string }[], from: number, items: readonly string[]) => {
      const filled = rows.slice(0, from).map((r) => ({ ...r }));
      let next = from;
      for (const [index, item] of items.entries()) {
        const at = rows[next];
        if (at && at.text.trim() === "") {
          filled.push({ id: at.id, text: item });
          next++;
        } else filled.push({ id: 1000 + index, text: item });
      }
      return filled.concat(rows.slice(next));
    };
    for (let layout = 0; layout < 2 ** 5; layout++) {
      const rows = Array.from({ length: 5 }, (_, index) => ({
        id: index,
        text: layout & (1 << index) ? "Typed" : " ",
      }));
      for (let from = 0; from <= rows.length; from++) {
        for (let count = 0; count <= 4; count++) {
          const items = Array.from({ length: count }, (_, index) => `Item ${index}`);
          let made = 0;
          const filled = fillRows(rows, from, items, (text) => ({ id: 1000 + made++, text }));
          expect(made).toBe(count);
          expect(filled).toEqual(fillOneByOne(rows, from, items));
        }
      }
    }
  });
});
