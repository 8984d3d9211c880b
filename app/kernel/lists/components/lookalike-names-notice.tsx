import { useMemo } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { findLookalikeNames, type LookalikeNames } from "~/kernel/lists/domain/lookalike-names";

const namedPairs = 5;

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
      <p>
        <Trans>Some names look alike but are written differently. Check that they are different people:</Trans>
      </p>
      <ul>
        {pairs.slice(0, namedPairs).map((pair) => (
          <li key={`${pair.lines[0]} ${pair.lines[1]}`}>
            <LookalikePair pair={pair} />
          </li>
        ))}
      </ul>
      {more > 0 && <MorePairs more={more} />}
    </div>
  );
}

/** One pair, each name set apart in a `<bdi>` so that a name in another script keeps its direction. */
function LookalikePair({ pair: { lines, names, difference } }: { pair: LookalikeNames }) {
  const [first, second] = lines;
  const [one, other] = names;
  return difference === "invisible" ? (
    <Trans>
      Lines {first} and {second} look alike: “<bdi>{one}</bdi>” and “<bdi>{other}</bdi>” (they differ only in invisible
      characters or spaces).
    </Trans>
  ) : (
    <Trans>
      Lines {first} and {second} look alike: “<bdi>{one}</bdi>” and “<bdi>{other}</bdi>” (different letters that look
      the same).
    </Trans>
  );
}

function MorePairs({ more }: { more: number }) {
  const { t } = useLingui();
  return <p>{t`And ${more} more.`}</p>;
}
