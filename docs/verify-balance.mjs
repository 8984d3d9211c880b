// Balancing by rating (docs/verifiable-draws.md, section 8, step 3) for verify-teams.mjs: 8 starts from `split()`,
// each improved by the best swap of a round until none gains or `budget` swaps have been weighed; the most even wins.
export function balance(split, ratings, conflicts, budget) {
  const total = (team) => team.reduce((sum, person) => sum + ratings[person], 0);
  const spread = (teams) => Math.max(...teams.map(total)) - Math.min(...teams.map(total));
  const fits = (person, team, leaving) => team.every((other) => other === leaving || !conflicts[person].has(other));
  let best = split();
  for (let start = 0; best && start < 8 && budget > 0; start++) {
    const teams = (start === 0 ? best : split()).map((team) => [...team]);
    for (let swap = [0]; budget > 0; swap = [0]) {
      for (const [x, a] of teams.entries()) {
        for (const [y, b] of teams.entries()) {
          const gap = total(a) - total(b);
          if (gap <= 0) continue;
          budget -= a.length * b.length;
          for (const [i, p] of a.entries()) {
            for (const [j, q] of b.entries()) {
              const gain = (ratings[p] - ratings[q]) * (gap - ratings[p] + ratings[q]);
              if (gain > swap[0] && fits(p, b, q) && fits(q, a, p)) swap = [gain, x, i, y, j];
            }
          }
        }
      }
      if (swap.length === 1) break;
      const [, x, i, y, j] = swap;
      [teams[x][i], teams[y][j]] = [teams[y][j], teams[x][i]];
    }
    if (start === 0 || spread(teams) < spread(best)) best = teams;
  }
  return best;
}
