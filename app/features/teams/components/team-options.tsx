import { useId } from "react";
import { CheckRow } from "~/kernel/ui/components/check-row";
import { CountField } from "~/kernel/ui/components/count-field";

export type SizingMode = "count" | "size";

const sizings: { sizing: SizingMode; label: string }[] = [
  { sizing: "count", label: "A number of teams" },
  { sizing: "size", label: "Teams of a size" },
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
  const apartId = useId();
  const { mode, disabled } = props;
  return (
    <>
      <fieldset className="team-sizing">
        <legend>Split into</legend>
        {sizings.map(({ sizing, label }) => (
          <CheckRow
            key={sizing}
            type="radio"
            name="sizing"
            checked={mode === sizing}
            disabled={disabled}
            onCheck={() => props.onModeChange(sizing)}
          >
            {label}
          </CheckRow>
        ))}
        <CountField
          label={mode === "count" ? "Number of teams" : "Team size"}
          value={props.value}
          error={props.sizingError}
          disabled={disabled}
          onChange={props.onValueChange}
        />
      </fieldset>
      <CheckRow checked={props.balance} disabled={disabled} onCheck={props.onBalanceChange}>
        Balance by rating (write “name, 7” on each line)
      </CheckRow>
      <div className="list-text">
        <label htmlFor={apartId}>Keep apart (optional)</label>
        <p id={`${apartId}-hint`} className="hint">
          One group per line, names separated by commas: no two of them share a team.
        </p>
        <textarea
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
