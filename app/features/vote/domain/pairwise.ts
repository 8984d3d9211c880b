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
  const counts = new Int32Array(n * n);
  // seen[y] === ballotNumber marks the options this ballot has named so far: one array for every ballot.
  const seen = new Int32Array(n).fill(-1);
  rankings.forEach((ranking, ballotNumber) => {
    for (const option of ranking) {
      seen[option] = ballotNumber;
      const row = option * n;
      for (let other = 0; other < n; other++)
        if (seen[other] !== ballotNumber) counts[row + other] = (counts[row + other] as number) + 1;
    }
  });
  const preferred = Array.from({ length: n }, (_, a) => Array.from(counts.subarray(a * n, a * n + n)));
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
