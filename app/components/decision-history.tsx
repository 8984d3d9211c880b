import { HistoryBrowser } from "~/components/history-browser";
import { HistoryNotices } from "~/components/history-notices";
import { HistoryTransfer } from "~/components/history-transfer";
import { useDecisionHistory } from "~/hooks/use-decision-history";

/** The history page's body; the prerendered HTML knows nothing of this browser's history, so it says it is loading. */
export function DecisionHistory() {
  const history = useDecisionHistory();
  if (history === null) return <p className="history-loading">Loading your history…</p>;
  return (
    <>
      <HistoryNotices history={history} />
      <HistoryBrowser records={history.records} />
      <HistoryTransfer records={history.records} />
    </>
  );
}
