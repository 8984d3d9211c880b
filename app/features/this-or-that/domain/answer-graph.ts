/**
 * The answers as a graph: an option points to each option it was put above, by the visitor's preference or by a
 * fair draw. Searching it tells what follows from the answers, and which answers it follows from.
 */

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Answer } from "~/kernel/pairs/domain/merge-insertion";
import { isolate } from "~/kernel/format/domain/isolate";

/** Who ranks above whom through direct answers: `edges[a]` maps each b that a was put above to how. */
export function answerGraph(count: number, answers: readonly Answer[]): Map<number, boolean>[] {
  const edges = Array.from({ length: count }, () => new Map<number, boolean>());
  for (const { preferred, other, byChance } of answers) edges[preferred]?.set(other, byChance);
  return edges;
}

/** The options reachable from `from` through the answers (draws included or not), by breadth-first search. */
export function pathsFrom(
  from: number,
  edges: readonly Map<number, boolean>[],
  withDraws: boolean,
): Map<number, number> {
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

/**
 * The answers along a path, one clause each ("you preferred A to B", "a draw put B above C"), which the page joins as
 * a list in its language.
 */
export function describePath(
  path: readonly number[],
  options: readonly string[],
  edges: readonly Map<number, boolean>[],
): MessageDescriptor[] {
  const steps: MessageDescriptor[] = [];
  for (let i = 0; i + 1 < path.length; i++) {
    const [a, b] = [path[i] as number, path[i + 1] as number];
    const [upper, lower] = [isolate(options[a] as string), isolate(options[b] as string)];
    steps.push(
      edges[a]?.get(b) === true
        ? msg({ message: `a draw put ${upper} above ${lower}`, comment: "A clause inside a longer sentence" })
        : msg({ message: `you preferred ${upper} to ${lower}`, comment: "A clause inside a longer sentence" }),
    );
  }
  return steps;
}

/** The path found to `to`, from the search's start; empty when there is none. */
export function pathTo(cameFrom: ReadonlyMap<number, number>, to: number): number[] {
  if (!cameFrom.has(to)) return [];
  const path = [to];
  for (let node = to; cameFrom.get(node) !== node; node = cameFrom.get(node) as number) {
    path.unshift(cameFrom.get(node) as number);
  }
  return path;
}
