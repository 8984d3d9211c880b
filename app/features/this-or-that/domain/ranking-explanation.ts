/** The finished ranking explained place by place, from the answers alone: what was answered, drawn or follows. */

import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { answerGraph, describePath, pathsFrom, pathTo } from "~/features/this-or-that/domain/answer-graph";
import type { Answer } from "~/kernel/pairs/domain/merge-insertion";
import { isolate } from "~/kernel/format/domain/isolate";
import { sentence } from "~/features/this-or-that/domain/sentence";

// An option can rank above 99 others by inference: naming them all would bury the sentence.
const namedInferred = 3;

/** Up to three names as a list, or the first three and how many others, as one phrase. */
function nameSome(names: readonly string[]): readonly string[] | MessageDescriptor {
  if (names.length <= namedInferred) return names;
  const [first, second, third] = names;
  const rest = names.length - namedInferred;
  return msg`${plural(rest, { one: `${first}, ${second}, ${third} and # other`, other: `${first}, ${second}, ${third} and # others` })}`;
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
  sentences: MessageDescriptor[];
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
    const preferred: MessageDescriptor[] = [];
    const drawn: string[] = [];
    const inferred: number[] = [];
    const throughDraws: number[] = [];
    for (const other of below) {
      const name = isolate(options[other] as string);
      if (direct.get(other) === false)
        preferred.push(msg({ message: `to ${name}`, comment: "“You preferred A to B and to C”: the part after A" }));
      else if (direct.get(other) === true) drawn.push(name);
      else if (byPreference.has(other)) inferred.push(other);
      else throughDraws.push(other);
    }
    const sentences: MessageDescriptor[] = [];
    const name = isolate(options[option] as string);
    if (preferred.length > 0)
      sentences.push(
        sentence(
          msg({
            message: "You preferred {name} {preferred}.",
            comment: "{preferred} is a list of phrases such as “to Porto and to Faro”",
          }),
          { name, preferred },
        ),
      );
    if (drawn.length > 0)
      sentences.push(
        sentence(
          msg({
            message: "You could not choose between {name} and {drawn}: a fair draw put {name} above.",
            comment: "{drawn} is a list of options",
          }),
          { name, drawn },
        ),
      );
    if (inferred.length > 0) {
      const [first] = inferred as [number];
      const example = describePath(pathTo(byPreference, first), options, edges);
      const others = nameSome(inferred.map((other) => isolate(options[other] as string)));
      sentences.push(
        sentence(
          msg({
            message: "Above {others} by inference from your other answers (for example, {example}).",
            comment: "{others} is a list of options; {example} a list of answers, such as “you preferred A to B”",
          }),
          { others, example },
        ),
      );
    }
    if (throughDraws.length > 0) {
      // No path of preferences leads there, so every path of answers goes through a draw.
      const [first] = throughDraws as [number];
      const example = describePath(pathTo(pathsFrom(option, edges, true), first), options, edges);
      const others = nameSome(throughDraws.map((other) => isolate(options[other] as string)));
      sentences.push(
        sentence(
          msg({
            message:
              "Above {others} partly by chance, through a draw where you could not choose (for example, {example}).",
            comment: "{others} is a list of options; {example} a list of answers, such as “a draw put B above C”",
          }),
          { others, example },
        ),
      );
    }
    if (below.length === 0) sentences.push(msg`Ranked last: every other option is above it.`);
    return { option, aboveNextByChance: next !== undefined && direct.get(next) === true, sentences };
  });
}
