import { ballots, joinNames } from "~/features/vote/domain/result-words";
import type { TieBreak } from "~/features/vote/domain/tie-break";
import { formatCount } from "~/kernel/format/domain/count";

export interface StarResult {
  method: "score";
  /** Each option's stars over all ballots. */
  totals: number[];
  /** The two highest totals, higher first; `finalistsByDraw` when a tie for a place among them was drawn. */
  finalists: [number, number];
  finalistsByDraw: boolean;
  /** Ballots scoring the first finalist higher, the second higher, and both the same. */
  runoff: { first: number; second: number; equal: number };
  /** What settled the runoff: more voters preferring, then the higher total, then the draw. */
  decidedBy: "preference" | "total" | "draw";
  winner: number;
}

/**
 * STAR voting (Score Then Automatic Runoff): the two options with the most stars go to a runoff, which the one scored
 * higher on more ballots wins; a level runoff goes to the higher total, and a level total to the draw.
 */
export function countStar(scores: readonly (readonly number[])[], optionCount: number, tieBreak: TieBreak): StarResult {
  const totals = new Array<number>(optionCount).fill(0);
  for (const ballot of scores) ballot.forEach((score, option) => (totals[option] = (totals[option] as number) + score));
  const { picked, byDraw } = topTwo(totals, tieBreak);
  const [a, b] = picked.sort((x, y) => (totals[y] as number) - (totals[x] as number) || x - y) as [number, number];
  const runoff = { first: 0, second: 0, equal: 0 };
  for (const ballot of scores) {
    const difference = (ballot[a] as number) - (ballot[b] as number);
    if (difference > 0) runoff.first++;
    else if (difference < 0) runoff.second++;
    else runoff.equal++;
  }
  const base = {
    method: "score" as const,
    totals,
    finalists: [a, b] as [number, number],
    finalistsByDraw: byDraw,
    runoff,
  };
  if (runoff.first !== runoff.second) {
    return { ...base, decidedBy: "preference", winner: runoff.first > runoff.second ? a : b };
  }
  if (totals[a] !== totals[b]) return { ...base, decidedBy: "total", winner: a };
  return { ...base, decidedBy: "draw", winner: tieBreak.first([a, b]) };
}

/** The two highest totals; the draw fills a place only when more options tie for it than there are places. */
function topTwo(totals: readonly number[], tieBreak: TieBreak): { picked: number[]; byDraw: boolean } {
  const picked: number[] = [];
  let byDraw = false;
  while (picked.length < 2) {
    const left = totals.map((_, option) => option).filter((option) => !picked.includes(option));
    const best = Math.max(...left.map((option) => totals[option] as number));
    const tied = left.filter((option) => totals[option] === best);
    if (tied.length <= 2 - picked.length) picked.push(...tied);
    else {
      byDraw = true;
      picked.push(tieBreak.first(tied));
    }
  }
  return { picked, byDraw };
}

/** “score” or, for one ballot, “scores”. */
const score = (count: number) => (count === 1 ? "scores" : "score");
/** “1 ballot scores Pizza higher”, “3 ballots score Pizza higher”. */
const scoreHigher = (count: number, option: string) => `${ballots(count)} ${score(count)} ${option} higher`;

/** The scoring round and the runoff, in sentences read off the result. */
export function explainStar(result: StarResult, options: readonly string[], ballotCount: number): string[] {
  const { totals, finalists, runoff, winner } = result;
  const [a, b] = finalists.map((option) => options[option] as string) as [string, string];
  const ranked = totals
    .map((total, option) => ({ total, option }))
    .sort((x, y) => y.total - x.total || x.option - y.option)
    .map(({ total, option }) => `${options[option]} ${formatCount(total)}`);
  const sentences = [
    `Scoring round: stars in total, from ${ballots(ballotCount)} — ${ranked.join(", ")}.`,
    result.finalistsByDraw
      ? describeFinalistDraw(result, options)
      : `${a} and ${b}, the two highest, go to the runoff.`,
    `Runoff: ${scoreHigher(runoff.first, a)}, ${scoreHigher(runoff.second, b)} and ${formatCount(runoff.equal)} ${score(runoff.equal)} them the same.`,
  ];
  const winnerName = options[winner] as string;
  if (result.decidedBy === "preference") {
    sentences.push(`More voters prefer ${winnerName}, so ${winnerName} wins.`);
    if (winner !== finalists[0] && totals[finalists[0]] !== totals[winner]) {
      sentences.push(`${a} has more stars in total, but more voters prefer ${winnerName} to ${a}.`);
    }
  } else if (result.decidedBy === "total") {
    sentences.push(`As many prefer each, so ${winnerName} wins with more stars in total.`);
  } else {
    sentences.push(`As many prefer each and their totals are level, so the draw chose ${winnerName}.`);
  }
  return sentences;
}

function describeFinalistDraw({ totals, finalists }: StarResult, options: readonly string[]): string {
  const level = totals[finalists[1]] as number;
  const tied = totals.flatMap((total, option) => (total === level ? [option] : []));
  const chosen = tied.filter((option) => finalists.includes(option));
  const name = (option: number) => options[option] as string;
  return `${joinNames(tied.map(name))} are level with ${formatCount(level)} stars for a place in the runoff; the draw chose ${joinNames(chosen.map(name))}, so ${name(finalists[0])} and ${name(finalists[1])} go to the runoff.`;
}
