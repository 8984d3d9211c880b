import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { RankInPairs } from "~/features/vote/components/rank-in-pairs";
import { Announcer } from "~/kernel/ui/components/announcer";
import { isolate } from "~/kernel/format/domain/isolate";

interface RankedBallotProps {
  options: readonly string[];
  ranking: readonly number[];
  onChange: (ranking: number[]) => void;
}

const moved = (ranking: readonly number[], from: number, to: number) => {
  const next = [...ranking];
  const [option] = next.splice(from, 1);
  next.splice(to, 0, option as number);
  return next;
};

/**
 * Ranked: the voter's order, built by adding options and moving them with buttons (keyboard and touch), by dragging
 * (mouse), or by answering This or That questions. Options left unranked count below every ranked one.
 */
export function RankedBallot({ options, ranking, onChange }: RankedBallotProps) {
  const { t, i18n } = useLingui();
  const [inPairs, setInPairs] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const [said, setSaid] = useState("");
  const unranked = options.map((_, option) => option).filter((option) => !ranking.includes(option));
  const nameOf = (option: number) => options[option] ?? "";
  const move = (from: number, to: number) => {
    onChange(moved(ranking, from, to));
    const [name, place] = [isolate(nameOf(ranking[from] as number)), to + 1];
    setSaid(t`${name} is now number ${place}.`);
  };

  if (inPairs) {
    return (
      <RankInPairs
        options={options}
        onDone={(order) => {
          onChange(order);
          setInPairs(false);
          // The names in order, as the page's language lists them ("A, B and C" reads as a conjunction, not an order).
          const list = new Intl.ListFormat(i18n.locale, { type: "unit", style: "short" }).format(
            order.map((option) => isolate(nameOf(option))),
          );
          setSaid(t`Ranking ready: ${list}.`);
        }}
        onCancel={() => setInPairs(false)}
      />
    );
  }
  return (
    <div className="vote-ballot-options">
      <h4 id="vote-ranking-heading">
        <Trans>Your ranking</Trans>
      </h4>
      {ranking.length === 0 ? (
        <p className="hint">
          <Trans>Add options in the order you prefer them, or rank them two at a time.</Trans>
        </p>
      ) : (
        <ol className="vote-ranking" aria-labelledby="vote-ranking-heading">
          {ranking.map((option, place) => {
            const name = nameOf(option);
            return (
              <li
                key={option}
                draggable
                className={dragged === place ? "vote-dragged" : undefined}
                onDragStart={() => setDragged(place)}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragged !== null && dragged !== place) move(dragged, place);
                  setDragged(null);
                }}
              >
                <span className="vote-place">{place + 1}.</span>
                <bdi className="vote-option-name">{name}</bdi>
                <span className="vote-rank-buttons">
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={t`Move ${name} up`}
                    disabled={place === 0}
                    onClick={() => move(place, place - 1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={t`Move ${name} down`}
                    disabled={place === ranking.length - 1}
                    onClick={() => move(place, place + 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={t`Take ${name} out of the ranking`}
                    onClick={() => {
                      onChange(ranking.filter((kept) => kept !== option));
                      const isolated = isolate(name);
                      setSaid(t`${isolated} is no longer ranked.`);
                    }}
                  >
                    ✕
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {unranked.length > 0 && (
        <>
          <h4>{ranking.length > 0 ? t`Not ranked (below every ranked option)` : t`Not ranked`}</h4>
          <ul className="vote-unranked">
            {unranked.map((option) => {
              const name = nameOf(option);
              return (
                <li key={option}>
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => {
                      onChange([...ranking, option]);
                      const [isolated, place] = [isolate(name), ranking.length + 1];
                      setSaid(t`${isolated} is number ${place}.`);
                    }}
                  >
                    <Trans>
                      Add <bdi>{name}</bdi>
                    </Trans>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <div className="button-row">
        <button type="button" className="button" onClick={() => setInPairs(true)}>
          <Trans>Rank two at a time</Trans>
        </button>
      </div>
      <Announcer message={said} />
    </div>
  );
}
