import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CopyButton } from "~/kernel/ui/components/copy-button";
import { DecisionResultCard } from "~/kernel/ui/components/decision-result-card";
import { ReceiptPanelOnDemand } from "~/kernel/receipts/components/receipt-panel-on-demand";
import { SaveNotice } from "~/kernel/records/components/save-notice";
import { ShareList, type ShareWording } from "~/kernel/lists/components/share-list";
import type { SharedList, SharedTeams } from "~/kernel/lists/domain/list-link";
import { formatTeamsText, teamHeading } from "~/features/teams/domain/teams-text";
import type { SealedReceipt } from "~/kernel/receipts/domain/verifiable-receipt";
import type { SaveResult } from "~/kernel/records/storage/decision-history";
import { formatDateTime } from "~/kernel/format/domain/intl-dates";

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

/** The teams, each a card with its members and, when rated, its total: the visitor's own, or shared with them. */
export function TeamResult({ teams, spread, saved, receipt, link, onStartOver }: TeamResultProps) {
  const sizes = teams.map((team) => team.members.length);
  const [smallest, largest] = [Math.min(...sizes), Math.max(...sizes)];
  const { t, i18n } = useLingui();
  const teamsWording: ShareWording = {
    button: t`Share teams`,
    hint: t`The teams and their list travel inside the link, after the #, which browsers never send to a server. Anyone with the link can see them.`,
    copied: t`Link copied. Whoever opens it sees these teams.`,
    shown: t`Copy the link below to share these teams.`,
    field: t`Link to these teams`,
  };
  let caption: string;
  if (smallest === largest) {
    caption = spread ? t`${smallest} each; highest and lowest totals differ by ${spread}.` : t`${smallest} each.`;
  } else {
    caption = spread
      ? t`${smallest} or ${largest} each; highest and lowest totals differ by ${spread}.`
      : t`${smallest} or ${largest} each.`;
  }
  const madeAt = formatDateTime(link.teams.madeAt, i18n.locale);
  return (
    <DecisionResultCard
      title={saved ? t`Your Teams` : t`Teams shared with you`}
      result={t`${plural(teams.length, { one: "# team", other: "# teams" })}`}
      caption={caption}
    >
      <ol className="team-cards">
        {teams.map(({ members, total }, index) => (
          <li key={index} className="team-card">
            <h3>{i18n._(teamHeading(index + 1))}</h3>
            {total !== undefined && <p className="hint">{t`Total ${total}`}</p>}
            <ul aria-label={i18n._(teamHeading(index + 1))}>
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
        <SaveNotice saved={saved} savedText={t`Saved to your history.`} />
      ) : (
        <p className="result-note">
          {t`Someone made these teams on ${madeAt} and shared them with you; they are not in your history. The list they were made from is filled in above: Make Teams makes new teams from it.`}
        </p>
      )}
      {receipt && <ReceiptPanelOnDemand receipt={receipt} />}
      <div className="button-row">
        <CopyButton text={formatTeamsText(i18n, teams)} label={t`Copy as text`} fieldLabel={t`The teams as text`} />
        <button type="button" className="button" onClick={onStartOver}>
          {t`Start Over`}
        </button>
      </div>
      <ShareList list={link} wording={teamsWording} />
    </DecisionResultCard>
  );
}
