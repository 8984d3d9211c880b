import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  defaultWeight,
  maximumWeight,
  minimumWeight,
  type WeightedOption,
} from "~/kernel/lists/domain/weighted-options";

/** A list read from text: its entries, or the first line that could not be read and why (a clause, worded by the page). */
export type ListReading<Item> = { ok: true; items: Item[] } | { ok: false; line: number; message: MessageDescriptor };

/** How one kind of list is written as text and read back: the choice lists, or the weighted options. */
export interface ListTextFormat<Item> {
  parse(text: string): ListReading<Item>;
  format(items: readonly Item[]): string;
}

/** Whether `text` holds two lines or more that are not blank: a paste of a whole list, not of one entry. */
export function holdsSeveralLines(text: string): boolean {
  // Trimmed, the text starts and ends with a line that is not blank: a line break left inside parts two of them.
  return /[\r\n]/.test(text.trim());
}

/** The text's lines, each trimmed, with its 1-based line number; blank lines dropped. */
function readLines(text: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed) lines.push({ line: index + 1, text: trimmed });
  });
  return lines;
}

/** One choice per line, trimmed, blank lines dropped. */
export const choiceLines: ListTextFormat<string> = {
  // Without readLines' line numbers, which nothing here can get wrong: pasting 100,000 lines makes no object a line.
  parse(text) {
    const items: string[] = [];
    for (const line of text.split(/\r\n|\r|\n/)) {
      const trimmed = line.trim();
      if (trimmed) items.push(trimmed);
    }
    return { ok: true, items };
  },
  format: (choices) => choices.join("\n"),
};

// The part after the last comma reads as a weight only when it looks like a number: "Salt, pepper" is one choice.
const weightLike = /^[+-]?(\d+(\.\d*)?|\.\d+)\s*%?$/;

/**
 * A weight written in a list ("70", "70%"), or why it cannot be one. Shared by the text lines and CSV files so
 * both say the same thing about the same mistake.
 */
export function readWeight(written: string): { ok: true; weight: number } | { ok: false; message: MessageDescriptor } {
  const weight = Number(written.replace("%", "").trim());
  if (Number.isInteger(weight) && weight >= minimumWeight && weight <= maximumWeight) return { ok: true, weight };
  const typed = written.trim();
  return {
    ok: false,
    message: msg({
      message: `the weight “${typed}” is not a whole number from ${minimumWeight} to ${maximumWeight}`,
      comment: "Why a line of a list cannot be read; it follows “Line 3:”",
    }),
  };
}

/** Why a weighted line with a number after its comma but no text before it cannot be read. */
export const weightWithoutOption = msg({
  message: "there is a weight but no option before the comma",
  comment: "Why a line of a list cannot be read; it follows “Line 3:”",
});

/**
 * One option per line as `text, weight` (the weight after the last comma, 1–100); a line without a number after
 * its last comma is all text at the default weight. Written back with every weight, so any text round-trips.
 */
export const weightedLines: ListTextFormat<WeightedOption> = {
  parse(text) {
    const items: WeightedOption[] = [];
    for (const { line, text: content } of readLines(text)) {
      const comma = content.lastIndexOf(",");
      const written = comma === -1 ? "" : content.slice(comma + 1).trim();
      if (!weightLike.test(written)) {
        items.push({ text: content, weight: defaultWeight });
        continue;
      }
      const optionText = content.slice(0, comma).trim();
      if (!optionText) return { ok: false, line, message: weightWithoutOption };
      const weight = readWeight(written);
      if (!weight.ok) return { ok: false, line, message: weight.message };
      items.push({ text: optionText, weight: weight.weight });
    }
    return { ok: true, items };
  },
  format: (options) => options.map(({ text, weight }) => `${text}, ${weight}`).join("\n"),
};
