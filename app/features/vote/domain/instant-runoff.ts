import { msg } from "@lingui/core/macro";
import { figure, nameAndFigure, sentence, type ResultSentence } from "~/features/vote/domain/result-words";
import type { TieBreak } from "~/features/vote/domain/tie-break";

export interface RunoffRound {
  /** First choices among the options still in, for each option still in (in the poll's order). */
  tallies: { option: number; votes: number }[];
  /** Ballots that rank none of the options still in. */
  exhausted: number;
  /** Who went out after this round (none in the last round); all at once only when each had no votes. */
  eliminated: number[];
  /** Whether the draw chose whom to eliminate, or the winner of the last round. */
  byDraw: boolean;
}

export interface InstantRunoffResult {
  rounds: RunoffRound[];
  winner: number;
}

/**
 * Instant runoff: each ballot counts for its highest-ranked option still in; an option with more than half of those
 * votes wins, otherwise the option with the fewest goes out (the draw picks among equal fewest) and its ballots move
 * on. Options with no votes at all go out together: moving no ballots, their order cannot matter.
 */
export function runInstantRunoff(
  rankings: readonly (readonly number[])[],
  optionCount: number,
  tieBreak: TieBreak,
): InstantRunoffResult {
  const isIn = new Array<boolean>(optionCount).fill(true);
  const position = new Int32Array(rankings.length); // each ballot's place in its ranking, moved past those out
  const rounds: RunoffRound[] = [];
  for (;;) {
    const votes = new Array<number>(optionCount).fill(0);
    let exhausted = 0;
    rankings.forEach((ranking, ballot) => {
      let place = position[ballot] as number;
      while (place < ranking.length && !isIn[ranking[place] as number]) place++;
      position[ballot] = place;
      if (place < ranking.length) votes[ranking[place] as number] = (votes[ranking[place] as number] as number) + 1;
      else exhausted++;
    });
    const stillIn = isIn.flatMap((inside, option) => (inside ? [option] : []));
    const tallies = stillIn.map((option) => ({ option, votes: votes[option] as number }));
    const round: RunoffRound = { tallies, exhausted, eliminated: [], byDraw: false };
    rounds.push(round);
    const counting = rankings.length - exhausted;
    const most = Math.max(...tallies.map((tally) => tally.votes));
    const leaders = stillIn.filter((option) => votes[option] === most);
    // Two left and no majority means they are level; no ballot left counting means every option still in is.
    if (stillIn.length <= 2 || 2 * most > counting || counting === 0) {
      round.byDraw = leaders.length > 1;
      return { rounds, winner: tieBreak.first(leaders) };
    }
    const none = stillIn.filter((option) => votes[option] === 0);
    if (none.length > 0) round.eliminated = none;
    else {
      const fewest = Math.min(...tallies.map((tally) => tally.votes));
      const last = stillIn.filter((option) => votes[option] === fewest);
      round.byDraw = last.length > 1;
      round.eliminated = [tieBreak.last(last)];
    }
    for (const option of round.eliminated) isIn[option] = false;
  }
}

/** Each round in a few sentences, read off the result: the first choices, then who goes out or who wins. */
export function describeRunoffRounds(result: InstantRunoffResult, options: readonly string[]): ResultSentence[][] {
  const winner = options[result.winner] as string;
  return result.rounds.map((round, index) => {
    const tallies = [...round.tallies]
      .sort((a, b) => b.votes - a.votes || a.option - b.option)
      .map(({ option, votes }) => nameAndFigure(options[option] as string, votes));
    const sentences = [
      sentence(
        msg({
          message: "Round {round}: {tallies}.",
          comment: "{tallies} is a list of the options still in, each with its first choices",
        }),
        { round: figure(index + 1), tallies },
      ),
    ];
    if (round.exhausted > 0) {
      sentences.push(
        sentence(
          msg({ message: "{count, plural, one {# ballot ranks none of them.} other {# ballots rank none of them.}}" }),
          { count: round.exhausted },
        ),
      );
    }
    sentences.push(roundOutcome(round, options, winner));
    return sentences;
  });
}

function roundOutcome(round: RunoffRound, options: readonly string[], winner: string): ResultSentence {
  const names = round.eliminated.map((option) => options[option] as string);
  if (names.length === 0) {
    if (round.byDraw)
      return sentence(msg({ message: "The options left are level; the draw chose {winner}." }), { winner });
    return round.tallies.length === 1
      ? sentence(msg({ message: "{winner} is the last option in." }), { winner })
      : sentence(msg({ message: "{winner} has more than half and wins." }), { winner });
  }
  if (round.byDraw) {
    return sentence(
      msg({ message: "No one has more than half; {out} goes out, chosen by the draw among those with the fewest." }),
      { out: names[0] },
    );
  }
  if (names.length > 1) {
    return sentence(
      msg({ message: "No one has more than half; {names} have no votes and go out.", comment: "{names} is a list" }),
      { names },
    );
  }
  return sentence(msg({ message: "No one has more than half; {out}, with the fewest, goes out." }), { out: names[0] });
}
