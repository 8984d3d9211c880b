import { useId } from "react";
import { useChangeWheelPreferences } from "~/features/wheel/hooks/use-wheel-preferences";
import type { DecisionView } from "~/features/wheel/storage/wheel-preferences";
import { CheckRow } from "~/kernel/ui/components/check-row";

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
        <CheckRow
          key={view}
          type="radio"
          name={name}
          className="view-switch-option"
          checked={current === view}
          onCheck={() => change({ view })}
        >
          {label}
        </CheckRow>
      ))}
    </fieldset>
  );
}
