// The generator and the draw (docs/verifiable-draws.md, sections 3 and 4) for verify-receipt.mjs.
import { createHash } from "node:crypto";

// An index in [0, n) from the generator seeded with `seed`, one call after the other. The generator: block k is
// SHA-256(seed ‖ k as 8 bytes big-endian), read as eight 32-bit big-endian words.
export function seededIndex(seed) {
  let [block, words] = [0n, []];
  function nextWord() {
    if (words.length === 0) {
      const counter = Buffer.alloc(8);
      counter.writeBigUInt64BE(block++);
      const digest = createHash("sha256").update(seed).update(counter).digest();
      for (let i = 0; i < 8; i++) words.push(digest.readUInt32BE(4 * i));
    }
    return words.shift();
  }
  // Words at or above the largest multiple of n below 2^32 are drawn again.
  return (n) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (let word = nextWord(); ; word = nextWord()) if (word < limit) return word % n;
  };
}

// The names of `winners` then `alternates` drawn from the canonical `lines` ("name, tickets"), in draw order; null
// when the lines cannot give them. Each draw takes r in [0, Σ tickets left); the entrant left, in list order, whose
// tickets hold r is drawn.
export function drawNames(lines, winners, alternates, randomIndex) {
  const entrants = lines.map((line) => /^(.+), ([1-9]\d*)$/s.exec(line) ?? []).map(([, name, t]) => ({ name, t: +t }));
  const tickets = () => entrants.reduce((sum, entrant) => sum + entrant.t, 0);
  if (entrants.some((entrant) => !entrant.name) || tickets() > 2 ** 32) return null;
  if (winners < 1 || winners + alternates > entrants.length) return null;
  return Array.from({ length: winners + alternates }, (_, drawn, r = randomIndex(tickets())) => {
    const index = entrants.findIndex((entrant) => (r -= entrant.t) < 0);
    return entrants.splice(index, 1)[0].name;
  });
}
