import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId, useRef } from "react";
import { maximumSpinSeconds, minimumSpinSeconds } from "~/features/wheel/domain/wheel";
import { useChangeWheelPreferences } from "~/features/wheel/hooks/use-wheel-preferences";
import type { WheelPreferences } from "~/features/wheel/storage/wheel-preferences";
import { useKeepEarlyInput } from "~/kernel/lists/hooks/use-keep-early-input";
import { CheckRow } from "~/kernel/ui/components/check-row";

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
  const { t } = useLingui();
  const change = useChangeWheelPreferences();
  const timeId = useId();
  const timeRef = useRef<HTMLSelectElement>(null);
  useKeepEarlyInput(timeRef, (select) => change({ spinSeconds: Number(select.value) }));
  return (
    <div className="wheel-controls">
      {fullscreen.active && (
        <button type="button" className="button button-primary button-large" disabled={!onSpin} onClick={onSpin}>
          {t`Spin the wheel`}
        </button>
      )}
      <div className="wheel-control">
        <label htmlFor={timeId}>{t`Spin time`}</label>
        <select
          ref={timeRef}
          id={timeId}
          className="wheel-select"
          value={Math.round(spinMs / 1000)}
          onChange={(event) => change({ spinSeconds: Number(event.target.value) })}
        >
          {spinSeconds.map((seconds) => (
            <option key={seconds} value={seconds}>
              {t`${plural(seconds, { one: "# second", other: "# seconds" })}`}
            </option>
          ))}
        </select>
      </div>
      <CheckRow
        className="wheel-control wheel-check"
        checked={preferences.tickSound}
        onCheck={(tickSound) => change({ tickSound })}
      >
        {t`Tick sound`}
      </CheckRow>
      <CheckRow
        className="wheel-control wheel-check"
        checked={preferences.celebrate}
        onCheck={(celebrate) => change({ celebrate })}
      >
        {t`Celebrate the winner`}
      </CheckRow>
      {fullscreen.supported && (
        <button type="button" className="button" onClick={fullscreen.toggle}>
          {fullscreen.active ? t`Leave full screen` : t`Full screen`}
        </button>
      )}
    </div>
  );
}
