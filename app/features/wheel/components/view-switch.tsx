import { useId } from "react";
import { useChangeWheelPreferences } from "~/features/wheel/hooks/use-wheel-preferences";
import type { DecisionView } from "~/features/wheel/storage/wheel-preferences";

const views: { view: DecisionView; label: string }[] = [
  { view: "wheel", label: "Wheel" },
  { view: "card", label: "Card" },
];

/** Whether decisions spin the wheel or are revealed on the card alone; remembered on this device. */
export function ViewSwitch({ view: current }: { view: DecisionView }) {
  const name = useId();
  const change = useChangeWheelPreferences();
  return (
    <fieldset className="view-switch">
      <legend className="visually-hidden">Show decisions on</legend>
      {views.map(({ view, label }) => (
        <label key={view} className="view-switch-option">
          <input type="radio" name={name} value={view} checked={current === view} onChange={() => change({ view })} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
