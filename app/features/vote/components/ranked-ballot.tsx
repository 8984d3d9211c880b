import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type PointerEvent } from "react";
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

/** The control a focus key names (`data-focus-key`): an option's add, up, down or out button, or the pairs button. */
type FocusKey = `${"add" | "up" | "down" | "out"}-${number}` | "pairs";

/**
 * Ranked: the voter's order, built by adding options and moving them with buttons (keyboard and touch), by dragging
 * (mouse, touch or pen, from the row's grip), or by answering This or That questions. Options left unranked count below
 * every ranked one. A button that leaves the screen (an option added or taken out, the pairs opened or closed) hands the
 * focus to the control a keyboard user wants next, so ranking n options takes n presses of Enter.
 */
export function RankedBallot({ options, ranking, onChange }: RankedBallotProps) {
  const { t, i18n } = useLingui();
  const [inPairs, setInPairs] = useState(false);
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null);
  const ballotRef = useRef<HTMLDivElement>(null);
  // Set with a change whose button leaves the screen; focused once that change is drawn.
  const focusNext = useRef<FocusKey | null>(null);
  useEffect(() => {
    const key = focusNext.current;
    if (key === null) return;
    const target = ballotRef.current?.querySelector<HTMLElement>(`[data-focus-key="${key}"]`);
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });
  const [said, setSaid] = useState("");
  const unranked = options.map((_, option) => option).filter((option) => !ranking.includes(option));
  const nameOf = (option: number) => options[option] ?? "";
  const move = (from: number, to: number) => {
    onChange(moved(ranking, from, to));
    const [name, place] = [isolate(nameOf(ranking[from] as number)), to + 1];
    setSaid(t`${name} is now number ${place}.`);
  };
  // The focus stays on the pressed arrow (React may move its row, which drops the focus), unless the row reaches the
  // list's end, where that arrow is disabled: then on the other one.
  const moveByButton = (from: number, to: number) => {
    const option = ranking[from] as number;
    const atEnd = to === 0 || to === ranking.length - 1;
    focusNext.current = to < from !== atEnd ? `up-${option}` : `down-${option}`;
    move(from, to);
  };
  // A drag starts from the row's grip (touch, pen or mouse) or, with a mouse, anywhere on the row but its buttons; it
  // lands on the row under the pointer. The grip takes no scrolling (touch-action), so a finger drags rather than scrolls.
  const startDrag = (event: PointerEvent<HTMLLIElement>, place: number) => {
    const target = event.target as Element;
    if (event.button !== 0 || target.closest("button")) return;
    if (event.pointerType !== "mouse" && !target.closest(".vote-grip")) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ from: place, over: place });
  };
  const dragOver = (event: PointerEvent<HTMLLIElement>) => {
    if (!drag) return;
    const row = document
      .elementFromPoint(event.clientX, event.clientY)
      ?.closest<HTMLElement>(".vote-ranking [data-place]");
    const over = row ? Number(row.dataset.place) : drag.over;
    if (over !== drag.over) setDrag({ ...drag, over });
  };

  if (inPairs) {
    return (
      <RankInPairs
        options={options}
        onDone={(order) => {
          onChange(order);
          setInPairs(false);
          focusNext.current = "pairs";
          // The names in order, as the page's language lists them ("A, B and C" reads as a conjunction, not an order).
          const list = new Intl.ListFormat(i18n.locale, { type: "unit", style: "short" }).format(
            order.map((option) => isolate(nameOf(option))),
          );
          setSaid(t`Ranking ready: ${list}.`);
        }}
        onCancel={() => {
          setInPairs(false);
          focusNext.current = "pairs";
        }}
      />
    );
  }
  return (
    <div className="vote-ballot-options" ref={ballotRef}>
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
                data-place={place}
                className={drag?.from === place ? "vote-dragged" : drag?.over === place ? "vote-drop-here" : undefined}
                onPointerDown={(event) => startDrag(event, place)}
                onPointerMove={dragOver}
                onPointerUp={() => {
                  if (drag && drag.over !== drag.from) move(drag.from, drag.over);
                  setDrag(null);
                }}
                onPointerCancel={() => setDrag(null)}
              >
                <span className="vote-grip" aria-hidden="true">
                  ⠿
                </span>
                <span className="vote-place">{place + 1}.</span>
                <bdi className="vote-option-name">{name}</bdi>
                <span className="vote-rank-buttons">
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={t`Move ${name} up`}
                    data-focus-key={`up-${option}`}
                    disabled={place === 0}
                    onClick={() => moveByButton(place, place - 1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={t`Move ${name} down`}
                    data-focus-key={`down-${option}`}
                    disabled={place === ranking.length - 1}
                    onClick={() => moveByButton(place, place + 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={t`Take ${name} out of the ranking`}
                    data-focus-key={`out-${option}`}
                    onClick={() => {
                      // The next row's out button, or the previous row's; with none left, this option's add button.
                      const neighbour = ranking[place + 1] ?? ranking[place - 1];
                      focusNext.current = neighbour === undefined ? `add-${option}` : `out-${neighbour}`;
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
            {unranked.map((option, index) => {
              const name = nameOf(option);
              return (
                <li key={option}>
                  <button
                    type="button"
                    className="button button-small"
                    data-focus-key={`add-${option}`}
                    onClick={() => {
                      // The next option to add, or the previous one; with none left, the option just ranked.
                      const neighbour = unranked[index + 1] ?? unranked[index - 1];
                      focusNext.current =
                        neighbour !== undefined
                          ? `add-${neighbour}`
                          : ranking.length > 0
                            ? `up-${option}`
                            : `out-${option}`;
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
        <button type="button" className="button" data-focus-key="pairs" onClick={() => setInPairs(true)}>
          <Trans>Rank two at a time</Trans>
        </button>
      </div>
      <Announcer message={said} />
    </div>
  );
}
