import { useLingui } from "@lingui/react/macro";
import { wordRound } from "~/features/battle/components/battle-words";
import { memo } from "react";
import {
  type Contestant,
  findCurrentMatch,
  type Match,
  nameRound,
  type Round,
  type Tournament,
} from "~/features/battle/domain/tournament";

/** Every round and every match, byes and winners marked. */
export const TournamentBracket = memo(function TournamentBracket({ tournament }: { tournament: Tournament }) {
  const { rounds } = tournament;
  const current = findCurrentMatch(tournament);
  const { t, i18n } = useLingui();
  return (
    <section className="bracket" aria-labelledby="bracket-heading">
      <h2 id="bracket-heading">{t`Bracket`}</h2>
      {rounds.map((round, index) => (
        <BracketRound
          key={round.roundNumber}
          round={round}
          name={wordRound(i18n, nameRound(index, rounds.length))}
          currentMatchIndex={current?.roundIndex === index ? current.matchIndex : -1}
        />
      ))}
    </section>
  );
});

interface BracketRoundProps {
  round: Round;
  name: string;
  /** -1 when the current match is in another round. */
  currentMatchIndex: number;
}

// A battle copies only the round it was fought in and the round it feeds, so with memo a battle in a
// 1,024-contestant bracket re-renders two rounds, and within them only the matches that changed.
const BracketRound = memo(function BracketRound({ round, name, currentMatchIndex }: BracketRoundProps) {
  const headingId = `bracket-round-${round.roundNumber}`;
  return (
    <section className="bracket-round" aria-labelledby={headingId}>
      <h3 id={headingId}>{name}</h3>
      <ol className="card-grid bracket-matches">
        {round.matches.map((match, index) => (
          <BracketMatch key={index} match={match} isCurrent={index === currentMatchIndex} />
        ))}
      </ol>
    </section>
  );
});

const BracketMatch = memo(function BracketMatch({ match, isCurrent }: { match: Match; isCurrent: boolean }) {
  const className = ["bracket-match", match.isBye && "bracket-match-bye", isCurrent && "bracket-match-current"]
    .filter(Boolean)
    .join(" ");
  const { t } = useLingui();
  return (
    <li className={className} aria-current={isCurrent ? "true" : undefined}>
      {/* The spaces keep the parts apart in the text a screen reader reads; the grid ignores them. */}
      {match.isBye && (
        <span className="bracket-tag">{t({ message: "Bye", comment: "A free pass through the first round" })}</span>
      )}{" "}
      {isCurrent && <span className="bracket-tag bracket-tag-current">{t`Now`}</span>}{" "}
      <BracketSlot contestant={match.contestant1} winner={match.winner} />{" "}
      <span className="bracket-vs">
        {t({ message: "vs", comment: "Between the two contestants of a match (versus)" })}
      </span>{" "}
      <BracketSlot contestant={match.contestant2} winner={match.winner} />
    </li>
  );
});

function BracketSlot({ contestant, winner }: { contestant: Contestant | null; winner: Contestant | null }) {
  const { t } = useLingui();
  if (contestant === null) return <span className="bracket-slot bracket-slot-open">{t`To be decided`}</span>;
  const bye = byeNumber(contestant);
  const name = contestant.isBye ? t`Bye ${bye}` : <bdi>{contestant.name}</bdi>;
  if (winner === null) return <span className="bracket-slot">{name}</span>;
  if (contestant.id === winner.id) {
    return (
      <span className="bracket-slot bracket-slot-winner">
        <span aria-hidden="true">✓ </span>
        {name}
        <span className="visually-hidden"> {t`(winner)`}</span>
      </span>
    );
  }
  return <span className="bracket-slot bracket-slot-out">{name}</span>;
}

// A bye's stored name ("Bye 1") is English: the page words it from the number its id carries (tournament.ts).
const byeNumber = (bye: Contestant) => Number(bye.id.slice("bye-".length));
