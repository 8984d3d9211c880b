// Checks a receipt of a verifiable split into teams on /teams with Node alone (docs/verifiable-draws.md, section 8,
// versions 1 to 3); verify-receipt.mjs checks draws. The two repeat the receipt's common checks, so each runs alone.
// node verify-teams-receipt.mjs receipt.json [list.txt]   (the list file when the receipt holds only the list's hash)
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

// Exits 0 verified, 1 does not match (naming each part), 2 cannot check (saying why, and never as a crash).
function stop(code, message) {
  console.log(message);
  process.exit(code);
}
process.on("uncaughtException", (error) => stop(2, `Cannot check this receipt: ${error.message}`));
const sha256 = (...parts) => parts.reduce((hash, part) => hash.update(part), createHash("sha256")).digest();

const receipt = JSON.parse(readFileSync(process.argv[2], "utf8")) ?? {};
const { format, version, kind } = receipt;
const known = format === "ai-decision-maker/verifiable-draw" && [1, 2, 3].includes(version);
if (known && kind === "draw") stop(2, "This is a receipt of a draw: verify-receipt.mjs checks it.");
if (!known || kind !== "teams") stop(2, `Not a receipt this script knows (format ${format}, version ${version}).`);

const isText = (value) => typeof value === "string";
const isNames = (value) => Array.isArray(value) && value.every(isText);
const hex = [(value) => isText(value) && /^[0-9a-f]{64}$/.test(value), "64 hexadecimal digits"];
const fields = {
  listHash: hex,
  commitment: hex,
  secret: hex,
  drawSeed: hex,
  publicValue: [isText, "text"],
  // Absent when the host keeps the list private and shares only its hash.
  list: [(value) => value === undefined || isNames(value), "a list of lines"],
  teams: [(value) => Array.isArray(value) && value.every(isNames), "a list of teams, each a list of names"],
};
for (const [field, [valid, what]] of Object.entries(fields)) {
  if (!valid(receipt[field])) throw new Error(`“${field}” is not ${what}.`);
}
if (!receipt.list && !process.argv[3]) throw new Error("it has only the list's hash; give the list file.");
// The list file holds the canonical list's lines, each ending with a line feed.
const lines = receipt.list ?? readFileSync(process.argv[3], "utf8").replace(/\n$/, "").split("\n");

const problems = sha256(lines.join("\n")).toString("hex") === receipt.listHash ? [] : ["list hash"];
const secret = Buffer.from(receipt.secret, "hex");
if (sha256(secret).toString("hex") !== receipt.commitment) problems.push("commitment");
// A split's seed is SHA-256(secret ‖ public value), or the secret itself when there is no public value.
const publicValue = receipt.publicValue.normalize("NFC");
const seed = publicValue === "" ? secret : sha256(secret, publicValue);
if (seed.toString("hex") !== receipt.drawSeed) problems.push("draw seed");

// The generator: block k is SHA-256(seed ‖ k as 8 bytes), read as eight 32-bit words, all big-endian, in turn.
function* generatorWords() {
  for (let block = 0n; ; block++) {
    const counter = Buffer.alloc(8);
    counter.writeBigUInt64BE(block);
    const digest = sha256(seed, counter);
    for (let word = 0; word < 8; word++) yield digest.readUInt32BE(4 * word);
  }
}
const words = generatorWords();
// An index in [0, n): a word at or above the largest multiple of n below 2^32 is skipped, so none is favoured.
function randomIndex(n) {
  const limit = 2 ** 32 - (2 ** 32 % n);
  let word = words.next().value;
  while (word >= limit) word = words.next().value;
  return word % n;
}

// The canonical list: "teams: K", "balance by rating: yes|no", "keep apart: a-b, c-d|none" (1-based positions),
// then one person a line, "name, rating" when balancing. Null when the lines are not such a list.
function readSetup() {
  const count = Number(/^teams: ([1-9]\d*)$/.exec(lines[0])?.[1]);
  const rated = /^balance by rating: (yes|no)$/.exec(lines[1])?.[1];
  const apart = /^keep apart: (none|\d+-\d+(, \d+-\d+)*)$/.exec(lines[2])?.[1];
  if (!count || !rated || !apart) return null;
  const people = [];
  for (const line of lines.slice(3)) {
    const match = rated === "yes" ? /^(.+), (-?\d+(\.\d\d?)?)$/s.exec(line) : [line, line, "0"];
    if (!match) return null;
    // In hundredths, so that totals and differences are exact whole numbers, as the site reckons them.
    people.push({ name: match[1], rating: Math.round(Number(match[2]) * 100) });
  }
  const conflicts = people.map(() => new Set());
  for (const pair of apart === "none" ? [] : apart.split(", ")) {
    const [a, b] = pair.split("-").map((position) => Number(position) - 1);
    if (a === b || Math.max(a, b) >= people.length || Math.min(a, b) < 0) return null;
    conflicts[a].add(b);
    conflicts[b].add(a);
  }
  return { count, rated: rated === "yes", people, conflicts };
}

