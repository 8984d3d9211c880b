// A split into teams (docs/verifiable-draws.md, section 8) for verify-receipt.mjs: the teams, as member names, that
// the canonical `lines` give with `randomIndex`; null when the lines are not a canonical list that can be split.
import { balance } from "./verify-balance.mjs";

export function makeTeams(lines, randomIndex, version) {
  const count = Number(/^teams: ([1-9]\d*)$/.exec(lines[0])?.[1]);
  const rated = /^balance by rating: (yes|no)$/.exec(lines[1])?.[1];
  const apart = /^keep apart: (none|\d+-\d+(, \d+-\d+)*)$/.exec(lines[2])?.[1];
  const people = lines
    .slice(3)
    .map((line) => (rated === "yes" ? /^(.+), (-?\d+(\.\d\d?)?)$/s.exec(line) : [line, line]));
  if (!count || !rated || !apart || !people.every(Boolean)) return null;
  const n = people.length;
  const conflicts = people.map(() => new Set());
  for (const [a, b] of apart === "none" ? [] : apart.split(", ").map((pair) => pair.split("-").map((p) => p - 1))) {
    if (a === b || Math.max(a, b) >= n || Math.min(a, b) < 0) return null;
    conflicts[a].add(b);
    conflicts[b].add(a);
  }
  const size = (t) => Math.floor(n / count) + (t < n % count ? 1 : 0);
  const keepsApart = (person, team) => team.every((other) => !conflicts[person].has(other));
  // Those in pairs (most pairs first) go to the first team with room and no one to keep apart, backing up when stuck.
  function search(order) {
    const paired = order.filter((p) => conflicts[p].size).sort((a, b) => conflicts[b].size - conflicts[a].size);
    const split = Array.from({ length: count }, () => []);
    function place(at) {
      if (at === paired.length) return true;
      for (const [t, team] of split.entries()) {
        if (team.length >= size(t) || !keepsApart(paired[at], team)) continue;
        team.push(paired[at]);
        if (place(at + 1)) return true;
        team.pop();
        if (team.length === 0) return false; // every other empty team would fail the same way
      }
      return false;
    }
    if (!place(0)) return null;
    const others = order.filter((p) => !conflicts[p].size);
    return split.map((team, t) => [...team, ...others.splice(others.length - (size(t) - team.length)).reverse()]);
  }
  // Shuffle (Fisher–Yates, last position first) and deal like cards, up to 1,000 times with pairs to keep apart.
  function split() {
    const tries = conflicts.some((set) => set.size) ? 1000 : 1;
    for (let attempt = 0; ; attempt++) {
      const order = [...people.keys()];
      for (let i = n - 1; i > 0; i--) {
        const j = randomIndex(i + 1);
        [order[i], order[j]] = [order[j], order[i]];
      }
      if (attempt === tries) return search(order);
      const dealt = Array.from({ length: count }, (_, t) => order.filter((_, position) => position % count === t));
      if (dealt.every((team) => team.every((person) => keepsApart(person, team)))) return dealt;
    }
  }
  const ratings = people.map(([, , written]) => Math.round(Number(written ?? 0) * 100));
  const teams = rated === "yes" ? balance(split, ratings, conflicts, version === 1 ? Infinity : 6_000_000) : split();
  return teams?.map((team) => team.map((person) => people[person][1]));
}
