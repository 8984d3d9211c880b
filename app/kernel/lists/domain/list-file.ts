import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ListNoun } from "~/kernel/lists/domain/list-nouns";
import { choiceLines, readWeight, weightedLines, type ListTextFormat } from "~/kernel/lists/domain/list-text";
import { defaultWeight, type WeightedOption } from "~/kernel/lists/domain/weighted-options";

/** A file the visitor chose, already read as text. */
export interface ListFile {
  name: string;
  text: string;
}

/** Why a file gives no list: not a list file, not text, no entries, or a line that cannot be read and why. */
export type ListFileProblem =
  { kind: "not-list-file" | "not-text" | "empty" } | { kind: "line"; line: number; message: MessageDescriptor };

/** The entries a file holds, or what is wrong with it, for the page to say in its language. */
export type ListFileReading<Item> = { ok: true; items: Item[] } | { ok: false; problem: ListFileProblem };

/** How one kind of list reads from a file. */
export interface ListFileKind<Item> {
  /** What one entry is called in messages. */
  noun: ListNoun;
  lines: ListTextFormat<Item>;
  /** One CSV row's entry (null for a blank row), or why the row cannot be read. */
  readCsvRow(fields: string[], line: number): Item | null | { error: MessageDescriptor };
}

/** CSV rows: the first column is the choice, any other column is ignored. */
export const choiceFile: ListFileKind<string> = {
  noun: "choice",
  lines: choiceLines,
  readCsvRow: ([first = ""]) => first.trim() || null,
};

// The plural each page names its file's entries by.
const singular = { entrants: "entrant", names: "name" } as const satisfies Record<string, ListNoun>;

/**
 * CSV rows of a name and an optional number (a giveaway's ticket count, a player's rating), each kept as the
 * line `name, number` that the page then reads; a first row whose number is not a number is a header.
 */
export function nameAndNumberFile(nouns: keyof typeof singular): ListFileKind<string> {
  return {
    noun: singular[nouns],
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
  noun: "option",
  lines: weightedLines,
  readCsvRow([first = "", second = ""], line) {
    const text = first.trim();
    if (!text && !second.trim()) return null;
    if (!second.trim()) return { text, weight: defaultWeight };
    const weight = readWeight(second);
    if (!weight.ok)
      return line === 1 && Number.isNaN(Number(second.replace("%", ""))) ? null : { error: weight.message };
    if (!text)
      return {
        error: msg({
          message: "there is a weight but no option",
          comment: "Why a row of a CSV file cannot be read; it follows “line 3:”",
        }),
      };
    return { text, weight: weight.weight };
  },
};
