import { type IndexDraw, randomIndex, shuffle } from "~/kernel/random/domain/random";

export interface Contestant {
  id: string;
  name: string;
  /** True on the copy of the contestant that lost a match; earlier matches keep the copy that won them. */
  eliminated: boolean;
  isBye: boolean;
}

export interface Match {
  /** Null while the feeding match of the previous round is still to be decided. */
  contestant1: Contestant | null;
  contestant2: Contestant | null;
  winner: Contestant | null;
  /** A real contestant against a bye: decided when the bracket is built, never played. */
  isBye: boolean;
}

export interface Round {
  roundNumber: number;
  matches: Match[];
  completed: boolean;
}

export interface Tournament {
  rounds: Round[];
  winner: Contestant | null;
}

export interface MatchPosition {
  roundIndex: number;
  matchIndex: number;
}

/** Builds a single-elimination bracket, padding with byes that each meet a real contestant in round 1. */
export function createTournament(names: readonly string[], draw: IndexDraw = randomIndex): Tournament {
  if (names.length < 2) throw new RangeError("A tournament needs at least two contestants");
  const contestants = names.map((name, index): Contestant => {
    if (name.trim() === "") throw new RangeError("Contestant names must not be blank");
    return { id: `contestant-${index + 1}`, name, eliminated: false, isBye: false };
  });
  let size = 2;
  while (size < contestants.length) size *= 2;
  const byeCount = size - contestants.length;

  // Shuffling decides who gets a bye and who meets whom; each of the first byeCount entrants gets a bye.
  const order = shuffle(contestants, draw);
  const firstRound: Match[] = [];
  for (let k = 0; k < size / 2; k++) {
    if (k < byeCount) {
      const real = order[k] as Contestant;
      const bye: Contestant = { id: `bye-${k + 1}`, name: `Bye ${k + 1}`, eliminated: true, isBye: true };
      firstRound.push({ contestant1: real, contestant2: bye, winner: real, isBye: true });
    } else {
      const offset = byeCount + (k - byeCount) * 2;
      firstRound.push({
        contestant1: order[offset] ?? null,
        contestant2: order[offset + 1] ?? null,
        winner: null,
        isBye: false,
      });
    }
  }

  const rounds: Round[] = [{ roundNumber: 1, matches: firstRound, completed: false }];
  for (let count = size / 4, previous = firstRound; count >= 1; count /= 2) {
    const matches: Match[] = [];
    for (let k = 0; k < count; k++) {
      const contestant1 = previous[2 * k]?.winner ?? null;
      const contestant2 = previous[2 * k + 1]?.winner ?? null;
      matches.push({ contestant1, contestant2, winner: null, isBye: false });
    }
    rounds.push({ roundNumber: rounds.length + 1, matches, completed: false });
    previous = matches;
  }
  return { rounds, winner: null };
}

/** Finds the next match still to be played: not a bye, both slots filled, no winner yet. */
export function findCurrentMatch(tournament: Tournament): MatchPosition | null {
  for (const [roundIndex, round] of tournament.rounds.entries()) {
    if (round.completed) continue;
    const matchIndex = round.matches.findIndex(
      (match) => !match.isBye && match.winner === null && match.contestant1 !== null && match.contestant2 !== null,
    );
    if (matchIndex !== -1) return { roundIndex, matchIndex };
  }
  return null;
}

/** Plays the current match at 50/50 and advances the winner; a finished tournament comes back unchanged. */
export function playCurrentMatch(tournament: Tournament, draw: IndexDraw = randomIndex): Tournament {
  const position = findCurrentMatch(tournament);
  if (position === null) return tournament;
  const { roundIndex, matchIndex } = position;
  const round = tournament.rounds[roundIndex] as Round;
  const match = round.matches[matchIndex] as Match;
  const [first, second] = [match.contestant1 as Contestant, match.contestant2 as Contestant];
  const firstWins = draw(2) === 0;
  const winner = firstWins ? first : second;
  const loser = { ...(firstWins ? second : first), eliminated: true };

  // Only the played round and the round it feeds are copied, so a play costs O(matches in those rounds).
  const rounds = [...tournament.rounds];
  const matches = [...round.matches];
  matches[matchIndex] = firstWins ? { ...match, contestant2: loser, winner } : { ...match, contestant1: loser, winner };
  rounds[roundIndex] = { ...round, matches, completed: matches.every((m) => m.winner !== null) };

  const nextRound = rounds[roundIndex + 1];
  if (nextRound === undefined) return { rounds, winner };
  const nextMatches = [...nextRound.matches];
  const nextIndex = Math.floor(matchIndex / 2);
  const slot = matchIndex % 2 === 0 ? "contestant1" : "contestant2";
  nextMatches[nextIndex] = { ...(nextMatches[nextIndex] as Match), [slot]: winner };
  rounds[roundIndex + 1] = { ...nextRound, matches: nextMatches };
  return { rounds, winner: null };
}

/** A round as the page names it: the last three by their names, any earlier one by its number (Round 1). */
export type RoundName = "final" | "semi-final" | "quarter-final" | number;

/** Names a round by its distance from the end: Final, Semi-Final, Quarter-Final, else its 1-based number. */
export function nameRound(roundIndex: number, roundCount: number): RoundName {
  const fromEnd = roundCount - 1 - roundIndex;
  if (fromEnd === 0) return "final";
  if (fromEnd === 1) return "semi-final";
  if (fromEnd === 2) return "quarter-final";
  return roundIndex + 1;
}

export interface TournamentProgress {
  roundName: RoundName;
  /** 1-based among the played (non-bye) matches of the current round. */
  matchNumber: number;
  matchesInRound: number;
  /** Played matches decided so far, across all rounds. */
  playedMatches: number;
  /** Always N − 1 for N real contestants. */
  totalPlayedMatches: number;
}

/** Summarises where the tournament stands; once it is over it describes the final as the last match. */
export function describeProgress(tournament: Tournament): TournamentProgress {
  const { rounds } = tournament;
  const roundIndex = findCurrentMatch(tournament)?.roundIndex ?? rounds.length - 1;
  const played = (rounds[roundIndex]?.matches ?? []).filter((match) => !match.isBye);
  const undecided = played.findIndex((match) => match.winner === null);
  const realCount = (rounds[0]?.matches ?? []).reduce(
    (sum, match) => sum + (match.contestant1?.isBye === false ? 1 : 0) + (match.contestant2?.isBye === false ? 1 : 0),
    0,
  );
  let playedMatches = 0;
  for (const round of rounds) {
    for (const match of round.matches) if (!match.isBye && match.winner !== null) playedMatches++;
  }
  return {
    roundName: nameRound(roundIndex, rounds.length),
    matchNumber: undecided === -1 ? played.length : undecided + 1,
    matchesInRound: played.length,
    playedMatches,
    totalPlayedMatches: realCount - 1,
  };
}
