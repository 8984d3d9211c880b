import { choiceLines, readWeight, weightedLines, type ListTextFormat } from "~/kernel/lists/domain/list-text";
import { defaultWeight, type WeightedOption } from "~/kernel/lists/domain/weighted-options";

/** A file the visitor chose, already read as text. */
export interface ListFile {
  name: string;
  text: string;
}

/** The entries a file holds, or one sentence saying what is wrong with it (naming the line where there is one). */
export type ListFileReading<Item> = { ok: true; items: Item[] } | { ok: false; message: string };

/** How one kind of list reads from a file. */
export interface ListFileKind<Item> {
  /** What the entries are called in messages, e.g. "choices". */
  noun: string;
  lines: ListTextFormat<Item>;
  /** One CSV row's entry (null for a blank row), or why the row cannot be read. */
  readCsvRow(fields: string[], line: number): Item | null | { error: string };
}

/** CSV rows: the first column is the choice, any other column is ignored. */
export const choiceFile: ListFileKind<string> = {
  noun: "choices",
  lines: choiceLines,
  readCsvRow: ([first = ""]) => first.trim() || null,
};

/**
 * CSV rows of a name and an optional number (a giveaway's ticket count, a player's rating), each kept as the
 * line `name, number` that the page then reads; a first row whose number is not a number is a header.
 */
export function nameAndNumberFile(noun: string): ListFileKind<string> {
  return {
    noun,
    lines: choiceLines,
    readCsvRow([first = "", second = ""], line) {
      const [name, number] = [first.trim(), second.trim()];
      if (!number) return name || null;
      if (line === 1 && Number.isNaN(Number(number))) return null;
      return `${name}, ${number}`;
    },
  };
}

/** CSV rows: the choice, then an optional weight; a first row whose weight is not a number is a header. */
export const weightedFile: ListFileKind<WeightedOption> = {
  noun: "options",
  lines: weightedLines,
  readCsvRow([first = "", second = ""], line) {
    const text = first.trim();
    if (!text && !second.trim()) return null;
    if (!second.trim()) return { text, weight: defaultWeight };
    const weight = readWeight(second);
    if (!weight.ok)
      return line === 1 && Number.isNaN(Number(second.replace("%", ""))) ? null : { error: weight.message };
    if (!text) return { error: "there is a weight but no option" };
    return { text, weight: weight.weight };
  },
};
