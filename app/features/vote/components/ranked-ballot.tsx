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
  const [inPairs, setInPairs] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const [said, setSaid] = useState("");
  const unranked = options.map((_, option) => option).filter((option) => !ranking.includes(option));
  const move = (from: number, to: number) => {
    onChange(moved(ranking, from, to));
    setSaid(`${isolate(options[ranking[from] as number] ?? "")} is now number ${to + 1}.`);
  };

  if (inPairs) {
    return (
      <RankInPairs
        options={options}
        onDone={(order) => {
          onChange(order);
          setInPairs(false);
          setSaid(`Ranking ready: ${order.map((option) => options[option]).join(", ")}.`);
        }}
        onCancel={() => setInPairs(false)}
      />
    );
  }
  return (
    <div className="vote-ballot-options">
      <h4 id="vote-ranking-heading">Your ranking</h4>
      {ranking.length === 0 ? (
        <p className="hint">Add options in the order you prefer them, or rank them two at a time.</p>
      ) : (
        <ol className="vote-ranking" aria-labelledby="vote-ranking-heading">
          {ranking.map((option, place) => (
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
              <bdi className="vote-option-name">{options[option]}</bdi>
              <span className="vote-rank-buttons">
                <button
                  type="button"
                  className="button button-small"
                  aria-label={`Move ${options[option]} up`}
                  disabled={place === 0}
                  onClick={() => move(place, place - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button-small"
                  aria-label={`Move ${options[option]} down`}
                  disabled={place === ranking.length - 1}
                  onClick={() => move(place, place + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button button-small"
                  aria-label={`Take ${options[option]} out of the ranking`}
                  onClick={() => {
                    onChange(ranking.filter((kept) => kept !== option));
                    setSaid(`${isolate(options[option] ?? "")} is no longer ranked.`);
                  }}
                >
                  ✕
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {unranked.length > 0 && (
        <>
          <h4>Not ranked{ranking.length > 0 ? " (below every ranked option)" : ""}</h4>
          <ul className="vote-unranked">
            {unranked.map((option) => (
              <li key={option}>
                <button
                  type="button"
                  className="button button-small"
                  onClick={() => {
                    onChange([...ranking, option]);
                    setSaid(`${isolate(options[option] ?? "")} is number ${ranking.length + 1}.`);
                  }}
                >
                  Add {options[option]}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="button-row">
        <button type="button" className="button" onClick={() => setInPairs(true)}>
          Rank two at a time
        </button>
      </div>
      <Announcer message={said} />
    </div>
  );
}
