import { formatCount } from "~/kernel/format/domain/count";
import type { DuplicateRule, RepeatedName } from "~/features/draw/domain/draw";

const namedCount = 5;

interface DuplicateNamesNoticeProps {
  repeated: readonly RepeatedName[];
  rule: DuplicateRule;
  disabled: boolean;
  onRuleChange: (rule: DuplicateRule) => void;
}

/** Says which names appear on several lines and what that means for their chances, with the switch to change it. */
export function DuplicateNamesNotice({ repeated, rule, disabled, onRuleChange }: DuplicateNamesNoticeProps) {
  const named = repeated
    .slice(0, namedCount)
    .map(({ name, lines }) => `${name} ×${lines}`)
    .join(", ");
  const more = repeated.length > namedCount ? ` and ${formatCount(repeated.length - namedCount)} more` : "";
  const meaning =
    rule === "extra-tickets"
      ? "Each extra line counts as an extra ticket."
      : "Each name counts once, with the tickets of its first line.";
  return (
    <div className="notice">
      <p role="status">{`${repeated.length === 1 ? "A name appears" : `${formatCount(repeated.length)} names appear`} on more than one line (${named}${more}). ${meaning}`}</p>
      <label className="checkbox-row">
        <input
          type="checkbox"
          checked={rule === "one-ticket-each"}
          disabled={disabled}
          onChange={(event) => onRuleChange(event.target.checked ? "one-ticket-each" : "extra-tickets")}
        />
        One ticket each: count each name once
      </label>
    </div>
  );
}
