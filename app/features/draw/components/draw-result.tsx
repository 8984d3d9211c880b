import { CopyButton } from "~/kernel/ui/components/copy-button";
import { DecisionResultCard } from "~/kernel/ui/components/decision-result-card";
import { downloadFile } from "~/kernel/ui/components/download-file";
import { ReceiptPanelOnDemand } from "~/kernel/receipts/components/receipt-panel-on-demand";
import { SaveNotice } from "~/kernel/records/components/save-notice";
import { countOf, formatCount } from "~/kernel/format/domain/count";
import type { DrawOutcome, Entrant } from "~/features/draw/domain/draw";
import { drawFileName, formatDrawText, formatTickets, writeDrawCsv } from "~/features/draw/domain/draw-export";
import type { DrawReceipt } from "~/features/draw/domain/verifiable-draw";
import type { SaveResult } from "~/kernel/records/storage/decision-history";

interface DrawResultProps {
  outcome: DrawOutcome;
  entrantCount: number;
  totalTickets: number;
  saved: SaveResult;
  receipt?: DrawReceipt;
  onStartOver: () => void;
}

/** The winners and alternates in draw order, to copy, export and save. */
export function DrawResult({ outcome, entrantCount, totalTickets, saved, receipt, onStartOver }: DrawResultProps) {
  const [first] = outcome.winners;
  return (
    <DecisionResultCard
      title="Giveaway Result"
      result={first?.name ?? ""}
      caption={`Drawn from ${countOf(entrantCount, "entrant")} holding ${countOf(totalTickets, "ticket")}.`}
    >
      <DrawnList heading="Winners" entrants={outcome.winners} />
      {outcome.alternates.length > 0 && <DrawnList heading="Alternates" entrants={outcome.alternates} />}
      <SaveNotice saved={saved} savedText="Saved to your history, winners in draw order." />
      {receipt && <ReceiptPanelOnDemand receipt={receipt} />}
      <div className="button-row">
        <CopyButton text={formatDrawText(outcome)} label="Copy as text" fieldLabel="The result as text" />
        <button
          type="button"
          className="button"
          onClick={() => downloadFile(drawFileName(new Date()), "text/csv;charset=utf-8", writeDrawCsv(outcome))}
        >
          Export CSV
        </button>
        <button type="button" className="button" onClick={onStartOver}>
          Start Over
        </button>
      </div>
    </DecisionResultCard>
  );
}

// Drawing every one of 100,000 entrants is allowed; listing them all on the page would stall it.
const shownCount = 1000;

function DrawnList({ heading, entrants }: { heading: string; entrants: readonly Entrant[] }) {
  return (
    <div className="drawn-list">
      <h3>{heading}</h3>
      <ol aria-label={heading}>
        {entrants.slice(0, shownCount).map((entrant, index) => (
          <li key={index}>
            <bdi>{entrant.name}</bdi>
            {formatTickets(entrant.tickets)}
          </li>
        ))}
      </ol>
      {entrants.length > shownCount && (
        <p className="hint">{`The first ${formatCount(shownCount)} of ${formatCount(entrants.length)} are shown here; Copy as text and Export CSV hold them all.`}</p>
      )}
    </div>
  );
}
