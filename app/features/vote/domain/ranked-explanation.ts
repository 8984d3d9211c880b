import { msg } from "@lingui/core/macro";
import { prefer, type PairwiseTable } from "~/features/vote/domain/pairwise";
import { findPath } from "~/features/vote/domain/ranked-pairs";
import type { RankedResult } from "~/features/vote/domain/ranked-count";
import { figure, rivalScore, sentence, winOver, type ResultSentence } from "~/features/vote/domain/result-words";

const margin = (pairwise: PairwiseTable, a: number, b: number) => prefer(pairwise, a, b) - prefer(pairwise, b, a);

/**
 * The options at the top that no option outside beats: each reaches every other option through a chain of wins or
 * ties one on one (the Smith set). With no Condorcet winner, these are the options that beat each other in a circle,
 * or are level.
 */
export function topCircle(pairwise: PairwiseTable): number[] {
  const n = pairwise.preferred.length;
  const reachesAll = (from: number) => {
    const seen = new Array<boolean>(n).fill(false);
    seen[from] = true;
    const queue = [from];
    for (let head = 0; head < queue.length; head++) {
      const a = queue[head] as number;
      for (let b = 0; b < n; b++) {
        if (seen[b] || margin(pairwise, a, b) < 0) continue;
        seen[b] = true;
        queue.push(b);
      }
    }
    return seen.every(Boolean);
  };
  return pairwise.preferred.flatMap((_, option) => (reachesAll(option) ? [option] : []));
}

/**
 * Whether the fair draw chose the Ranked Pairs winner: several options were left unbeaten, or a win against the
 * winner was set aside only after the draw ordered equal wins that went against each other.
 */
export function drawChoseRankedWinner(result: RankedResult): boolean {
  const { rankedPairs, pairwise, winner } = result;
  if (!rankedPairs) return false;
  if (rankedPairs.unbeaten.length > 1) return true;
  const drawn = new Set(rankedPairs.drawOrderedMargins);
  if (drawn.size === 0) return false;
  return rankedPairs.skipped.some(
    ({ majority, path }) =>
      majority.loser === winner &&
      (drawn.has(majority.support - majority.opposition) ||
        path.slice(1).some((to, index) => drawn.has(margin(pairwise, path[index] as number, to)))),
  );
}

/** The result in one sentence a group reads at first sight: a clear first choice, a winner one on one, or a circle. */
export function headlineRanked(result: RankedResult, options: readonly string[]): ResultSentence {
  const { pairwise } = result;
  const winner = options[result.winner] as string;
  if (result.condorcetWinner !== null) {
    const voters = pairwise.ballotCount;
    const firstChoices =
      result.instantRunoff.rounds[0]?.tallies.find((tally) => tally.option === result.winner)?.votes ?? 0;
    if (2 * firstChoices > voters) {
      return sentence(
        msg({
          message:
            "{voters, plural, one {{winner} won: {first} of # voter ranked it first, more than half.} other {{winner} won: {first} of # voters ranked it first, more than half.}}",
        }),
        { voters, winner, first: figure(firstChoices) },
      );
    }
    return sentence(
      msg({
        message:
          "{winner} won: it beats every other option one on one, as more voters ranked it above each rival than below.",
      }),
      { winner },
    );
  }
  const top = topCircle(pairwise);
  const values = { circle: top.map((option) => options[option] as string), winner };
  if (!top.some((a) => top.some((b) => margin(pairwise, a, b) > 0))) {
    return sentence(
      msg({
        message: "No option beats every other one on one: {circle} are level, so a fair draw chose {winner}.",
        comment: "{circle} is a list of options",
      }),
      values,
    );
  }
  if (drawChoseRankedWinner(result)) {
    return sentence(
      msg({
        message:
          "{circle} each beat another in a circle, so no option beats all the others; a fair draw chose {winner}.",
        comment: "{circle} is a list of options: A beats B, B beats C and C beats A",
      }),
      values,
    );
  }
  return sentence(
    msg({
      message:
        "{circle} each beat another in a circle, so no option beats all the others; keeping the clearest wins first puts {winner} on top.",
      comment: "{circle} is a list of options: A beats B, B beats C and C beats A",
    }),
    values,
  );
}

/** Why the winner won, rival by rival, and whether instant runoff or Borda would have chosen differently. */
export function explainRanked(result: RankedResult, options: readonly string[]): ResultSentence[] {
  const { pairwise } = result;
  const winner = options[result.winner] as string;
  const beaten = options
    .map((_, option) => option)
    .filter((rival) => rival !== result.winner && margin(pairwise, result.winner, rival) > 0)
    .map((rival) =>
      rivalScore(
        options[rival] as string,
        prefer(pairwise, result.winner, rival),
        prefer(pairwise, rival, result.winner),
      ),
    );
  const sentences = [
    msg`Head to head, a ballot counts for one option over another when it ranks it higher; an option it leaves unranked counts below every option it ranks.`,
  ];
  if (result.condorcetWinner !== null) {
    sentences.push(
      sentence(
        msg({
          message: "{winner} beats every other option head to head ({beaten}): it is the Condorcet winner.",
          comment: "{beaten} is a list of rivals, each with how many ballots prefer the winner and how many the rival",
        }),
        { winner, beaten },
      ),
    );
  } else {
    sentences.push(...explainRankedPairs(result, options, beaten));
  }
  sentences.push(...compareOtherCounts(result, options));
  return sentences;
}

