import { useLingui } from "@lingui/react/macro";
import { type RefObject, useDeferredValue, useMemo } from "react";
import { BattleArena } from "~/features/battle/components/battle-arena";
import { TournamentBracket } from "~/features/battle/components/tournament-bracket";
import { TournamentStatus } from "~/features/battle/components/tournament-status";
import { describeProgress, findCurrentMatch, type Tournament } from "~/features/battle/domain/tournament";
import type { BattleOutcome } from "~/features/battle/domain/tournament-outcomes";

interface TournamentLiveProps {
  tournament: Tournament;
  lastBattle: BattleOutcome | null;
  onBattle: () => void;
  onReset: () => void;
  battleButtonRef: RefObject<HTMLButtonElement | null>;
}

/** The running tournament: where it stands, the battle to fight, and the whole bracket. */
export function TournamentLive({ tournament, lastBattle, onBattle, onReset, battleButtonRef }: TournamentLiveProps) {
  const progress = useMemo(() => describeProgress(tournament), [tournament]);
  const current = useMemo(() => findCurrentMatch(tournament), [tournament]);
  const match = current && tournament.rounds[current.roundIndex]?.matches[current.matchIndex];
  // The bracket (up to 1,023 matches) follows a step behind: a battle first shows its result and the next
  // pairing, then the bracket renders in the background, where React can pause to keep the page responsive.
  const bracketTournament = useDeferredValue<Tournament | null>(tournament, null);
  const { t } = useLingui();
  return (
    <section className="tournament-live" aria-label={t`Tournament`}>
      <TournamentStatus progress={progress} />
      {match?.contestant1 && match.contestant2 && (
        <BattleArena
          contestant1={match.contestant1}
          contestant2={match.contestant2}
          lastBattle={lastBattle}
          battleCount={progress.playedMatches}
          onBattle={onBattle}
          battleButtonRef={battleButtonRef}
        />
      )}
      <button type="button" className="button" onClick={onReset}>
        {t`Reset Tournament`}
      </button>
      {bracketTournament && <TournamentBracket tournament={bracketTournament} />}
    </section>
  );
}
