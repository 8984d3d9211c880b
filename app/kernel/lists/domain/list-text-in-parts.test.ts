import { describe, expect, it } from "vitest";
import { choiceLines, weightedLines } from "~/kernel/lists/domain/list-text";
import { parseInParts, readRowsInParts } from "~/kernel/lists/domain/list-text-in-parts";

describe("reading a long paste in parts", () => {
  const noPause = () => Promise.resolve();

  it("reads what one parse reads, pausing before each part", async () => {
    const text = Array.from({ length: 25 }, (_, index) =>
      index % 4 === 3 ? "  " : `Option ${index}, ${index + 1}`,
    ).join("\r\n");
    let pauses = 0;
    const reading = await parseInParts(weightedLines, text, () => Promise.resolve(void (pauses += 1)), 10);
    expect(reading).toEqual(weightedLines.parse(text));
    expect(pauses).toBe(3);
  });

  it("numbers a line that cannot be read in the whole text, not in its part", async () => {
    const lines = Array.from({ length: 30 }, (_, index) => `Option ${index}`);
    lines[23] = "Option 23, 500";
    const reading = await parseInParts(weightedLines, lines.join("\n"), noPause, 10);
    expect(reading).toMatchObject({ ok: false, line: 24 });
    expect(reading).toEqual(weightedLines.parse(lines.join("\n")));
  });

  it("reads choices the same in one part or many", async () => {
    const text = "A\n\nB\rC\r\n  D  \n";
    expect(await parseInParts(choiceLines, text, noPause, 2)).toEqual(choiceLines.parse(text));
  });

  it("makes a pasted list's rows a part at a time, each task making at most a part's rows, as one map makes them", async () => {
    const text = Array.from({ length: 25 }, (_, index) => (index % 5 === 4 ? "" : `Entrant ${index}`)).join("\n");
    const madePerTask: number[] = [];
    const made: string[] = [];
    const createRow = (item: string) => {
      made.push(item);
      const task = madePerTask.length - 1;
      madePerTask[task] = (madePerTask[task] ?? 0) + 1;
      return { id: made.length, text: item };
    };
    const pause = () => Promise.resolve(void madePerTask.push(0));
    const { reading, rows } = await readRowsInParts(choiceLines, text, createRow, pause, 10);
    const parsed = choiceLines.parse(text);
    expect(reading).toEqual(parsed);
    expect(rows).toEqual(parsed.ok ? parsed.items.map((item, index) => ({ id: index + 1, text: item })) : null);
    // Three pauses before the three parts read, then two before the two parts of 20 entries made into rows.
    expect(madePerTask).toEqual([0, 0, 0, 10, 10]);
  });

  it("makes no row of a list with a line it cannot read", async () => {
    let made = 0;
    const { reading, rows } = await readRowsInParts(weightedLines, "A, 3\nB, 500", () => made++, noPause);
    expect(reading).toMatchObject({ ok: false, line: 2 });
    expect(rows).toEqual([]);
    expect(made).toBe(0);
  });
});
