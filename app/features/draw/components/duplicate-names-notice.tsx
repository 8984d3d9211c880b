import { Plural, useLingui } from "@lingui/react/macro";
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
  const { t, i18n } = useLingui();
  const named = repeated
    .slice(0, namedCount)
    .map(({ name, lines }) => `${name} ×${lines}`)
    .join(", ");
  const count = repeated.length;
  const more = formatCount(count - namedCount, i18n.locale);
  const meaning =
    rule === "extra-tickets"
      ? t`Each extra line counts as an extra ticket.`
      : t`Each name counts once, with the tickets of its first line.`;
  return (
    <div className="notice">
      <p role="status">
        {/* Each branch one element, so that the visitor's names stay isolated in every language's sentence. */}
        {count > namedCount ? (
          <Plural
            value={count}
            one={
              <span>
                # name appears on more than one line (<bdi>{named}</bdi> and {more} more).
              </span>
            }
            other={
              <span>
                # names appear on more than one line (<bdi>{named}</bdi> and {more} more).
              </span>
            }
          />
        ) : (
          <Plural
            value={count}
            one={
              <span>
                A name appears on more than one line (<bdi>{named}</bdi>).
              </span>
            }
            other={
              <span>
                # names appear on more than one line (<bdi>{named}</bdi>).
              </span>
            }
          />
        )}{" "}
        {meaning}
      </p>
      <label className="checkbox-row">
        <input
          type="checkbox"
          checked={rule === "one-ticket-each"}
          disabled={disabled}
          onChange={(event) => onRuleChange(event.target.checked ? "one-ticket-each" : "extra-tickets")}
        />
        {t`One ticket each: count each name once`}
      </label>
    </div>
  );
}
