import { useId } from "react";
import { maximumSpinSeconds, minimumSpinSeconds } from "~/features/wheel/domain/wheel";
import { useChangeWheelPreferences } from "~/features/wheel/hooks/use-wheel-preferences";
import type { WheelPreferences } from "~/features/wheel/storage/wheel-preferences";

interface WheelControlsProps {
  preferences: WheelPreferences;
  /** How long a spin lasts now: the visitor's choice, else the page's suspense time. */
  spinMs: number;
  fullscreen: { supported: boolean; active: boolean; toggle: () => void };
  onSpin: (() => void) | undefined;
}

const spinSeconds = Array.from(
  { length: maximumSpinSeconds - minimumSpinSeconds + 1 },
  (_, i) => minimumSpinSeconds + i,
);

/** The spin time, the tick sound and the celebration, remembered on this device, and full screen. */
export function WheelControls({ preferences, spinMs, fullscreen, onSpin }: WheelControlsProps) {
  const change = useChangeWheelPreferences();
  const timeId = useId();
  return (
    <div className="wheel-controls">
      {fullscreen.active && (
        <button type="button" className="button button-primary button-large" disabled={!onSpin} onClick={onSpin}>
          Spin the wheel
        </button>
      )}
      <div className="wheel-control">
        <label htmlFor={timeId}>Spin time</label>
        <select
          id={timeId}
          className="wheel-select"
          value={Math.round(spinMs / 1000)}
          onChange={(event) => change({ spinSeconds: Number(event.target.value) })}
        >
          {spinSeconds.map((seconds) => (
            <option key={seconds} value={seconds}>
              {seconds === 1 ? "1 second" : `${seconds} seconds`}
            </option>
          ))}
        </select>
      </div>
      <label className="wheel-control wheel-check">
        <input
          type="checkbox"
          checked={preferences.tickSound}
          onChange={(event) => change({ tickSound: event.target.checked })}
        />
        Tick sound
      </label>
      <label className="wheel-control wheel-check">
        <input
          type="checkbox"
          checked={preferences.celebrate}
          onChange={(event) => change({ celebrate: event.target.checked })}
        />
        Celebrate the winner
      </label>
      {fullscreen.supported && (
        <button type="button" className="button" onClick={fullscreen.toggle}>
          {fullscreen.active ? "Leave full screen" : "Full screen"}
        </button>
      )}
    </div>
  );
}
