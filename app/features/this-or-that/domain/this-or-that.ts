import type { Answer } from "~/features/this-or-that/domain/merge-insertion";
import { formatCount } from "~/kernel/format/domain/count";

export const maximumOptions = 100;
/** Each option is shown whole on a button that takes half a 320 px screen. */
export const maximumOptionLength = 200;

/** Why a list cannot be ranked, in words for the list's field; null when it can. */
export function findOptionsProblem(options: readonly string[]): string | null {
  if (options.length < 2) return "Enter at least two options to compare.";
  if (options.length > maximumOptions) {
    const extra = options.length - maximumOptions;
    return `This or That ranks up to ${maximumOptions} options; this list has ${formatCount(options.length)}. Remove ${formatCount(extra)} to start.`;
  }
  const tooLong = options.findIndex((option) => [...option].length > maximumOptionLength);
  if (tooLong >= 0) {
    return `Option ${tooLong + 1} has ${formatCount([...(options[tooLong] as string)].length)} characters: keep each option to ${maximumOptionLength} so it fits on its button.`;
  }
  const seen = new Map<string, string>();
  for (const option of options) {
    const key = option.toLocaleLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      const same = first === option ? `“${option}” appears` : `“${first}” and “${option}” appear`;
      return `${same} more than once (capital letters do not count as a difference). Keep each option once so every answer is clear.`;
    }
    seen.set(key, option);
  }
  return null;
}

/** “A”, “A and B”, “A, B and C”. */
function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

// An option can rank above 99 others by inference: naming them all would bury the sentence.
const namedInferred = 3;

function nameSome(names: readonly string[]): string {
  if (names.length <= namedInferred) return joinNames(names);
  const rest = names.length - namedInferred;
  return `${names.slice(0, namedInferred).join(", ")} and ${formatCount(rest)} ${rest === 1 ? "other" : "others"}`;
}

/** Who ranks above whom through direct answers: `edges[a]` maps each b that a was put above to how. */
function answerGraph(count: number, answers: readonly Answer[]): Map<number, boolean>[] {
  const edges = Array.from({ length: count }, () => new Map<number, boolean>());
  for (const { preferred, other, byChance } of answers) edges[preferred]?.set(other, byChance);
  return edges;
}

/** The options reachable from `from` through the answers (draws included or not), by breadth-first search. */
function pathsFrom(from: number, edges: readonly Map<number, boolean>[], withDraws: boolean): Map<number, number> {
  const cameFrom = new Map<number, number>([[from, from]]);
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head] as number;
    for (const [next, byChance] of edges[node] ?? []) {
      if ((byChance && !withDraws) || cameFrom.has(next)) continue;
      cameFrom.set(next, node);
      queue.push(next);
    }
  }
  return cameFrom;
}

/** "you preferred A to B and B to C" along a path of answers; a draw reads "a draw put B above C". */
function describePath(path: readonly number[], options: readonly string[], edges: readonly Map<number, boolean>[]) {
  const steps: string[] = [];
  for (let i = 0; i + 1 < path.length; i++) {
    const [a, b] = [path[i] as number, path[i + 1] as number];
    const byChance = edges[a]?.get(b) === true;
    steps.push(
      byChance ? `a draw put ${options[a]} above ${options[b]}` : `you preferred ${options[a]} to ${options[b]}`,
    );
  }
  return joinNames(steps);
}

/** The path found to `to`, from the search's start; empty when there is none. */
function pathTo(cameFrom: ReadonlyMap<number, number>, to: number): number[] {
  if (!cameFrom.has(to)) return [];
  const path = [to];
  for (let node = to; cameFrom.get(node) !== node; node = cameFrom.get(node) as number) {
    path.unshift(cameFrom.get(node) as number);
  }
  return path;
}

/** The places (1-based) whose order over the next one a fair draw settled: an adjacent pair is always asked. */
export function findDrawnPlaces(ranking: readonly number[], answers: readonly Answer[]): number[] {
  const drawn = new Set(
    answers.filter(({ byChance }) => byChance).map(({ preferred, other }) => `${preferred}:${other}`),
  );
  return ranking.flatMap((option, place) =>
    place + 1 < ranking.length && drawn.has(`${option}:${ranking[place + 1]}`) ? [place + 1] : [],
  );
}

export interface RankedPlace {
  option: number;
  /** True when this option's place above the next one was settled by a fair draw. */
  aboveNextByChance: boolean;
  /** Each true by construction: only what was answered, and what follows from it, said as such. */
  sentences: string[];
}

/** The ranking with, for each place, why it is there. */
export function explainRanking(
  options: readonly string[],
  ranking: readonly number[],
  answers: readonly Answer[],
): RankedPlace[] {
  const edges = answerGraph(options.length, answers);
  return ranking.map((option, place) => {
    const below = ranking.slice(place + 1);
    const next = ranking[place + 1];
    const direct = edges[option] as Map<number, boolean>;
    const byPreference = pathsFrom(option, edges, false);
    const preferred: string[] = [];
    const drawn: string[] = [];
    const inferred: number[] = [];
    const throughDraws: string[] = [];
    for (const other of below) {
      const name = options[other] as string;
      if (direct.get(other) === false) preferred.push(name);
      else if (direct.get(other) === true) drawn.push(name);
      else if (byPreference.has(other)) inferred.push(other);
      else throughDraws.push(name);
    }
    const sentences: string[] = [];
    const name = options[option] as string;
    if (preferred.length > 0)
      sentences.push(`You preferred ${name} ${joinNames(preferred.map((other) => `to ${other}`))}.`);
    if (drawn.length > 0)
      sentences.push(`You could not choose between ${name} and ${joinNames(drawn)}: a fair draw put ${name} above.`);
    if (inferred.length > 0) {
      const [first] = inferred as [number];
      const example = describePath(pathTo(byPreference, first), options, edges);
      sentences.push(
        `Above ${nameSome(inferred.map((other) => options[other] as string))} by inference from your other answers (for example, ${example}).`,
      );
    }
    if (throughDraws.length > 0) sentences.push(`Above ${nameSome(throughDraws)} through a fair draw further down.`);
    if (below.length === 0) sentences.push("Ranked last: every other option is above it.");
    return { option, aboveNextByChance: next !== undefined && direct.get(next) === true, sentences };
  });
}

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
