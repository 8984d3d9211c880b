import { prefer } from "~/features/vote/domain/pairwise";
import { findPath } from "~/features/vote/domain/ranked-pairs";
import type { RankedResult } from "~/features/vote/domain/ranked-count";
import { joinNames, versus } from "~/features/vote/domain/result-words";
import { formatCount } from "~/kernel/format/domain/count";

/** Why the winner won, rival by rival, and whether instant runoff or Borda would have chosen differently. */
export function explainRanked(result: RankedResult, options: readonly string[]): string[] {
  const { pairwise, winner } = result;
  const name = (option: number) => options[option] as string;
  const headToHead = (a: number, b: number) => versus(prefer(pairwise, a, b), prefer(pairwise, b, a));
  const rivals = options.map((_, option) => option).filter((option) => option !== winner);
  const beaten = rivals.filter((rival) => prefer(pairwise, winner, rival) > prefer(pairwise, rival, winner));
  const beatenList = joinNames(beaten.map((rival) => `${name(rival)} ${headToHead(winner, rival)}`));
  const sentences = [
    "Head to head, a ballot counts for one option over another when it ranks it higher; an option it leaves unranked counts below every option it ranks.",
  ];
  if (result.condorcetWinner !== null) {
    sentences.push(
      `${name(winner)} beats every other option head to head (${beatenList}): it is the Condorcet winner.`,
    );
  } else {
    sentences.push(...explainRankedPairs(result, name, headToHead, beatenList));
  }
  sentences.push(...compareOtherCounts(result, name));
  return sentences;
}

function explainRankedPairs(
  result: RankedResult,
  name: (option: number) => string,
  headToHead: (a: number, b: number) => string,
  beatenList: string,
): string[] {
  const { pairwise, winner } = result;
  const rankedPairs = result.rankedPairs;
  if (!rankedPairs) return [];
  const steps = (path: readonly number[]) =>
    joinNames(
      path
        .slice(1)
        .map(
          (to, index) => `${name(path[index] as number)} over ${name(to)} (${headToHead(path[index] as number, to)})`,
        ),
    );
  const sentences = [
    "No option beats every other head to head, so the head-to-head majorities were locked in from the largest margin down, skipping any that would contradict those already locked (Ranked Pairs).",
  ];
  if (beatenList !== "") sentences.push(`${name(winner)} beats ${beatenList} head to head.`);
  for (const { majority, path } of rankedPairs.skipped) {
    if (majority.loser !== winner) continue;
    sentences.push(
      `${name(majority.winner)} beats ${name(winner)} ${headToHead(majority.winner, winner)}, but that majority was skipped: ${steps(path)} ${path.length > 2 ? "were" : "was"} locked before it.`,
    );
  }
  const next = pairwise.preferred.map((): number[] => []);
  for (const { winner: from, loser } of rankedPairs.locked) next[from]?.push(loser);
  for (const rival of pairwise.preferred.keys()) {
    if (rival === winner || prefer(pairwise, winner, rival) !== prefer(pairwise, rival, winner)) continue;
    const path = findPath(next, winner, rival);
    const level = `${name(winner)} and ${name(rival)} are level head to head (${headToHead(winner, rival)})`;
    if (path.length > 0) sentences.push(`${level}; ${name(winner)} is ahead through ${steps(path)}.`);
  }
  for (const margin of rankedPairs.drawOrderedMargins) {
    sentences.push(
      `Majorities of the same margin (${formatCount(margin)}) contradicted each other; the draw set the order in which they were locked.`,
    );
  }
  if (rankedPairs.unbeaten.length > 1) {
    sentences.push(
      `No locked majority beats ${joinNames(rankedPairs.unbeaten.map(name))}; the draw chose ${name(winner)}.`,
    );
  } else {
    sentences.push(`${name(winner)} is the only option no locked majority beats.`);
  }
  return sentences;
}

function compareOtherCounts(result: RankedResult, name: (option: number) => string): string[] {
  const { instantRunoff, borda, winner } = result;
  const points = (option: number) => `${formatCount(borda.points[option] as number)} points`;
  return [
    instantRunoff.winner === winner
      ? `Instant runoff would also choose ${name(winner)}.`
      : `Instant runoff would choose ${name(instantRunoff.winner)} instead: ${whyNotInRunoff(result, name)}.`,
    borda.winner === winner
      ? `The Borda count would also choose ${name(winner)}, with ${points(winner)}.`
      : borda.tiedForFirst.includes(winner)
        ? `The Borda count would choose ${name(borda.winner)} instead: it and ${name(winner)} have ${points(winner)} each, the most, and the draw chose ${name(borda.winner)}.`
        : `The Borda count would choose ${name(borda.winner)} instead: ${points(borda.winner)} to ${name(winner)}'s ${formatCount(borda.points[winner] as number)}.`,
  ];
}

function whyNotInRunoff(result: RankedResult, name: (option: number) => string): string {
  const { rounds, winner: runoffWinner } = result.instantRunoff;
  const out = rounds.findIndex((round) => round.eliminated.includes(result.winner));
  if (out >= 0) return `${name(result.winner)} goes out in round ${out + 1}`;
  const last = rounds.at(-1);
  const votes = (option: number) => formatCount(last?.tallies.find((tally) => tally.option === option)?.votes ?? 0);
  const [winner, other] = [name(runoffWinner), name(result.winner)];
  return last?.byDraw
    ? `in round ${rounds.length} ${winner} and ${other} are level, and the draw chose ${winner}`
    : `in round ${rounds.length} ${winner} has ${votes(runoffWinner)} votes to ${other}'s ${votes(result.winner)}, more than half`;
}
