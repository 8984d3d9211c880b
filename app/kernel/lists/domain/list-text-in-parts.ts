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

/**
 * A pasted list read a part at a time (`parseInParts`), then each entry's row made a part at a time too: made in the
 * render that shows them, 100,000 rows held that render up some 40 ms at CPU ×4. The rows are what
 * `reading.items.map(createRow)` makes, in the same order.
 */
export async function readRowsInParts<Item, Row>(
  format: ListTextFormat<Item>,
  text: string,
  createRow: (item: Item) => Row,
  pause: () => Promise<void>,
  linesPerPart = 5_000,
): Promise<{ reading: ListReading<Item>; rows: Row[] }> {
  const reading = await parseInParts(format, text, pause, linesPerPart);
  const rows: Row[] = [];
  if (!reading.ok) return { reading, rows };
  for (let start = 0; start < reading.items.length; start += linesPerPart) {
    await pause();
    for (const item of reading.items.slice(start, start + linesPerPart)) rows.push(createRow(item));
  }
  return { reading, rows };
}
