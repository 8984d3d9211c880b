/**
 * The double-check: pairs the ranking orders without having asked them, asked now, and the answers that go against
 * the ranking named with the answers it came from.
 */

import { answerGraph, describePath, pathsFrom, pathTo } from "~/features/this-or-that/domain/answer-graph";
import type { Answer } from "~/kernel/pairs/domain/merge-insertion";
import { countOf } from "~/kernel/format/domain/count";

/** A pair the ranking already orders without it having been asked: `upper` ranks above `lower`. */
export interface CheckPair {
  upper: number;
  lower: number;
}

export const maximumChecks = 5;

/**
 * Up to 5 pairs the ranking implies but nobody asked: the nearest first (two places apart, then three…), spread
 * over the ranking, since a near pair is the likeliest to be answered differently.
 */
export function chooseCheckPairs(ranking: readonly number[], answers: readonly Answer[]): CheckPair[] {
  const asked = new Set(answers.flatMap(({ preferred, other }) => [`${preferred}:${other}`, `${other}:${preferred}`]));
  const candidates: CheckPair[] = [];
  for (let distance = 2; distance < ranking.length && candidates.length < maximumChecks; distance++) {
    const atDistance: CheckPair[] = [];
    for (let place = 0; place + distance < ranking.length; place++) {
      const upper = ranking[place] as number;
      const lower = ranking[place + distance] as number;
      if (!asked.has(`${upper}:${lower}`)) atDistance.push({ upper, lower });
    }
    const wanted = maximumChecks - candidates.length;
    if (atDistance.length <= wanted) candidates.push(...atDistance);
    else
      for (let i = 0; i < wanted; i++)
        candidates.push(atDistance[Math.floor((i * atDistance.length) / wanted)] as CheckPair);
  }
  return candidates;
}

/** What a check answer said: which option of the pair was preferred, or null when the visitor could not choose. */
export type CheckAnswer = number | null;

/** One sentence per check answer that goes against the ranking, naming the answers the ranking came from. */
export function findContradictions(
  options: readonly string[],
  pairs: readonly CheckPair[],
  checks: readonly CheckAnswer[],
  answers: readonly Answer[],
): string[] {
  const edges = answerGraph(options.length, answers);
  return pairs.flatMap(({ upper, lower }, index) => {
    if (checks[index] !== lower) return [];
    const path = pathTo(pathsFrom(upper, edges, true), lower);
    const because = path.length > 1 ? ` because ${describePath(path, options, edges)}` : "";
    return [
      `Now you preferred ${options[lower]} to ${options[upper]}, but the ranking puts ${options[upper]} above${because}.`,
    ];
  });
}

/** The options check `index` shows, left then right: the upper one alternates sides, so left is not always right. */
export function checkSides(pairs: readonly CheckPair[], index: number): [number, number] | null {
  const pair = pairs[index];
  if (!pair) return null;
  return index % 2 === 1 ? [pair.upper, pair.lower] : [pair.lower, pair.upper];
}

export const checkProgress = (index: number, total: number) => `Check ${index + 1} of ${total}`;

/** Check `index` as a question, as the live region says it; null past the last check. */
export function describeCheck(options: readonly string[], pairs: readonly CheckPair[], index: number) {
  const sides = checkSides(pairs, index);
  return sides && `${checkProgress(index, pairs.length)}: ${options[sides[0]]} or ${options[sides[1]]}?`;
}

/** What the finished double-check found: the answers against the ranking (or that none was), and the skipped checks. */
export function checkReport(
  options: readonly string[],
  pairs: readonly CheckPair[],
  checks: readonly CheckAnswer[],
  answers: readonly Answer[],
) {
  const contradictions = findContradictions(options, pairs, checks, answers);
  const skipped = checks.filter((check) => check === null).length;
  return {
    contradictions,
    agreement:
      contradictions.length === 0
        ? `No answer goes against the ranking (${countOf(pairs.length - skipped, "pair")} checked).`
        : null,
    skipped: skipped > 0 ? `You could not choose in ${countOf(skipped, "check")}.` : null,
  };
}
