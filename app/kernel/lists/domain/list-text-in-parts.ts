import type { ListReading, ListTextFormat } from "~/kernel/lists/domain/list-text";

// Loaded when a whole list is pasted, not with the page: most visits paste none.
/**
 * The same reading as `format.parse(text)`, made `linesPerPart` lines at a time with `pause` between parts, so that a
 * long paste never holds the page in one task; a line that cannot be read keeps its number in the whole text.
 */
export async function parseInParts<Item>(
  format: ListTextFormat<Item>,
  text: string,
  pause: () => Promise<void>,
  linesPerPart = 5_000,
): Promise<ListReading<Item>> {
  const lineBreak = /\r\n|\r|\n/g;
  const items: Item[] = [];
  let start = 0;
  let linesBefore = 0;
  for (;;) {
    // Every part waits for its turn, the first too: the paste's own task only starts the reading.
    await pause();
    lineBreak.lastIndex = start;
    let breaks = 0;
    let end = text.length;
    for (let found = lineBreak.exec(text); found; found = lineBreak.exec(text)) {
      if (++breaks === linesPerPart) {
        end = found.index;
        break;
      }
    }
    const reading = format.parse(text.slice(start, end));
    if (!reading.ok) return { ...reading, line: reading.line + linesBefore };
    for (const item of reading.items) items.push(item);
    if (end === text.length) return { ok: true, items };
    start = lineBreak.lastIndex;
    linesBefore += breaks;
  }
}
