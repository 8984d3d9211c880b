import { HistoryBrowser } from "~/features/history/components/history-browser";
import { useLingui } from "@lingui/react/macro";
import { HistoryNotices } from "~/features/history/components/history-notices";
import { HistoryTransfer } from "~/features/history/components/history-transfer";
import { useDecisionHistory } from "~/kernel/records/hooks/use-decision-history";

/** The history page's body; the prerendered HTML knows nothing of this browser's history, so it says it is loading. */
export function DecisionHistory() {
  const history = useDecisionHistory();
  const { t } = useLingui();
  if (history === null) return <p className="history-loading">{t`Loading your history…`}</p>;
  return (
    <>
      <HistoryNotices history={history} />
      <HistoryBrowser records={history.records} />
      <HistoryTransfer records={history.records} />
    </>
  );
}
