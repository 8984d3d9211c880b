// Plain-text tables for the measurement scripts' console reports.

/**
 * Columns padded to their widest cell; the columns listed in `alignRight` (indexes) line up on the right.
 *
 * @param {string[]} headers
 * @param {unknown[][]} rows
 * @param {{ alignRight?: number[] }} [options]
 */
export function formatTable(headers, rows, { alignRight = [] } = {}) {
  const cells = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)));
  /** @param {string[]} row */
  const formatRow = (row) =>
    row
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return alignRight.includes(column) ? cell.padStart(width) : cell.padEnd(width);
      })
      .join(" | ")
      .trimEnd();
  const divider = widths.map((width) => "-".repeat(width)).join("-|-");
  return [formatRow(cells[0] ?? []), divider, ...cells.slice(1).map(formatRow)].join("\n");
}
