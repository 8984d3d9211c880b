import { CopyButton } from "~/kernel/ui/components/copy-button";
import { DecisionResultCard } from "~/kernel/ui/components/decision-result-card";
import { ReceiptPanelOnDemand } from "~/kernel/receipts/components/receipt-panel-on-demand";
import { SaveNotice } from "~/kernel/records/components/save-notice";
import { ShareList, type ShareWording } from "~/kernel/lists/components/share-list";
import { formatCount } from "~/kernel/format/domain/count";
import type { SharedList, SharedTeams } from "~/kernel/lists/domain/list-link";
import { formatTeamsText } from "~/features/teams/domain/teams-text";
import type { SealedReceipt } from "~/kernel/receipts/domain/verifiable-receipt";
import type { SaveResult } from "~/kernel/records/storage/decision-history";

interface TeamResultProps {
  teams: { members: string[]; total?: string }[];
  /** The highest team total minus the lowest, when balanced by rating. */
  spread?: string;
  /** Whether the visitor's own teams reached their history; absent for teams shared with them, someone else's. */
  saved?: SaveResult;
  receipt?: SealedReceipt<string>;
  /** What Share teams sends: the teams, and the list and options they were made from. */
  link: SharedList & { teams: SharedTeams };
  onStartOver: () => void;
}

const teamsWording: ShareWording = {
  button: "Share teams",
  hint: "The teams and their list travel inside the link, after the #, which browsers never send to a server. Anyone with the link can see them.",
  copied: "Link copied. Whoever opens it sees these teams.",
  shown: "Copy the link below to share these teams.",
  field: "Link to these teams",
};

/** The teams, each a card with its members and, when rated, its total: the visitor's own, or shared with them. */
export function TeamResult({ teams, spread, saved, receipt, link, onStartOver }: TeamResultProps) {
  const sizes = teams.map((team) => team.members.length);
  const [smallest, largest] = [Math.min(...sizes), Math.max(...sizes)];
  return (
    <DecisionResultCard
      title={saved ? "Your Teams" : "Teams shared with you"}
      result={`${formatCount(teams.length)} teams`}
      caption={`${smallest === largest ? `${smallest} each` : `${smallest} or ${largest} each`}${spread ? `; highest and lowest totals differ by ${spread}` : ""}.`}
    >
      <ol className="team-cards">
        {teams.map(({ members, total }, index) => (
          <li key={index} className="team-card">
            <h3>{`Team ${index + 1}`}</h3>
            {total !== undefined && <p className="hint">{`Total ${total}`}</p>}
            <ul aria-label={`Team ${index + 1}`}>
              {/* A shared link's names need not differ: each keeps its place. */}
              {members.map((member, place) => (
                <li key={place}>
                  <bdi>{member}</bdi>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {saved ? (
        <SaveNotice saved={saved} savedText="Saved to your history." />
      ) : (
        <p className="result-note">
          {`Someone made these teams on ${new Date(link.teams.madeAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })} and shared them with you; they are not in your history. The list they were made from is filled in above: Make Teams makes new teams from it.`}
        </p>
      )}
      {receipt && <ReceiptPanelOnDemand receipt={receipt} />}
      <div className="button-row">
        <CopyButton text={formatTeamsText(teams)} label="Copy as text" fieldLabel="The teams as text" />
        <button type="button" className="button" onClick={onStartOver}>
          Start Over
        </button>
      </div>
      <ShareList list={link} wording={teamsWording} />
    </DecisionResultCard>
  );
}