function explainRankedPairs(
  result: RankedResult,
  options: readonly string[],
  beaten: readonly ResultSentence[],
): ResultSentence[] {
  const { pairwise, rankedPairs } = result;
  if (!rankedPairs) return [];
  const name = (option: number) => options[option] as string;
  const winner = name(result.winner);
  const steps = (path: readonly number[]) =>
    path.slice(1).map((to, index) => {
      const from = path[index] as number;
      return winOver(name(from), name(to), prefer(pairwise, from, to), prefer(pairwise, to, from));
    });
  const sentences = [
    msg`No option beats every other head to head, so the count keeps the clearest wins first, from the largest margin down, and sets aside any win that would go against those already kept (Ranked Pairs).`,
  ];
  if (beaten.length > 0) {
    sentences.push(
      sentence(msg({ message: "{winner} beats {beaten} head to head.", comment: "{beaten} is a list of rivals" }), {
        winner,
        beaten,
      }),
    );
  }
  for (const { majority, path } of rankedPairs.skipped) {
    if (majority.loser !== result.winner) continue;
    sentences.push(
      sentence(
        msg({
          message:
            "{rival} beats {winner} {supporting} to {opposing}, but that win was set aside because clearer wins were kept first: {kept}.",
          comment: "{kept} is a list of wins such as “A over B (5 to 3)”",
        }),
        {
          rival: name(majority.winner),
          winner,
          supporting: figure(majority.support),
          opposing: figure(majority.opposition),
          kept: steps(path),
        },
      ),
    );
  }
  const next = pairwise.preferred.map((): number[] => []);
  for (const { winner: from, loser } of rankedPairs.locked) next[from]?.push(loser);
  for (const rival of pairwise.preferred.keys()) {
    if (rival === result.winner || margin(pairwise, result.winner, rival) !== 0) continue;
    const path = findPath(next, result.winner, rival);
    if (path.length === 0) continue;
    sentences.push(
      sentence(
        msg({
          message: "{winner} and {rival} are level head to head ({level} each); {winner} is ahead through {kept}.",
          comment: "{kept} is a list of wins such as “A over B (5 to 3)”",
        }),
        { winner, rival: name(rival), level: figure(prefer(pairwise, result.winner, rival)), kept: steps(path) },
      ),
    );
  }
  for (const drawnMargin of rankedPairs.drawOrderedMargins) {
    sentences.push(
      sentence(
        msg({
          message:
            "{margin, plural, one {Wins by the same margin (# ballot) went against each other, so the fair draw set the order in which they were kept.} other {Wins by the same margin (# ballots) went against each other, so the fair draw set the order in which they were kept.}}",
        }),
        { margin: drawnMargin },
      ),
    );
  }
  sentences.push(
    rankedPairs.unbeaten.length > 1
      ? sentence(
          msg({ message: "No kept win beats {unbeaten}; the draw chose {winner}.", comment: "{unbeaten} is a list" }),
          {
            unbeaten: rankedPairs.unbeaten.map(name),
            winner,
          },
        )
      : sentence(msg({ message: "{winner} is the only option no kept win beats." }), { winner }),
  );
  return sentences;
}

function compareOtherCounts(result: RankedResult, options: readonly string[]): ResultSentence[] {
  const { borda } = result;
  const values = {
    winner: options[result.winner] as string,
    other: options[borda.winner] as string,
    points: borda.points[result.winner] as number,
    otherPoints: borda.points[borda.winner] as number,
    winnerPoints: figure(borda.points[result.winner] as number),
  };
  return [
    result.instantRunoff.winner === result.winner
      ? sentence(msg({ message: "Instant runoff would also choose {winner}." }), values)
      : whyNotInRunoff(result, options),
    borda.winner === result.winner
      ? sentence(
          msg({
            message:
              "{points, plural, one {The Borda count would also choose {winner}, with # point.} other {The Borda count would also choose {winner}, with # points.}}",
          }),
          values,
        )
      : borda.tiedForFirst.includes(result.winner)
        ? sentence(
            msg({
              message:
                "{points, plural, one {The Borda count would choose {other} instead: it and {winner} have # point each, the most, and the draw chose {other}.} other {The Borda count would choose {other} instead: it and {winner} have # points each, the most, and the draw chose {other}.}}",
            }),
            values,
          )
        : sentence(
            msg({
              message:
                "{otherPoints, plural, one {The Borda count would choose {other} instead: # point to {winnerPoints} for {winner}.} other {The Borda count would choose {other} instead: # points to {winnerPoints} for {winner}.}}",
            }),
            values,
          ),
  ];
}

function whyNotInRunoff(result: RankedResult, options: readonly string[]): ResultSentence {
  const { rounds } = result.instantRunoff;
  const names = { other: options[result.instantRunoff.winner] as string, winner: options[result.winner] as string };
  const out = rounds.findIndex((round) => round.eliminated.includes(result.winner));
  if (out >= 0) {
    return sentence(
      msg({ message: "Instant runoff would choose {other} instead: {winner} goes out in round {round}." }),
      {
        ...names,
        round: figure(out + 1),
      },
    );
  }
  const last = rounds.at(-1);
  const round = figure(rounds.length);
  if (last?.byDraw) {
    return sentence(
      msg({
        message:
          "Instant runoff would choose {other} instead: in round {round} {other} and {winner} are level, and the draw chose {other}.",
      }),
      { ...names, round },
    );
  }
  const votes = (option: number) => last?.tallies.find((tally) => tally.option === option)?.votes ?? 0;
  return sentence(
    msg({
      message:
        "{votes, plural, one {Instant runoff would choose {other} instead: in round {round} {other} has # vote to {winnerVotes} for {winner}, more than half.} other {Instant runoff would choose {other} instead: in round {round} {other} has # votes to {winnerVotes} for {winner}, more than half.}}",
    }),
    { ...names, round, votes: votes(result.instantRunoff.winner), winnerVotes: figure(votes(result.winner)) },
  );
}
