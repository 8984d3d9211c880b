import { useDeferredValue } from "react";
import { Link } from "react-router";
import { DecisionResultCard } from "~/kernel/ui/components/decision-result-card";
import { SaveNotice } from "~/kernel/records/components/save-notice";
import { countOf } from "~/kernel/format/domain/count";
import type { Contestant, Tournament } from "~/features/battle/domain/tournament";
import { countRoundsFought, receivedBye, summariseRounds } from "~/features/battle/domain/tournament-outcomes";
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
  const bye = receivedBye(tournament, champion.id) ? " and a first-round bye" : "";
  // With 1,024 contestants the summary lists 1,023 matches: the champion shows first, the list just after.
  const summaryTournament = useDeferredValue<Tournament | null>(tournament, null);
  return (
    <section className="tournament-complete" aria-labelledby="tournament-complete-heading">
      <h2 id="tournament-complete-heading">Tournament Complete!</h2>
      <DecisionResultCard
        title="Champion"
        result={champion.name}
        caption={`Emerged victorious after ${countOf(rounds, "round")} of battle${bye}!`}
      >
        <SaveNotice saved={saved} savedText="Added to your decision feed and history." />
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={onNewTournament}>
            New Tournament
          </button>
          <Link to="/history" className="button">
            View History
          </Link>
        </div>
      </DecisionResultCard>
      {summaryTournament && <RoundByRound tournament={summaryTournament} />}
    </section>
  );
}

function RoundByRound({ tournament }: { tournament: Tournament }) {
  return (
    <section className="round-summary" aria-labelledby="round-summary-heading">
      <h2 id="round-summary-heading">Round by round</h2>
      {summariseRounds(tournament).map(({ roundName, outcomes }, roundIndex) => (
        <section key={roundName} className="round-summary-round" aria-labelledby={`round-summary-${roundIndex}`}>
          <h3 id={`round-summary-${roundIndex}`}>{roundName}</h3>
          <ul>
            {outcomes.map((outcome, index) =>
              outcome.kind === "bye" ? (
                <li key={index} className="round-summary-bye">{`${outcome.winner} advanced (bye)`}</li>
              ) : (
                <li key={index}>
                  <strong>{outcome.winner}</strong> beat {outcome.loser}
                </li>
              ),
            )}
          </ul>
        </section>
      ))}
    </section>
  );
}
