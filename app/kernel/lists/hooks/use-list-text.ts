import { useState } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { type ListTextFormat } from "~/kernel/lists/domain/list-text";

/** The line the text cannot read, and why, for the page to say in its language. */
type UnreadableLine = { line: number; message: MessageDescriptor };

interface ListTextOptions<Row, Item> {
  rows: readonly Row[];
  onChange: (update: (rows: readonly Row[]) => Row[]) => void;
  lines: ListTextFormat<Item>;
  toItems: (rows: readonly Row[]) => Item[];
  toRows: (items: Item[]) => Row[];
}

interface TextDraft<Row> {
  text: string;
  /** The rows the text was last read into (or written from). */
  source: readonly Row[];
  error: UnreadableLine | null;
}

/**
 * The list as one text, an entry per line. Every readable edit goes straight to the rows, so deciding and switching
 * back always use what the text says; an unreadable one keeps the text as typed and says which line is wrong.
 */
export function useListText<Row, Item>({ rows, onChange, lines, toItems, toRows }: ListTextOptions<Row, Item>) {
  const [draft, setDraft] = useState<TextDraft<Row> | null>(null);
  const writeText = (from: readonly Row[]): TextDraft<Row> => ({
    text: lines.format(toItems(from)),
    source: from,
    error: null,
  });

  // Changed from elsewhere (Start Over, an import, a removed winner): the text shows the list as it now is.
  let current = draft;
  if (draft && draft.source !== rows) {
    current = writeText(rows);
    setDraft(current);
  }

  const change = (text: string) => {
    const reading = lines.parse(text);
    if (!reading.ok) return setDraft({ text, source: rows, error: { line: reading.line, message: reading.message } });
    const next = toRows(reading.items);
    onChange(() => next);
    setDraft({ text, source: next, error: null });
  };

  return {
    textMode: current !== null,
    text: current?.text ?? "",
    error: current?.error ?? null,
    /** Switches between the text and the rows; stays on an unreadable text, returning false. */
    toggle(): boolean {
      if (!current) {
        setDraft(writeText(rows));
        return true;
      }
      if (current.error) return false;
      setDraft(null);
      return true;
    },
    change,
  };
}
