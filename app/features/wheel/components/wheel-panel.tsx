import { type RefObject, useEffect, useEffectEvent, useState } from "react";
import { WheelControls } from "~/features/wheel/components/wheel-controls";
import { WheelDisplay } from "~/features/wheel/components/wheel-display";
import { useLingui } from "@lingui/react/macro";
import { formatCount } from "~/kernel/format/domain/count";
import {
  maximumWheelEntries,
  sameWheelEntries,
  type WheelEntry,
  type WheelEntryKind,
} from "~/features/wheel/domain/wheel";
import { useFullscreen } from "~/features/wheel/hooks/use-fullscreen";
import { useMomentInView } from "~/features/wheel/hooks/use-moment-in-view";
import { usePrefersReducedMotion } from "~/kernel/ui/hooks/use-reduced-motion";
import type { WheelSpin, WheelState } from "~/features/wheel/hooks/use-wheel-decision";

interface WheelPanelProps {
  /** The stage the wheel and the result share: what full screen shows. */
  stageRef: RefObject<HTMLDivElement | null>;
  wheel: WheelState;
  entries: readonly WheelEntry[];
  entryKind: WheelEntryKind;
  onSpin: (() => void) | undefined;
}

// Keys typed into a control belong to it: Space ticks a box, Enter presses a button.
const ownsKeys = (target: EventTarget | null) =>
  target instanceof Element && target.closest("button, input, select, textarea, a, summary") !== null;

/**
 * The wheel with its notes and controls. While the wheel turns it shows the list the spin started with, and once it
 * stops it keeps showing that list, under the pointer the winner the card names, until the list is edited again.
 */
export function WheelPanel({ stageRef, wheel, entries, entryKind, onSpin }: WheelPanelProps) {
  const { t, i18n } = useLingui();
  const { spin, spinning, settled, preferences } = wheel;
  const reducedMotion = usePrefersReducedMotion();
  const fullscreen = useFullscreen(stageRef);
  const changedSinceSpin = spin !== null && (spinning || settled) && !sameWheelEntries(spin.entries, entries);
  const [stop, setStop] = useState<{ spin: WheelSpin; entries: readonly WheelEntry[] } | null>(null);
  if (settled && spin !== null && stop?.spin !== spin) setStop({ spin, entries });
  const editedSinceStop = stop?.spin === spin && !sameWheelEntries(stop.entries, entries);
  // The list as it is, unless it changed during the spin: an unchanged list keeps its drawing, not drawn again.
  const shown = changedSinceSpin && (spinning || !editedSinceStop) ? spin.entries : entries;

  useMomentInView(stageRef, {
    spinStart: spinning ? spin?.startedAt : undefined,
    settled,
    fullscreen: fullscreen.active,
  });

  // Full screen's Spin button is disabled while the wheel turns: the focus waits on the stage, where the keys spin.
  const spinFromButton =
    onSpin &&
    (() => {
      onSpin();
      stageRef.current?.focus({ preventScroll: true });
    });

  const spinFromKeys = useEffectEvent(() => onSpin?.());
  useEffect(() => {
    const stage = stageRef.current;
    if (!fullscreen.active || !stage) return;
    // In full screen, Space or Enter spins, as a presenter's clicker or keyboard would.
    const spinOnKey = (event: KeyboardEvent) => {
      if (event.key !== " " && event.key !== "Enter") return;
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
      if (event.defaultPrevented || ownsKeys(event.target)) return;
      event.preventDefault();
      spinFromKeys();
    };
    stage.addEventListener("keydown", spinOnKey);
    return () => stage.removeEventListener("keydown", spinOnKey);
  }, [fullscreen.active, stageRef]);

  const most = formatCount(maximumWheelEntries, i18n.locale);
  const listed = formatCount(shown.length, i18n.locale);
  return (
    <div className="wheel-panel">
      {/* Above the wheel, so that the wheel, its pointer and the result under it fit one screen. */}
      <WheelControls preferences={preferences} spinMs={wheel.spinMs} fullscreen={fullscreen} onSpin={spinFromButton} />
      {shown.length > maximumWheelEntries ? (
        <p className="wheel-message">
          {entryKind === "option"
            ? t`The wheel shows up to ${most} options, and this list has ${listed}. The decision is still made, fairly, and shown on the card.`
            : t`The wheel shows up to ${most} choices, and this list has ${listed}. The decision is still made, fairly, and shown on the card.`}
        </p>
      ) : (
        <WheelDisplay
          entries={shown}
          spin={spin}
          spinning={spinning}
          motion={!reducedMotion}
          tickSound={preferences.tickSound}
          celebrate={preferences.celebrate && settled && !reducedMotion}
          entryKind={entryKind}
        />
      )}
      {/* Polite, but not a status: the page's one status region is the announcer of results. */}
      <p className="wheel-note" aria-live="polite">
        {changedSinceSpin &&
          (spinning
            ? t`The list changed during the spin: the wheel finishes with the list it started with.`
            : t`This result comes from the list as it was when the spin started; the list has changed since.`)}
      </p>
    </div>
  );
}
