import { describe, expect, it } from "vitest";
import { choiceLines, weightedLines } from "~/kernel/lists/domain/list-text";
import { parseInParts } from "~/kernel/lists/domain/list-text-in-parts";

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
});
