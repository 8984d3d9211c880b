import { describe, expect, it } from "vitest";
import { countPairwise, prefer } from "~/features/vote/domain/pairwise";
import { rankPairs } from "~/features/vote/domain/ranked-pairs";
import { createTieBreak } from "~/features/vote/domain/tie-break";
import { shuffle } from "~/kernel/random/domain/random";
import { createSeededDraw } from "~/kernel/random/domain/seeded-random";

/** Whether the locked majorities hold a cycle, by depth-first search. */
function hasCycle(n: number, edges: readonly [number, number][]): boolean {
  const next = Array.from({ length: n }, (): number[] => []);
  for (const [from, to] of edges) next[from]?.push(to);
  const state = new Array<number>(n).fill(0); // 0 unseen, 1 on the current path, 2 done
  const visit = (node: number): boolean => {
    state[node] = 1;
    for (const to of next[node] ?? []) if (state[to] === 1 || (state[to] === 0 && visit(to))) return true;
    state[node] = 2;
    return false;
  };
  return Array.from({ length: n }, (_, node) => node).some((node) => state[node] === 0 && visit(node));
}

describe("rankPairs", () => {
  it("locks or skips every majority, never closing a cycle, and names a true locked path for each skip", () => {
    const draw = createSeededDraw(new TextEncoder().encode("ranked pairs at scale"));
    for (const n of [33, 47, 70]) {
      // Voters in a few camps with noise: cycles and equal margins at every size, across 32-option words.
      const camps = Array.from({ length: 3 }, () =>
        shuffle(
          Array.from({ length: n }, (_, i) => i),
          draw,
        ),
      );
      const ballots = Array.from({ length: 61 }, () => {
        const order = [...(camps[draw(3)] as number[])];
        for (let swap = 0; swap < n; swap++) {
          const at = draw(n - 1);
          [order[at], order[at + 1]] = [order[at + 1] as number, order[at] as number];
        }
        return order.slice(0, 1 + draw(n));
      });
      const table = countPairwise(ballots, n);
      const result = rankPairs(
        table,
        createTieBreak(n, () => draw),
      );
      const locked = result.locked.map(({ winner, loser }): [number, number] => [winner, loser]);
      expect(hasCycle(n, locked)).toBe(false);
      let majorities = 0;
      for (let a = 0; a < n; a++)
        for (let b = 0; b < n; b++) if (prefer(table, a, b) > prefer(table, b, a)) majorities++;
      expect(result.locked.length + result.skipped.length).toBe(majorities);
      expect(result.skipped.length).toBeGreaterThan(0);
      const lockedSet = new Set(locked.map(([from, to]) => `${from}>${to}`));
      for (const { majority, path } of result.skipped) {
        expect(path[0]).toBe(majority.loser);
        expect(path.at(-1)).toBe(majority.winner);
        for (let step = 0; step + 1 < path.length; step++)
          expect(lockedSet.has(`${path[step]}>${path[step + 1]}`)).toBe(true);
      }
      expect(locked.some(([, to]) => to === result.winner)).toBe(false);
      expect(result.unbeaten).toContain(result.winner);
    }
  });
});
