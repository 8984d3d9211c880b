import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { wordRound } from "~/features/battle/components/battle-words";
import { useId } from "react";
import type { TournamentProgress } from "~/features/battle/domain/tournament";

/** Where the tournament stands: the round, the match within it (played matches only) and overall progress. */
export function TournamentStatus({ progress }: { progress: TournamentProgress }) {
  const progressId = useId();
  const { t, i18n } = useLingui();
  const { roundName, matchNumber, matchesInRound, playedMatches, totalPlayedMatches } = progress;
  return (
    <div className="card tournament-status">
      <h2 className="round-name">{wordRound(i18n, roundName)}</h2>
      <p className="match-number">{t`Match ${matchNumber} of ${matchesInRound}`}</p>
      <div className="tournament-progress">
        <label htmlFor={progressId}>{t`Tournament progress`}</label>
        <progress id={progressId} value={playedMatches} max={totalPlayedMatches} />
        <p className="hint">
          {t`${playedMatches} of ${plural(totalPlayedMatches, { one: "# battle fought", other: "# battles fought" })}`}
        </p>
      </div>
    </div>
  );
}
