/**
 * The head-to-head table of ranked ballots: `preferred[a][b]` is how many ballots rank a above b. A ballot ranks each
 * option it names above every option named after it and above every option it leaves out; options it leaves out
 * are level with each other, so count for neither.
 */
export interface PairwiseTable {
  preferred: number[][];
  ballotCount: number;
}

export function countPairwise(rankings: readonly (readonly number[])[], optionCount: number): PairwiseTable {
  const n = optionCount;
  // above[a * n + b]: ballots ranking both, a above b; ranked[a]: ballots ranking a at all. A ballot ranks a above b
  // when it ranks a and does not rank b above it, so only the pairs a ballot ranks are counted one by one.
  const above = new Int32Array(n * n);
  const ranked = new Int32Array(n);
  for (const ranking of rankings) {
    for (let i = 0; i < ranking.length; i++) {
      const option = ranking[i] as number;
      ranked[option] = (ranked[option] as number) + 1;
      for (let j = i + 1; j < ranking.length; j++) {
        const cell = option * n + (ranking[j] as number);
        above[cell] = (above[cell] as number) + 1;
      }
    }
  }
  const preferred = Array.from({ length: n }, (_, a) =>
    Array.from({ length: n }, (_, b) => (a === b ? 0 : (ranked[a] as number) - (above[b * n + a] as number))),
  );
  return { preferred, ballotCount: rankings.length };
}

/** How many ballots rank a above b. */
export function prefer(table: PairwiseTable, a: number, b: number): number {
  return table.preferred[a]?.[b] ?? 0;
}

/** The option that beats every other head to head (more ballots rank it above than below), or null. */
export function findCondorcetWinner(table: PairwiseTable): number | null {
  const n = table.preferred.length;
  for (let a = 0; a < n; a++) {
    let beatsAll = true;
    for (let b = 0; b < n && beatsAll; b++) if (a !== b && prefer(table, a, b) <= prefer(table, b, a)) beatsAll = false;
    if (beatsAll) return a;
  }
  return null;
}
