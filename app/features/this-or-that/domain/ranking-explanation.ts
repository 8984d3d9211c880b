/** The finished ranking explained place by place, from the answers alone: what was answered, drawn or follows. */

import { answerGraph, describePath, joinNames, pathsFrom, pathTo } from "~/features/this-or-that/domain/answer-graph";
import type { Answer } from "~/kernel/pairs/domain/merge-insertion";
import { formatCount } from "~/kernel/format/domain/count";

// An option can rank above 99 others by inference: naming them all would bury the sentence.
const namedInferred = 3;

function nameSome(names: readonly string[]): string {
  if (names.length <= namedInferred) return joinNames(names);
  const rest = names.length - namedInferred;
  return `${names.slice(0, namedInferred).join(", ")} and ${formatCount(rest)} ${rest === 1 ? "other" : "others"}`;
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
    const throughDraws: number[] = [];
    for (const other of below) {
      const name = options[other] as string;
      if (direct.get(other) === false) preferred.push(name);
      else if (direct.get(other) === true) drawn.push(name);
      else if (byPreference.has(other)) inferred.push(other);
      else throughDraws.push(other);
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
    if (throughDraws.length > 0) {
      // No path of preferences leads there, so every path of answers goes through a draw.
      const [first] = throughDraws as [number];
      const example = describePath(pathTo(pathsFrom(option, edges, true), first), options, edges);
      sentences.push(
        `Above ${nameSome(throughDraws.map((other) => options[other] as string))} partly by chance, through a draw where you could not choose (for example, ${example}).`,
      );
    }
    if (below.length === 0) sentences.push("Ranked last: every other option is above it.");
    return { option, aboveNextByChance: next !== undefined && direct.get(next) === true, sentences };
  });
}
