import { useId, useRef } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useKeepEarlyInput } from "~/kernel/lists/hooks/use-keep-early-input";
import { CheckRow } from "~/kernel/ui/components/check-row";
import { CountField } from "~/kernel/ui/components/count-field";

export type SizingMode = "count" | "size";

const sizings: { sizing: SizingMode; label: MessageDescriptor }[] = [
  { sizing: "count", label: msg`A number of teams` },
  { sizing: "size", label: msg`Teams of a size` },
];

interface TeamOptionsProps {
  mode: SizingMode;
  value: string;
  sizingError: string | undefined;
  balance: boolean;
  apartText: string;
  apartError: string | null;
  disabled: boolean;
  onModeChange: (mode: SizingMode) => void;
  onValueChange: (value: string) => void;
  onBalanceChange: (balance: boolean) => void;
  onApartChange: (text: string) => void;
}

/** How to split: a number of teams or a team size, balance by rating, and who must not share a team. */
export function TeamOptions(props: TeamOptionsProps) {
  const { t, i18n } = useLingui();
  const apartId = useId();
  const apartRef = useRef<HTMLTextAreaElement>(null);
  // Typed before the page ran (it is prerendered): kept, as the list's own fields keep theirs.
  useKeepEarlyInput(apartRef, (field) => props.onApartChange(field.value));
  const { mode, disabled } = props;
  return (
    <>
      <fieldset className="team-sizing">
        <legend>{t`Split into`}</legend>
        {sizings.map(({ sizing, label }) => (
          <CheckRow
            key={sizing}
            type="radio"
            name="sizing"
            checked={mode === sizing}
            disabled={disabled}
            onCheck={() => props.onModeChange(sizing)}
          >
            {i18n._(label)}
          </CheckRow>
        ))}
        <CountField
          label={mode === "count" ? t`Number of teams` : t`Team size`}
          value={props.value}
          error={props.sizingError}
          disabled={disabled}
          onChange={props.onValueChange}
        />
      </fieldset>
      <CheckRow checked={props.balance} disabled={disabled} onCheck={props.onBalanceChange}>
        {t`Balance by rating (write “name, 7” on each line)`}
      </CheckRow>
      <div className="list-text">
        <label htmlFor={apartId}>{t`Keep apart (optional)`}</label>
        <p id={`${apartId}-hint`} className="hint">
          {t`One group per line, names separated by commas: no two of them share a team.`}
        </p>
        <textarea
          ref={apartRef}
          id={apartId}
          className="apart-input"
          value={props.apartText}
          disabled={disabled}
          spellCheck={false}
          aria-invalid={props.apartError !== null}
          aria-describedby={props.apartError ? `${apartId}-hint ${apartId}-error` : `${apartId}-hint`}
          onChange={(event) => props.onApartChange(event.target.value)}
        />
        {props.apartError && (
          <p id={`${apartId}-error`} className="list-error">
            {props.apartError}
          </p>
        )}
      </div>
    </>
  );
}
