import { useMemo } from "react";
import { formatCount } from "~/kernel/format/domain/count";
import { findLookalikeNames, type LookalikeNames } from "~/kernel/lists/domain/lookalike-names";

const namedPairs = 5;

const differences: Record<LookalikeNames["difference"], string> = {
  letters: "different letters that look the same",
  invisible: "they differ only in invisible characters or spaces",
};

export interface LookalikeNamesProps {
  /** Every row of the list, blank ones too, so that a line's number is its row's. */
  rows: readonly string[];
  /** The name a row gives, as the list's reading reads it, or null where it gives none. */
  nameOf: (row: string) => string | null;
}

/** Names on different lines that look the same but are written differently: a second entry in disguise, or a slip. */
export function LookalikeNamesNotice({ rows, nameOf }: LookalikeNamesProps) {
  const pairs = useMemo(() => findLookalikeNames(rows.map(nameOf)), [rows, nameOf]);
  if (pairs.length === 0) return null;
  const more = pairs.length - namedPairs;
  return (
    <div className="notice" role="status">
      <p>Some names look alike but are written differently. Check that they are different people:</p>
      <ul>
        {pairs.slice(0, namedPairs).map(({ lines: [first, second], names: [one, other], difference }) => (
          <li key={`${first} ${second}`}>
            {`Lines ${first} and ${second} look alike: “`}
            <bdi>{one}</bdi>
            {"” and “"}
            <bdi>{other}</bdi>
            {`” (${differences[difference]}).`}
          </li>
        ))}
      </ul>
      {more > 0 && <p>{`And ${formatCount(more)} more.`}</p>}
    </div>
  );
}
