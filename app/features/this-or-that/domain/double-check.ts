/**
 * The double-check: pairs the ranking orders without having asked them, asked now, and the answers that go against
 * the ranking named with the answers it came from.
 */

import { answerGraph, describePath, pathsFrom, pathTo } from "~/features/this-or-that/domain/answer-graph";
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { Answer } from "~/kernel/pairs/domain/merge-insertion";
import { isolate } from "~/kernel/format/domain/isolate";
import { sentence } from "~/features/this-or-that/domain/sentence";

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
): MessageDescriptor[] {
  const edges = answerGraph(options.length, answers);
  return pairs.flatMap(({ upper, lower }, index) => {
    if (checks[index] !== lower) return [];
    const path = pathTo(pathsFrom(upper, edges, true), lower);
    const [above, below] = [isolate(options[upper] as string), isolate(options[lower] as string)];
    if (path.length <= 1) return [msg`Now you preferred ${below} to ${above}, but the ranking puts ${above} above.`];
    const because = describePath(path, options, edges);
    return [
      sentence(
        msg({
          message: "Now you preferred {below} to {above}, but the ranking puts {above} above because {because}.",
          comment: "{because} is a list of answers, such as “you preferred A to B and a draw put B above C”",
        }),
        { below, above, because },
      ),
    ];
  });
}

/** The options check `index` shows, left then right: the upper one alternates sides, so left is not always right. */
export function checkSides(pairs: readonly CheckPair[], index: number): [number, number] | null {
  const pair = pairs[index];
  if (!pair) return null;
  return index % 2 === 1 ? [pair.upper, pair.lower] : [pair.lower, pair.upper];
}

export function checkProgress(index: number, total: number): MessageDescriptor {
  const number = index + 1;
  return msg`Check ${number} of ${total}`;
}

/** Check `index` as a question, as the live region says it; null past the last check. */
export function describeCheck(
  options: readonly string[],
  pairs: readonly CheckPair[],
  index: number,
): MessageDescriptor | null {
  const sides = checkSides(pairs, index);
  if (!sides) return null;
  const [number, total] = [index + 1, pairs.length];
  const [first, second] = [isolate(options[sides[0]] as string), isolate(options[sides[1]] as string)];
  return msg`Check ${number} of ${total}: ${first} or ${second}?`;
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
  const checked = pairs.length - skipped;
  return {
    contradictions,
    agreement:
      contradictions.length === 0
        ? msg`No answer goes against the ranking (${plural(checked, { one: "# pair", other: "# pairs" })} checked).`
        : null,
    skipped:
      skipped > 0
        ? msg`${plural(skipped, { one: "You could not choose in # check.", other: "You could not choose in # checks." })}`
        : null,
  };
}
