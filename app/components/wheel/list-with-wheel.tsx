import { type ReactNode, useRef } from "react";
import { WheelPanel } from "~/components/wheel/wheel-panel";
import type { WheelEntry } from "~/domain/wheel";
import type { WheelState } from "~/hooks/use-wheel-decision";

interface ListWithWheelProps {
  wheel: WheelState;
  /** The list as it is now, one entry per name with text. */
  entries: readonly WheelEntry[];
  /** One entry of the list, e.g. "choice". */
  noun: string;
  /** Spins, for full screen's own button and keys; undefined while there is nothing to decide. */
  onSpin: (() => void) | undefined;
  /** The result card, when there is a result. */
  result: ReactNode;
  /** The list, its decision button and its tools. */
  children: ReactNode;
}

/**
 * The list with the wheel beside it (under it on phones), the result under the wheel; in the card view, the list
 * with the result under it. The list keeps its place in both, so switching views loses nothing typed.
 */
export function ListWithWheel({ wheel, entries, noun, onSpin, result, children }: ListWithWheelProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <div className="decider-columns">
        <div className="decider-list">{children}</div>
        {wheel.view === "wheel" && (
          // Full screen shows this whole stage, result included; it takes the focus there, so keys reach it.
          <div ref={stageRef} className="wheel-stage" tabIndex={-1}>
            <WheelPanel stageRef={stageRef} wheel={wheel} entries={entries} noun={noun} onSpin={onSpin} />
            {result}
          </div>
        )}
      </div>
      {wheel.view === "card" && result}
    </>
  );
}
