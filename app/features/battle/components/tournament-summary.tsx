import { useDeferredValue } from "react";
import { Link, useLocation } from "react-router";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import { DecisionResultCard } from "~/kernel/ui/components/decision-result-card";
import { SaveNotice } from "~/kernel/records/components/save-notice";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { wordRound } from "~/features/battle/components/battle-words";
import type { Contestant, Tournament } from "~/features/battle/domain/tournament";
import {
  countRoundsFought,
  type MatchOutcome,
  receivedBye,
  summariseRounds,
} from "~/features/battle/domain/tournament-outcomes";
import type { SaveResult } from "~/kernel/records/storage/decision-history";

interface TournamentSummaryProps {
  tournament: Tournament;
  champion: Contestant;
  saved: SaveResult;
  onNewTournament: () => void;
}

/** The final screen: the champion (focused on arrival), then what happened in every round. */
export function TournamentSummary({ tournament, champion, saved, onNewTournament }: TournamentSummaryProps) {
  // Rounds the champion actually fought: a first-round bye is a free pass, not a victory.
  const rounds = countRoundsFought(tournament, champion.id);
  const { t } = useLingui();
  // The history in the page's own language, as the header's link opens it.
  const history = localizedPath("/history", languageOfPath(useLocation().pathname).code);
  const caption = receivedBye(tournament, champion.id)
    ? t`${plural(rounds, { one: "Emerged victorious after # round of battle and a first-round bye!", other: "Emerged victorious after # rounds of battle and a first-round bye!" })}`
    : t`${plural(rounds, { one: "Emerged victorious after # round of battle!", other: "Emerged victorious after # rounds of battle!" })}`;
  // With 1,024 contestants the summary lists 1,023 matches: the champion shows first, the list just after.
  const summaryTournament = useDeferredValue<Tournament | null>(tournament, null);
  return (
    <section className="tournament-complete" aria-labelledby="tournament-complete-heading">
      <h2 id="tournament-complete-heading">{t`Tournament Complete!`}</h2>
      <DecisionResultCard title={t`Champion`} result={champion.name} caption={caption}>
        <SaveNotice saved={saved} savedText={t`Added to your decision feed and history.`} />
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={onNewTournament}>
            {t`New Tournament`}
          </button>
          <Link to={history} className="button">
            {t`View History`}
          </Link>
        </div>
      </DecisionResultCard>
      {summaryTournament && <RoundByRound tournament={summaryTournament} />}
    </section>
  );
}

function RoundByRound({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useLingui();
  return (
    <section className="round-summary" aria-labelledby="round-summary-heading">
      <h2 id="round-summary-heading">{t`Round by round`}</h2>
      {summariseRounds(tournament).map(({ roundName, outcomes }, roundIndex) => (
        <section key={roundName} className="round-summary-round" aria-labelledby={`round-summary-${roundIndex}`}>
          <h3 id={`round-summary-${roundIndex}`}>{wordRound(i18n, roundName)}</h3>
          <ul>
            {outcomes.map((outcome, index) => (
              <OutcomeLine key={index} outcome={outcome} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function OutcomeLine({ outcome }: { outcome: MatchOutcome }) {
  if (outcome.kind === "bye") {
    const { winner } = outcome;
    return (
      <li className="round-summary-bye">
        <Trans>
          <bdi>{winner}</bdi> advanced (bye)
        </Trans>
      </li>
    );
  }
  const { winner, loser } = outcome;
  return (
    <li>
      <Trans>
        <strong>
          <bdi>{winner}</bdi>
        </strong>{" "}
        beat <bdi>{loser}</bdi>
      </Trans>
    </li>
  );
}
