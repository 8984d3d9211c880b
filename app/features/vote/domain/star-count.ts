import { msg } from "@lingui/core/macro";
import { figure, nameAndFigure, sentence, type ResultSentence } from "~/features/vote/domain/result-words";
import type { TieBreak } from "~/features/vote/domain/tie-break";

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

/** The result in one sentence a group reads at first sight: the runoff's winner and why it won. */
export function headlineStar(result: StarResult, options: readonly string[], voters: number): ResultSentence {
  const { finalists, runoff, totals } = result;
  const loser = result.winner === finalists[0] ? finalists[1] : finalists[0];
  const names = { winner: options[result.winner] as string, other: options[loser] as string };
  if (result.decidedBy === "preference") {
    const preferring = figure(result.winner === finalists[0] ? runoff.first : runoff.second);
    return sentence(
      msg({
        message:
          "{voters, plural, one {{winner} won the runoff against {other}: {preferring} of # voter gave it more stars.} other {{winner} won the runoff against {other}: {preferring} of # voters gave it more stars.}}",
      }),
      { ...names, voters, preferring },
    );
  }
  const stars = { winnerStars: figure(totals[result.winner] as number), otherStars: figure(totals[loser] as number) };
  if (result.decidedBy === "total") {
    return sentence(
      msg({
        message:
          "{winner} won: its runoff against {other} was level, so the most stars in total decided, {winnerStars} to {otherStars}.",
      }),
      { ...names, ...stars },
    );
  }
  return sentence(
    msg({
      message: "{winner} and {other} tied in the runoff and in stars ({winnerStars} each); a fair draw chose {winner}.",
    }),
    { ...names, ...stars },
  );
}

/** The scoring round and the runoff, in sentences read off the result. */
export function explainStar(result: StarResult, options: readonly string[], ballotCount: number): ResultSentence[] {
  const { totals, finalists, runoff } = result;
  const [a, b] = finalists.map((option) => options[option] as string) as [string, string];
  const winner = options[result.winner] as string;
  const ranked = totals
    .map((total, option) => ({ total, option }))
    .sort((x, y) => y.total - x.total || x.option - y.option)
    .map(({ total, option }) => nameAndFigure(options[option] as string, total));
  const sentences = [
    sentence(
      msg({
        message:
          "{ballots, plural, one {Scoring round, stars in total from # ballot: {ranked}.} other {Scoring round, stars in total from # ballots: {ranked}.}}",
        comment: "{ranked} is a list of options, each with its stars",
      }),
      { ballots: ballotCount, ranked },
    ),
    result.finalistsByDraw
      ? describeFinalistDraw(result, options)
      : sentence(msg({ message: "{a} and {b}, the two highest, go to the runoff." }), { a, b }),
    sentence(
      msg({
        message: "Runoff, ballots scoring each higher: {a} {first}, {b} {second}; scoring them the same: {equal}.",
      }),
      {
        a,
        b,
        first: figure(runoff.first),
        second: figure(runoff.second),
        equal: figure(runoff.equal),
      },
    ),
  ];
  if (result.decidedBy === "preference") {
    sentences.push(sentence(msg({ message: "More voters prefer {winner}, so {winner} wins." }), { winner }));
    if (result.winner !== finalists[0] && totals[finalists[0]] !== totals[result.winner]) {
      sentences.push(
        sentence(msg({ message: "{a} has more stars in total, but more voters prefer {winner} to {a}." }), {
          a,
          winner,
        }),
      );
    }
  } else if (result.decidedBy === "total") {
    sentences.push(
      sentence(msg({ message: "As many prefer each, so {winner} wins with more stars in total." }), { winner }),
    );
  } else {
    sentences.push(
      sentence(msg({ message: "As many prefer each and their totals are level, so the draw chose {winner}." }), {
        winner,
      }),
    );
  }
  return sentences;
}

function describeFinalistDraw({ totals, finalists }: StarResult, options: readonly string[]): ResultSentence {
  const level = totals[finalists[1]] as number;
  const tiedOptions = totals.flatMap((total, option) => (total === level ? [option] : []));
  const name = (option: number) => options[option] as string;
  return sentence(
    msg({
      message:
        "{level, plural, one {{tied} are level with # star for a place in the runoff; the draw chose {chosen}, so {first} and {second} go to the runoff.} other {{tied} are level with # stars for a place in the runoff; the draw chose {chosen}, so {first} and {second} go to the runoff.}}",
      comment: "{tied} and {chosen} are lists of options",
    }),
    {
      level,
      tied: tiedOptions.map(name),
      chosen: tiedOptions.filter((option) => finalists.includes(option)).map(name),
      first: name(finalists[0]),
      second: name(finalists[1]),
    },
  );
}
