import { describe, expect, it } from "vitest";
import { choiceFile, nameAndNumberFile, weightedFile } from "~/kernel/lists/domain/list-file";
import { readListFile } from "~/kernel/lists/domain/list-file-reading";
import { createI18n } from "~/i18n/runtime";
import { wordFileProblem } from "~/kernel/lists/components/list-notice-words";
import type { ListFile, ListFileKind } from "~/kernel/lists/domain/list-file";

/** What a list page says, in English, about a file it cannot use; null for a file that reads. */
async function whyNot<Item>(file: ListFile, kind: ListFileKind<Item>): Promise<string | null> {
  const reading = await readListFile(file, kind);
  return reading.ok ? null : wordFileProblem(createI18n("en", {}), file.name, reading.problem, kind.noun);
}

describe("reading a list file", () => {
  it("reads a .txt file one choice per line, skipping a byte-order mark and blank lines", async () => {
    const reading = await readListFile({ name: "list.TXT", text: "\uFEFFPizza\r\n\r\n Sushi \n" }, choiceFile);
    expect(reading).toEqual({ ok: true, items: ["Pizza", "Sushi"] });
  });

  it("takes the first column of a CSV file, with quoted commas, quotes and line breaks inside quotes", async () => {
    const csv = 'Pizza,ignored\n"Salt, pepper",x\n"Say ""hi""",\n"Two\nlines"\n\n🍣\n';
    const reading = await readListFile({ name: "list.csv", text: csv }, choiceFile);
    expect(reading).toEqual({ ok: true, items: ["Pizza", "Salt, pepper", 'Say "hi"', "Two\nlines", "🍣"] });
  });

  it("reads weights from the second CSV column, the default when it is empty, and skips a header row", async () => {
    const csv = 'Option,Weight\nPizza,70\n"Salt, pepper", 5%\nSushi,\n';
    const reading = await readListFile({ name: "weights.csv", text: csv }, weightedFile);
    expect(reading).toEqual({
      ok: true,
      items: [
        { text: "Pizza", weight: 70 },
        { text: "Salt, pepper", weight: 5 },
        { text: "Sushi", weight: 50 },
      ],
    });
  });

  it("keeps a name and its number from CSV as one `name, number` line, skipping a header row", async () => {
    const csv = 'Name,Tickets\nAnn,3\n"Smith, John",2\nBob,\n,\nCy,x\n';
    const reading = await readListFile({ name: "entrants.csv", text: csv }, nameAndNumberFile("entrants"));
    // A second column that is not a number stays in the line as written.
    expect(reading).toEqual({ ok: true, items: ["Ann, 3", "Smith, John, 2", "Bob", "Cy, x"] });
  });

  it("reads `text, weight` lines from a .txt file on the weighted page", async () => {
    const reading = await readListFile({ name: "w.txt", text: "Pizza, 70\nSushi" }, weightedFile);
    expect(reading).toEqual({
      ok: true,
      items: [
        { text: "Pizza", weight: 70 },
        { text: "Sushi", weight: 50 },
      ],
    });
  });

  it("names the line of a weight it cannot use, counting lines inside quotes", async () => {
    const csv = 'Pizza,70\n"Two\nlines",20\nSushi,150\n';
    expect(await whyNot({ name: "w.csv", text: csv }, weightedFile)).toBe(
      "“w.csv”, line 4: the weight “150” is not a whole number from 1 to 100. Nothing was imported.",
    );
  });

  it("names the line where a quoted field is never closed", async () => {
    expect(await whyNot({ name: "bad.csv", text: 'Pizza\nSushi\n"Tacos,\nRamen\n' }, choiceFile)).toBe(
      "“bad.csv”, line 3: a quoted field is not closed. Nothing was imported.",
    );
  });

  it.each([
    [{ name: "photo.png", text: "x" }, "“photo.png” is not a .txt or .csv file."],
    [{ name: "list.txt", text: "\n \n" }, "“list.txt” has no choices in it."],
    [{ name: "list.csv", text: "abc\0def" }, "“list.csv” does not look like a text file."],
  ])("explains a file it cannot use: %j", async (file, message) => {
    expect(await whyNot(file, choiceFile)).toBe(message);
  });
});
