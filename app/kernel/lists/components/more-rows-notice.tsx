import { useLingui } from "@lingui/react/macro";
import { wordList } from "~/kernel/lists/components/list-words";
import type { ListNoun } from "~/kernel/lists/domain/list-nouns";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { shownRowsStep } from "~/kernel/lists/hooks/use-editable-rows";
import { formatCount } from "~/kernel/format/domain/count";

// Loaded only for a list longer than its first rows (editable-list.tsx), with the words only it says.
const showing: Record<ListNoun, MessageDescriptor> = {
  choice: msg`Showing {shown, number} of {total, plural, one {# choice} other {# choices}}. Every one of them takes part in the decision.`,
  option: msg`Showing {shown, number} of {total, plural, one {# option} other {# options}}. Every one of them takes part in the decision.`,
  entrant: msg`Showing {shown, number} of {total, plural, one {# entrant} other {# entrants}}. Every one of them takes part in the decision.`,
  name: msg`Showing {shown, number} of {total, plural, one {# name} other {# names}}. Every one of them takes part in the decision.`,
  contestant: msg`Showing {shown, number} of {total, plural, one {# contestant} other {# contestants}}. Every one of them takes part in the decision.`,
};

interface MoreRowsNoticeProps {
  shown: number;
  total: number;
  /** What one row is. */
  noun: ListNoun;
  onShowMore: () => void;
  onShowAll: () => void;
}

/** Says that a long list shows only its first rows, all of which still count, and reveals the rest. */
export function MoreRowsNotice({ shown, total, noun, onShowMore, onShowAll }: MoreRowsNoticeProps) {
  const { t, i18n } = useLingui();
  const more = formatCount(Math.min(shownRowsStep, total - shown), i18n.locale);
  return (
    <div className="choice-list-more">
      <p>{wordList(i18n, showing[noun], { shown, total })}</p>
      <div className="button-row">
        <button type="button" className="button" onClick={onShowMore}>
          {t`Show ${more} more`}
        </button>
        <button type="button" className="button" onClick={onShowAll}>
          {t`Show all`}
        </button>
      </div>
    </div>
  );
}
