import { useId } from "react";
import type { TournamentProgress } from "~/features/battle/domain/tournament";

/** Where the tournament stands: the round, the match within it (played matches only) and overall progress. */
export function TournamentStatus({ progress }: { progress: TournamentProgress }) {
  const progressId = useId();
  const { roundName, matchNumber, matchesInRound, playedMatches, totalPlayedMatches } = progress;
  return (
    <div className="card tournament-status">
      <h2 className="round-name">{roundName}</h2>
      <p className="match-number">{`Match ${matchNumber} of ${matchesInRound}`}</p>
      <div className="tournament-progress">
        <label htmlFor={progressId}>Tournament progress</label>
        <progress id={progressId} value={playedMatches} max={totalPlayedMatches} />
        <p className="hint">{`${playedMatches} of ${totalPlayedMatches} battles fought`}</p>
      </div>
    </div>
  );
}