// The split (section 8): teams as lists of positions in the list, or null when no split keeps every pair apart.
function makeTeams({ count, rated, people, conflicts }) {
  const n = people.length;
  // The first n mod K teams hold one more than the others.
  const size = (team) => Math.floor(n / count) + (team < n % count ? 1 : 0);
  const keepsApart = (person, team) => team.every((other) => !conflicts[person].has(other));
  const anyPairs = conflicts.some((set) => set.size > 0);

  // Fisher–Yates from the last position down.
  function shuffle() {
    const order = [...people.keys()];
    for (let i = n - 1; i > 0; i--) {
      const j = randomIndex(i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    return order;
  }

  // Steps 1 and 2: shuffle and deal like cards, up to 1,000 times with pairs to keep apart; then search.
  function split() {
    for (let attempt = 0; attempt < (anyPairs ? 1000 : 1); attempt++) {
      const order = shuffle();
      const dealt = Array.from({ length: count }, (_, team) => order.filter((_, at) => at % count === team));
      if (dealt.every((team) => team.every((person) => keepsApart(person, team)))) return dealt;
    }
    return search(shuffle());
  }

  // Those in pairs (most pairs first, ties in shuffled order) go to the first team with room and no one to keep
  // apart from, backing up when stuck; the others, from the end of the shuffled order, fill the places left.
  function search(order) {
    const paired = order.filter((person) => conflicts[person].size > 0);
    paired.sort((a, b) => conflicts[b].size - conflicts[a].size);
    const teams = Array.from({ length: count }, () => []);
    function place(at) {
      if (at === paired.length) return true;
      for (const [index, team] of teams.entries()) {
        if (team.length >= size(index) || !keepsApart(paired[at], team)) continue;
        team.push(paired[at]);
        if (place(at + 1)) return true;
        team.pop();
        // Every other empty team would fail the same way.
        if (team.length === 0) return false;
      }
      return false;
    }
    if (!place(0)) return null;
    const others = order.filter((person) => conflicts[person].size === 0);
    for (const [index, team] of teams.entries()) {
      while (team.length < size(index)) team.push(others.pop());
    }
    return teams;
  }

  if (!rated) return split();
  // Step 3: 8 starts, each improved by the best swap of a round until none gains; versions 2 and 3 stop once
  // 6,000,000 swaps have been weighed (version 1 has no limit). The most even start wins, the first on ties.
  const ratings = people.map((person) => person.rating);
  const total = (team) => team.reduce((sum, person) => sum + ratings[person], 0);
  const spread = (teams) => Math.max(...teams.map(total)) - Math.min(...teams.map(total));
  // Whether `person` may join `team` in the place of `leaving`.
  const fits = (person, team, leaving) => team.every((other) => other === leaving || !conflicts[person].has(other));
  let budget = version === 1 ? Infinity : 6_000_000;
  let best = split();
  for (let start = 0; best && start < 8 && budget > 0; start++) {
    const teams = (start === 0 ? best : split()).map((team) => [...team]);
    while (budget > 0) {
      const totals = teams.map(total);
      let swap = null;
      for (const [x, a] of teams.entries()) {
        for (const [y, b] of teams.entries()) {
          const gap = totals[x] - totals[y];
          if (gap <= 0) continue;
          budget -= a.length * b.length;
          for (const [i, p] of a.entries()) {
            for (const [j, q] of b.entries()) {
              const d = ratings[p] - ratings[q];
              const gain = d * (gap - d);
              if (gain > (swap?.gain ?? 0) && fits(p, b, q) && fits(q, a, p)) swap = { gain, x, i, y, j };
            }
          }
        }
      }
      if (!swap) break;
      [teams[swap.x][swap.i], teams[swap.y][swap.j]] = [teams[swap.y][swap.j], teams[swap.x][swap.i]];
    }
    if (start === 0 || spread(teams) < spread(best)) best = teams;
  }
  return best;
}

// Each team is compared name by name (as JSON): joined, "Ann, Bob" alone and "Ann" with "Bob" would compare alike.
// It is shown as its names joined by ", ", a name with a comma in quotes.
const teamText = (team) => team.map((name) => (name.includes(",") ? `"${name}"` : name)).join(", ");
const setup = readSetup();
const expected = setup && makeTeams(setup)?.map((team) => team.map((person) => setup.people[person].name));
const received = receipt.teams;
if (!expected) problems.push("the list cannot give this split");
else if (expected.length !== received.length) problems.push(`number of teams (expected ${expected.length})`);
// Teams beyond those the split makes are the number of teams' problem, not each a team of its own.
for (const [index, said] of expected ? received.slice(0, expected.length).entries() : []) {
  const made = expected[index];
  if (JSON.stringify(said) !== JSON.stringify(made)) {
    problems.push(`team ${index + 1} (expected “${teamText(made)}”, receipt says “${teamText(said)}”)`);
  }
}
if (problems.length > 0) stop(1, `Does not match: ${problems.join("; ")}`);
stop(0, "Verified");
