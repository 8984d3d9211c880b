import { plural } from "@lingui/core/macro";
import { formatCount } from "~/kernel/format/domain/count";
import { useLingui } from "@lingui/react/macro";
import { CopyButton } from "~/kernel/ui/components/copy-button";
import { DecisionResultCard } from "~/kernel/ui/components/decision-result-card";
import { downloadFile } from "~/kernel/ui/components/download-file";
import { ReceiptPanelOnDemand } from "~/kernel/receipts/components/receipt-panel-on-demand";
import { SaveNotice } from "~/kernel/records/components/save-notice";
import type { DrawOutcome, Entrant } from "~/features/draw/domain/draw";
import { alternatesHeading, winnersHeading, wordDrawText } from "~/features/draw/components/draw-words";
import { drawFileName, writeDrawCsv } from "~/features/draw/domain/draw-export";
import type { DrawReceipt } from "~/features/draw/domain/verifiable-draw";
import type { SaveResult } from "~/kernel/records/storage/decision-history";

export interface DrawResultProps {
  outcome: DrawOutcome;
  entrantCount: number;
  totalTickets: number;
  saved: SaveResult;
  receipt?: DrawReceipt;
  onStartOver: () => void;
}

/** The winners and alternates in draw order, to copy, export and save. */
export function DrawResult({ outcome, entrantCount, totalTickets, saved, receipt, onStartOver }: DrawResultProps) {
  const { t, i18n } = useLingui();
  const [first] = outcome.winners;
  return (
    <DecisionResultCard
      title={t`Giveaway Result`}
      result={first?.name ?? ""}
      caption={t`Drawn from ${plural(entrantCount, { one: "# entrant", other: "# entrants" })} holding ${plural(totalTickets, { one: "# ticket", other: "# tickets" })}.`}
    >
      <DrawnList heading={i18n._(winnersHeading)} entrants={outcome.winners} />
      {outcome.alternates.length > 0 && <DrawnList heading={i18n._(alternatesHeading)} entrants={outcome.alternates} />}
      <SaveNotice saved={saved} savedText={t`Saved to your history, winners in draw order.`} />
      {receipt && <ReceiptPanelOnDemand receipt={receipt} />}
      <div className="button-row">
        <CopyButton text={wordDrawText(i18n, outcome)} label={t`Copy as text`} fieldLabel={t`The result as text`} />
        <button
          type="button"
          className="button"
          onClick={() => downloadFile(drawFileName(new Date()), "text/csv;charset=utf-8", writeDrawCsv(outcome))}
        >
          {t`Export CSV`}
        </button>
        <button type="button" className="button" onClick={onStartOver}>
          {t`Start Over`}
        </button>
      </div>
    </DecisionResultCard>
  );
}

// Drawing every one of 100,000 entrants is allowed; listing them all on the page would stall it.
const shownCount = 1000;

function DrawnList({ heading, entrants }: { heading: string; entrants: readonly Entrant[] }) {
  const { t, i18n } = useLingui();
  const total = entrants.length;
  const [shown, all] = [formatCount(shownCount, i18n.locale), formatCount(total, i18n.locale)];
  return (
    <div className="drawn-list">
      <h3>{heading}</h3>
      <ol aria-label={heading}>
        {entrants.slice(0, shownCount).map((entrant, index) => (
          <li key={index}>
            <bdi>{entrant.name}</bdi>
            {entrant.tickets > 1 && <Tickets tickets={entrant.tickets} />}
          </li>
        ))}
      </ol>
      {total > shownCount && (
        <p className="hint">
          {t`The first ${shown} of ${all} are shown here; Copy as text and Export CSV hold them all.`}
        </p>
      )}
    </div>
  );
}

/** What follows the name of an entrant holding several tickets: " (3 tickets)". */
function Tickets({ tickets }: { tickets: number }) {
  const { t } = useLingui();
  const words = t`(${plural(tickets, { one: "# ticket", other: "# tickets" })})`;
  return <>{` ${words}`}</>;
}
