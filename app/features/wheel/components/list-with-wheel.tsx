import { lazy, type ReactNode, Suspense, useRef } from "react";
import { ViewSwitch } from "~/features/wheel/components/view-switch";
import type { WheelEntry, WheelEntryKind } from "~/features/wheel/domain/wheel";
import type { WheelState } from "~/features/wheel/hooks/use-wheel-decision";

interface ListWithWheelProps {
  /** The list's heading, shown beside the Wheel / Card switch; `headingId` lets the section name itself by it. */
  heading: string;
  headingId: string;
  wheel: WheelState;
  /** The list as it is now, one entry per name with text. */
  entries: readonly WheelEntry[];
  entryKind: WheelEntryKind;
  /** Spins, for full screen's own button and keys; undefined while there is nothing to decide. */
  onSpin: (() => void) | undefined;
  /** The result card, when there is a result. */
  result: ReactNode;
  /** The list, its decision button and its tools. */
  children: ReactNode;
}

// The picture, its drawing and its controls load after the page: the prerendered HTML already shows them, and
// hydration waits for this chunk at the wheel alone, so the rest of the page does not carry its bytes (budget of /).
const WheelPanel = lazy(() =>
  import("~/features/wheel/components/wheel-panel").then(({ WheelPanel }) => ({ default: WheelPanel })),
);

/**
 * The list's heading with the Wheel / Card switch, then the list with the wheel beside it (under it on phones),
 * the result under the wheel; in the card view, the list with the result under it. The list keeps its place in both, so switching views loses nothing typed.
 */
export function ListWithWheel({
  heading,
  headingId,
  wheel,
  entries,
  entryKind,
  onSpin,
  result,
  children,
}: ListWithWheelProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <div className="decider-heading">
        <h2 id={headingId} tabIndex={-1}>
          {heading}
        </h2>
        <ViewSwitch view={wheel.view} />
      </div>
      <div className="decider-columns">
        <div className="decider-list">{children}</div>
        {wheel.view === "wheel" && (
          // Full screen shows this whole stage, result included; it takes the focus there, so keys reach it.
          <div ref={stageRef} className="wheel-stage" tabIndex={-1}>
            <Suspense fallback={<div className="wheel-panel" />}>
              <WheelPanel stageRef={stageRef} wheel={wheel} entries={entries} entryKind={entryKind} onSpin={onSpin} />
            </Suspense>
            {result}
          </div>
        )}
      </div>
      {wheel.view === "card" && result}
    </>
  );
}

/**
 * Where the focus waits while a decision is made again from a control that went with its result (Pick again): on the
 * wheel, which brings itself into view as it turns, or in the card view on the list's heading.
 */
export function focusWhileDeciding(section: HTMLElement) {
  const stage = section.querySelector<HTMLElement>(".wheel-stage");
  if (stage) stage.focus({ preventScroll: true });
  else section.querySelector<HTMLElement>(".decider-heading h2")?.focus();
}
