import { CopyButton } from "~/components/copy-button";
import { DecisionResultCard } from "~/components/decision-result-card";
import { ReceiptPanelOnDemand } from "~/components/receipt-panel-on-demand";
import { SaveNotice } from "~/components/save-notice";
import { formatCount } from "~/domain/count";
import { formatTeamsText } from "~/domain/team-list";
import type { SealedReceipt } from "~/domain/verifiable-receipt";
import type { SaveResult } from "~/storage/decision-history";

interface TeamResultProps {
  teams: { members: string[]; total?: string }[];
  /** The highest team total minus the lowest, when balanced by rating. */
  spread?: string;
  saved: SaveResult;
  receipt?: SealedReceipt<string>;
  onStartOver: () => void;
}

/** The teams, each a card with its members and, when rated, its total. */
export function TeamResult({ teams, spread, saved, receipt, onStartOver }: TeamResultProps) {
  const sizes = teams.map((team) => team.members.length);
  const [smallest, largest] = [Math.min(...sizes), Math.max(...sizes)];
  return (
    <DecisionResultCard
      title="Your Teams"
      result={`${formatCount(teams.length)} teams`}
      caption={`${smallest === largest ? `${smallest} each` : `${smallest} or ${largest} each`}${spread ? `; highest and lowest totals differ by ${spread}` : ""}.`}
    >
      <ol className="team-cards">
        {teams.map(({ members, total }, index) => (
          <li key={index} className="team-card">
            <h3>{`Team ${index + 1}`}</h3>
            {total !== undefined && <p className="hint">{`Total ${total}`}</p>}
            <ul aria-label={`Team ${index + 1}`}>
              {members.map((member) => (
                <li key={member}>{member}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <SaveNotice saved={saved} savedText="Saved to your history." />
      {receipt && <ReceiptPanelOnDemand receipt={receipt} />}
      <div className="button-row">
        <CopyButton text={formatTeamsText(teams)} label="Copy as text" fieldLabel="The teams as text" />
        <button type="button" className="button" onClick={onStartOver}>
          Start Over
        </button>
      </div>
    </DecisionResultCard>
  );
}
