import { useId } from "react";
import { useChangeWheelPreferences } from "~/features/wheel/hooks/use-wheel-preferences";
import type { DecisionView } from "~/features/wheel/storage/wheel-preferences";
import { CheckRow } from "~/kernel/ui/components/check-row";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

const views: { view: DecisionView; label: MessageDescriptor }[] = [
  {
    view: "wheel",
    label: msg({ message: "Wheel", comment: "Show decisions on the spinning wheel (a switch: Wheel / Card)" }),
  },
  {
    view: "card",
    label: msg({ message: "Card", comment: "Show decisions on the result card alone (a switch: Wheel / Card)" }),
  },
];

/** Whether decisions spin the wheel or are revealed on the card alone; remembered on this device. */
export function ViewSwitch({ view: current }: { view: DecisionView }) {
  const name = useId();
  const change = useChangeWheelPreferences();
  const { t, i18n } = useLingui();
  return (
    <fieldset className="view-switch">
      <legend className="visually-hidden">{t`Show decisions on`}</legend>
      {views.map(({ view, label }) => (
        <CheckRow
          key={view}
          type="radio"
          name={name}
          className="view-switch-option"
          checked={current === view}
          onCheck={() => change({ view })}
        >
          {i18n._(label)}
        </CheckRow>
      ))}
    </fieldset>
  );
}
