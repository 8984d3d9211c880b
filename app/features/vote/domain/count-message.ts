import type { BallotRow, VoteCount } from "~/features/vote/domain/count";

/**
 * A count as the counting worker sends it to the page: its ballot rows written as one JSON text. Copied across
 * postMessage, 10,000 rows were some 40,000 objects to rebuild on the page in the task that received them (150 ms at
 * CPU ×4); one text is a single copy, and the page reads the rows only where they are shown (the recount's list).
 */
export type CountMessage = Omit<VoteCount, "rows"> & { rowsJson: string };

/** The worker's side: `count` with its rows as one text. */
export function packCount({ rows, ...count }: VoteCount): CountMessage {
  return { ...count, rowsJson: JSON.stringify(rows) };
}

/** The page's side: the same count again, its rows read from their text on first use and kept. */
export function unpackCount({ rowsJson, ...count }: CountMessage): VoteCount {
  let rows: BallotRow[] | null = null;
  return Object.defineProperty(count, "rows", {
    get: () => (rows ??= JSON.parse(rowsJson) as BallotRow[]),
    enumerable: true,
  }) as VoteCount;
}
