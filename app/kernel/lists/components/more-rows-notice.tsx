import { formatCount } from "~/kernel/format/domain/count";
import { shownRowsStep } from "~/kernel/lists/hooks/use-editable-rows";

interface MoreRowsNoticeProps {
  shown: number;
  total: number;
  /** Plural of what the rows are, e.g. "choices". */
  noun: string;
  onShowMore: () => void;
  onShowAll: () => void;
}

/** Says that a long list shows only its first rows, all of which still count, and reveals the rest. */
export function MoreRowsNotice({ shown, total, noun, onShowMore, onShowAll }: MoreRowsNoticeProps) {
  return (
    <div className="choice-list-more">
      <p>
        Showing {formatCount(shown)} of {formatCount(total)} {noun}. Every one of them takes part in the decision.
      </p>
      <div className="button-row">
        <button type="button" className="button" onClick={onShowMore}>
          Show {formatCount(Math.min(shownRowsStep, total - shown))} more
        </button>
        <button type="button" className="button" onClick={onShowAll}>
          Show all
        </button>
      </div>
    </div>
  );
}
