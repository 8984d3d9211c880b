import {
  describeProgress,
  findCurrentMatch,
  type Match,
  nameRound,
  type RoundName,
  type Tournament,
} from "~/features/battle/domain/tournament";

/** How one decided match ended: a battle won, or a free pass past a bye. */
export type MatchOutcome = { kind: "played"; winner: string; loser: string } | { kind: "bye"; winner: string };

export type BattleOutcome = Extract<MatchOutcome, { kind: "played" }>;

export interface RoundSummary {
  roundName: RoundName;
  outcomes: MatchOutcome[];
}

/** The outcome of a decided match, or null while it is still to be played. */
export function describeMatchOutcome(match: Match): MatchOutcome | null {
  const { winner, contestant1, contestant2 } = match;
  if (winner === null) return null;
  if (match.isBye) return { kind: "bye", winner: winner.name };
  const loser = contestant1?.id === winner.id ? contestant2 : contestant1;
  return { kind: "played", winner: winner.name, loser: loser?.name ?? "" };
}

/** Every round by name with its decided matches, in bracket order. */
export function summariseRounds(tournament: Tournament): RoundSummary[] {
  const { rounds } = tournament;
  return rounds.map((round, index) => ({
    roundName: nameRound(index, rounds.length),
    outcomes: round.matches.flatMap((match) => describeMatchOutcome(match) ?? []),
  }));
}

/** Rounds in which the contestant fought a decided battle; a bye is a free pass, not a battle. */
export function countRoundsFought(tournament: Tournament, contestantId: string): number {
  return tournament.rounds.filter((round) =>
    round.matches.some(
      (match) =>
        !match.isBye &&
        match.winner !== null &&
        (match.contestant1?.id === contestantId || match.contestant2?.id === contestantId),
    ),
  ).length;
}

/** The match to fight next ("Semi-Final, match 1 of 2: A vs B."), or null once there is a champion. */
export interface NextBattle {
  roundName: RoundName;
  matchNumber: number;
  matchesInRound: number;
  first: string;
  second: string;
}

export function findNextBattle(tournament: Tournament): NextBattle | null {
  const position = findCurrentMatch(tournament);
  const match = position && tournament.rounds[position.roundIndex]?.matches[position.matchIndex];
  if (!match?.contestant1 || !match.contestant2) return null;
  const { roundName, matchNumber, matchesInRound } = describeProgress(tournament);
  return { roundName, matchNumber, matchesInRound, first: match.contestant1.name, second: match.contestant2.name };
}

/** Whether the contestant went through a round on a bye. */
export function receivedBye(tournament: Tournament, contestantId: string): boolean {
  return tournament.rounds.some((round) =>
    round.matches.some((match) => match.isBye && match.winner?.id === contestantId),
  );
}
