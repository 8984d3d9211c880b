// Checks a receipt of a verifiable split into teams on /teams with Node alone (docs/verifiable-draws.md, section 10,
// versions 1 to 4); verify-receipt.mjs checks draws. The two repeat what they share, so that each runs alone.
// node verify-teams-receipt.mjs receipt.json [list.txt]   (the list file when the receipt holds only the list's hash)
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

// Exits 0 verified (saying what that proves and what it does not), 1 does not match (naming each part), 2 cannot
// check (saying why, and never as a crash).
// Every line printed has each control, format, invisible or separator character (but the space) written as \uXXXX:
// a receipt's text shown raw could clear a terminal, paint a verdict of its own or hide a character (section 9).
function stop(code, ...lines) {
  console.log(lines.map(escapeHidden).join("\n"));
  process.exit(code);
}
process.on("uncaughtException", (error) => stop(2, `Cannot check this receipt: ${error.message}`));
const sha256 = (...parts) => parts.reduce((hash, part) => hash.update(part), createHash("sha256")).digest();
// Text as JSON with every control, invisible or separator character but the space escaped: what was hashed, to the
// byte. Cut after `length` characters when longer.
// Hidden: Unicode's categories C and Z, characters that show nothing (Default_Ignorable_Code_Point: zero-width,
// variation selectors, Hangul fillers) and the Braille blank; each UTF-16 unit of one is written as \uXXXX.
const hidden = /(?! )[\p{C}\p{Z}\p{Default_Ignorable_Code_Point}\u2800]/gu;
const unit = (character) => character.split("").map((code) => `\\u${code.charCodeAt(0).toString(16).padStart(4, "0")}`);
const escapeHidden = (text) => String(text).replace(hidden, (character) => unit(character).join(""));
const visible = (text) => escapeHidden(JSON.stringify(text));
const shown = (text, length = 40) =>
  visible([...text].length > length ? `${[...text].slice(0, length - 1).join("")}…` : text);

const json = readFileSync(process.argv[2], "utf8").replace(/^\uFEFF/, "");
const receipt = JSON.parse(json) ?? {};
// A key given twice: JSON.parse keeps the last, other readers the first, so the receipt could be read two ways.
const objects = [];
for (const [token, colon] of json.matchAll(/"(?:[^"\\]|\\.)*"(?=\s*(:?))|[{}[\]]/g)) {
  if (token === "{" || token === "[") objects.push(token === "{" ? new Set() : null);
  else if (token === "}" || token === "]") objects.pop();
  else if (colon && objects.at(-1)?.has(JSON.parse(token)))
    throw new Error(`${visible(JSON.parse(token))} is given twice.`);
  else if (colon) objects.at(-1)?.add(JSON.parse(token));
}
const { format, version, kind } = receipt;
const known = format === "ai-decision-maker/verifiable-draw" && [1, 2, 3, 4].includes(version);
if (known && kind === "draw") stop(2, "This is a receipt of a draw: verify-receipt.mjs checks it.");
if (!known || kind !== "teams") {
  stop(2, `Not a receipt this script knows (format ${JSON.stringify(format)}, version ${JSON.stringify(version)}).`);
}

// Each field there and of its type (section 8); a version 4 receipt has these fields and no others.
const isText = (value) => typeof value === "string";
const isNames = (value) => Array.isArray(value) && value.every(isText);
const hex = [(value) => isText(value) && /^[0-9a-f]{64}$/.test(value), "64 hexadecimal digits"];
const fields = {
  ...(version < 4 ? { listHash: hex } : { statement: [isText, "text"] }),
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
const allowed = new Set(["format", "version", "kind", ...Object.keys(fields)]);
const extra = Object.keys(receipt).find((field) => !allowed.has(field));
if (version === 4 && extra !== undefined) throw new Error(`${visible(extra)} is not a field of a version 4 receipt.`);
if (!receipt.list && !process.argv[3]) throw new Error("it has only the list's hash; give the list file.");
// The list file (section 2), in UTF-8: each line ends with a line feed (the last may lack it). Versions 1 to 3 skip a
// byte-order mark and read CR LF as LF; a version 4 file is hashed as it is, so it has neither.
function listFile() {
  const bytes = readFileSync(process.argv[3]);
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  if (!Buffer.from(text).equals(bytes)) throw new Error("the list file is not UTF-8 text, as the page writes it.");
  if (version < 4) return text.replace(/^\uFEFF|\r(?=\n)/g, "");
  if (/^\uFEFF|\r/.test(text))
    throw new Error("the list file has a byte-order mark or a CR, which the page never writes.");
  return text;
}
const lines = receipt.list ?? listFile().replace(/\n$/, "").split("\n");
// A list file given beside a receipt that holds its list is checked against that list, never silently left unread.
if (
  receipt.list &&
  process.argv[3] &&
  JSON.stringify(listFile().replace(/\n$/, "").split("\n")) !== JSON.stringify(lines)
)
  throw new Error("the list file is not the list this receipt holds; check the receipt alone, or give its own list.");

// Only text the page writes (section 1.2). No version writes a line break in a name: a hash of lines joined by line
// feeds could not tell it from two lines. Version 4 writes no other control character, no line or paragraph separator,
// direction control or unpaired surrogate either. No version writes an empty name, white space at its start or end,
// or a name not in Unicode NFC.
const forbidden = [[/[\n\r]/, "a line break"]];
if (version === 4) {
  forbidden.push([/\p{Cc}/u, "a control character"], [/[\u2028\u2029]/, "a line or paragraph separator"]);
  forbidden.push([/[\u202a-\u202e\u2066-\u2069]/, "a direction control"], [/\p{Cs}/u, "a lone surrogate"]);
}
function textProblem(text) {
  for (const [pattern, what] of forbidden) {
    const [character] = pattern.exec(text) ?? [];
    if (character) return `holds ${what} (U+${character.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")})`;
  }
  if (text === "" || /^\s|\s$/.test(text)) return "is empty or has white space at its start or end";
  return text.normalize("NFC") === text ? null : "is not in Unicode NFC";
}

// The list (section 10): "teams: K", "balance by rating: yes" or "no", "keep apart: none" or pairs of positions in the
// list of people (1-based) "a-b" joined by ", ", then one person a line: the name, or "name, rating" when balancing,
// the rating as the page writes it (at most two decimals, no trailing zero, at most 1,000,000 either way). The first
// three lines that are not so are named; the teams are made again when every line reads.
const problems = [];
const unwritten = [];
function readList() {
  const position = "[1-9]\\d*-[1-9]\\d*";
  const setup = [
    /^teams: ([1-9]\d*)$/.exec(lines[0] ?? "")?.[1],
    /^balance by rating: (yes|no)$/.exec(lines[1] ?? "")?.[1],
    new RegExp(`^keep apart: (none|${position}(, ${position})*)$`).exec(lines[2] ?? "")?.[1],
  ];
  const forms = ["“teams: K”", "“balance by rating: yes” or “no”", "“keep apart: ” and pairs, or “none”"];
  setup.forEach((found, index) => found === undefined && unwritten.push([index, `is not ${forms[index]}`]));
  const [count, rated, apart] = setup;
  const people = [];
  const lineOf = new Map();
  for (const [index, line] of lines.entries()) {
    if (index < 3) continue;
    // "name, rating", the rating a number as the page reads one (7, +7, 7.50, .5), or, unbalanced, the line a name.
    const named = /^(.+), ([+-]?)(\d+(?:\.\d*)?|\.\d+)$/s;
    const [, name, sign, number] = rated === "yes" ? (named.exec(line) ?? []) : [line, line, "", "0"];
    const nameProblem = name === undefined ? null : textProblem(name);
    // In hundredths, from the digits, so that totals and differences are exact whole numbers. With more than two
    // decimals or beyond ±1,000,000 the page could not have read the rating: the line cannot be read.
    const [whole, decimals = ""] = (number ?? "").split(".");
    const kept = decimals.replace(/0+$/, "");
    const hundredths = Number(whole || "0") * 100 + Number(kept.padEnd(2, "0"));
    const readable = name !== undefined && kept.length <= 2 && hundredths <= 100_000_000;
    const canonical = readable && /^(0|-?(0\.\d?[1-9]|[1-9]\d*(\.\d?[1-9])?))$/.test(`${sign}${number}`);
    if (name === undefined) unwritten.push([index, "is not “name, rating”"]);
    else if (!canonical) unwritten.push([index, "has a rating that is not written as the page writes it"]);
    else if (nameProblem) unwritten.push([index, `has a name that ${nameProblem}`]);
    else if (lineOf.has(name)) unwritten.push([index, `repeats the name of list line ${lineOf.get(name)}`]);
    people.push({ name: readable ? name : undefined, rating: sign === "-" ? -hundredths : hundredths });
    if (name !== undefined && !lineOf.has(name)) lineOf.set(name, index + 1);
  }
  // Each person's partners: those a pair keeps them apart from (a pair listed twice adds no partner).
  const pairs = !apart || apart === "none" ? [] : apart.split(", ").map((pair) => pair.split("-").map(Number));
  const pairsRead = pairs.every(([a, b]) => a !== b && Math.max(a, b) <= people.length);
  if (!pairsRead) unwritten.push([2, `pairs someone with themself or names a place past the ${people.length} people`]);
  const conflicts = people.map(() => new Set());
  for (const [a, b] of pairsRead ? pairs : []) {
    conflicts[a - 1].add(b - 1);
    conflicts[b - 1].add(a - 1);
  }
  const split = count !== undefined && Number(count) <= people.length && people.length >= 2;
  if (count !== undefined && !split) unwritten.push([0, `asks for ${count} teams of ${people.length} people`]);
  const readable = split && rated && apart && pairsRead && people.every((person) => person.name !== undefined);
  return { count: Number(count), rated: rated === "yes", pairs, people, conflicts, readable };
}
const list = readList();
unwritten.sort(([a], [b]) => a - b);
for (const [index, what] of unwritten.slice(0, 3))
  problems.push(`list line ${index + 1} ${shown(lines[index] ?? "")} ${what}`);
if (unwritten.length > 3) problems.push(`${unwritten.length - 3} more list lines the page does not write`);

// Version 4's statement (section 3): its title, then "key: value" lines in this order, its public value's source's
// last. A check is a pattern, the one text allowed, or a function of the value and the lines before it. The statement
// is read up to its first line that is not as the page writes it, and then not used (null).
function readStatement(text) {
  const count = (least) => (value) => /^(0|[1-9]\d*)$/.test(value) && value >= least && value <= 2 ** 32;
  // A real day from 2000-01-01 to 9999-12-31.
  const date = (value) => /^[2-9]\d{3}-\d\d-\d\d$/.test(value) && new Date(value).toJSON()?.startsWith(value);
  const lottery = (bonus) =>
    `all the draw's ${bonus === "0" ? "numbers" : "main numbers"} from smallest to largest, ` +
    `${bonus === "0" ? "" : "then + and all its bonus numbers from smallest to largest, "}` +
    "in decimal without leading zeros, one space apart";
  const sources = {
    none: [],
    "lottery numbers": [
      ["lottery", free],
      ["draw date", date],
      ["main numbers", /^([1-9]|1\d|20)$/],
      ["bonus numbers", /^[0-5]$/],
      ["spelling", (value, read) => value === lottery(read["bonus numbers"])],
    ],
    "drand randomness": [
      ["drand chain", (value) => Object.entries(drandChains).some(([name, [hash]]) => value === `${name} ${hash}`)],
      ["drand round", (value, read) => /^[1-9]\d{0,11},/.test(value) && value === drandRound(read, parseInt(value))],
      ["spelling", "the round's randomness, 64 lower-case hexadecimal digits"],
    ],
    "Bitcoin block hash": [
      ["block height", /^(0|[1-9]\d{0,7})$/],
      ["spelling", "the block's hash, 64 lower-case hexadecimal digits, as block explorers show it"],
    ],
    text: [
      ["source", free],
      ["date", date],
      ["spelling", free],
    ],
  };
  const keys = [
    ["people", count(2)],
    ["teams", count(1)],
    ["balance by rating", /^(yes|no)$/],
    ["pairs kept apart", count(0)],
    ["list SHA-256", /^[0-9a-f]{64}$/],
    ["secret hex SHA-256", /^[0-9a-f]{64}$/],
    ["public value", (value) => Object.hasOwn(sources, value)],
  ];
  const title = "AI Decision Maker verifiable teams, version 4";
  const [first, ...rest] = text.split("\n");
  if (first !== title) return mistake(1, first, `“${title}”`);
  const read = {};
  for (const [index, [key, check]] of keys.entries()) {
    const value = rest[index]?.startsWith(`${key}: `) ? rest[index].slice(key.length + 2) : undefined;
    // A line missing or misspelt is the statement rule's (exit 1): no check runs on a value that is not there.
    const valid =
      value !== undefined &&
      (check instanceof RegExp ? check.test(value) : isText(check) ? value === check : check(value, read));
    if (!valid) return mistake(index + 2, rest[index], `“${key}: …” as the page writes it`);
    read[key] = value;
    if (key === "public value") keys.push(...sources[value]);
  }
  return rest.length > keys.length ? mistake(keys.length + 2, rest[keys.length], "the end of the statement") : read;
}
function mistake(line, text = "", expected) {
  problems.push(`statement line ${line} ${shown(text, 80)} is not ${expected}`);
  return null;
}
// The drand chains a statement may name: chain hash, genesis time and seconds between rounds (section 4).
const drandChains = {
  quicknet: ["52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971", 1692803367, 3],
  default: ["8990e7a9aaed2ffed73dbd7092123d6f289930540d7651336225dc172e51b2ce", 1595431050, 30],
};
// Round R is due at genesis + (R − 1) × period, written in UTC; a round due after the year 9999 is refused.
function drandRound(read, round) {
  const [, genesis, period] = drandChains[read["drand chain"].split(" ")[0]];
  const time = new Date((genesis + (round - 1) * period) * 1000);
  const due = Number.isNaN(time.getTime()) ? "" : time.toISOString();
  return due.length === 24 ? `${round}, due ${due.replace("T", " ").slice(0, 19)} UTC` : null;
}
// Free text (a lottery's name, a text source, a text public value): 1 to 200 printable ASCII characters, single
// spaces between words and none at either end, so that it reads one way only.
const free = (value) => value.length <= 200 && /^[!-~]( ?[!-~])*$/.test(value);
// Whether the public value is spelt as its source's spelling line says (section 4); null when it is.
function spellingProblem(value, read) {
  const source = read["public value"];
  if (source === "none") return value === "" ? null : "the statement declares no public value";
  if (source === "drand randomness") return /^[0-9a-f]{64}$/.test(value) ? null : "not 64 lower-case hex digits";
  if (source === "Bitcoin block hash") return /^0{8}[0-9a-f]{56}$/.test(value) ? null : "not a block hash as shown";
  if (source === "text") return free(value) ? null : "not text the page writes";
  // Lottery numbers: the main numbers, then " + " and the bonus numbers when there are any, each group sorted.
  const sizes = [read["main numbers"], read["bonus numbers"]].filter((size) => size !== "0");
  const groups = value.split(" + ").map((group) => group.split(" "));
  const sorted = (group) => group.every((number, at) => at === 0 || BigInt(group[at - 1]) <= BigInt(number));
  const spelt = groups.every((group) => group.every((number) => /^(0|[1-9]\d*)$/.test(number)) && sorted(group));
  const counted = groups.length === sizes.length && groups.every((group, at) => String(group.length) === sizes[at]);
  return spelt && counted ? null : "not spelt as the statement's spelling line says";
}

const secret = Buffer.from(receipt.secret, "hex");
const secretHash = sha256(secret).toString("hex");
// Version 4 hashes the list file (each line ending with a line feed); versions 1 to 3 the lines joined by line feeds.
const listHash = sha256(version < 4 ? lines.join("\n") : lines.map((line) => `${line}\n`).join("")).toString("hex");
let seed;
let statement = null;
if (version < 4) {
  if (listHash !== receipt.listHash) problems.push("list hash");
  if (secretHash !== receipt.commitment) problems.push("commitment");
  // A split's seed is SHA-256(secret ‖ public value), or the secret itself when there is no public value.
  const publicValue = receipt.publicValue.normalize("NFC");
  seed = publicValue === "" ? secret : sha256(secret, publicValue);
} else {
  // The statement's SHA-256 is the commitment, and the seed binds it, the secret and the public value (section 5).
  const commitment = sha256(receipt.statement);
  if (commitment.toString("hex") !== receipt.commitment) problems.push("commitment (not the statement's SHA-256)");
  statement = readStatement(receipt.statement);
  const counted = {
    people: Math.max(lines.length - 3, 0),
    teams: list.count,
    "balance by rating": list.rated ? "yes" : "no",
    "pairs kept apart": list.pairs.length,
  };
  for (const [key, count] of Object.entries(statement ? counted : {})) {
    if (String(count) !== statement[key]) problems.push(`${key} (the statement says ${statement[key]}, not ${count})`);
  }
  if (statement && statement["list SHA-256"] !== listHash) problems.push("list (its SHA-256 is not the statement's)");
  // The SHA-256 of the secret as the receipt writes it, 64 hex digits (so not versions 1 to 3's commitment).
  const secretHexHash = sha256(receipt.secret).toString("hex");
  if (statement && statement["secret hex SHA-256"] !== secretHexHash) problems.push("secret (not the statement's)");
  const spelling = statement && spellingProblem(receipt.publicValue, statement);
  if (spelling) problems.push(`public value ${shown(receipt.publicValue)} (${spelling})`);
  seed = sha256("ai-decision-maker/verifiable-draw/v4/seed", secret, commitment, receipt.publicValue);
}
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

// The split (section 10): teams as lists of positions in the list, or null when no split keeps every pair apart.
function makeTeams({ count, rated, people, conflicts }) {
  const n = people.length;
  // The first n mod K teams hold one more than the others.
  const size = (team) => Math.floor(n / count) + (team < n % count ? 1 : 0);
  const keepsApart = (person, team) => team.every((other) => !conflicts[person].has(other));
  const anyPairs = conflicts.some((set) => set.size > 0);

  // Fisher–Yates from the last position down, always from the list's own order.
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

  // Those with partners (most distinct partners first, ties in shuffled order) go to the first team with room and no
  // one to keep apart from, backing up when stuck; the others, from the end of the shuffled order, fill the places left.
  function search(order) {
    const paired = order.filter((person) => conflicts[person].size > 0);
    paired.sort((a, b) => conflicts[b].size - conflicts[a].size);
    const teams = Array.from({ length: count }, () => []);
    let tries = 0;
    function place(at) {
      if (at === paired.length) return true;
      // Exponential at worst: past 200,000 placements a run, too much work to check here (section 10), exit 2.
      const bound =
        "keeping these pairs apart needs more than 200,000 tries of the search, too much work to check here; the page no" +
        " longer makes such a split: ask the host for one with fewer pairs kept apart.";
      if (++tries > 200_000) throw new Error(bound);
      for (const [index, team] of teams.entries()) {
        if (team.length >= size(index) || !keepsApart(paired[at], team)) continue;
        team.push(paired[at]);
        if (place(at + 1)) return true;
        team.pop();
        // As the page does: a person who fails in an empty team is tried in no later team.
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

  // The page makes no split when the search of step 2, on the people in list order, finds none (section 10): so no
  // checker makes one either, even where dealing would have kept every pair apart.
  if (anyPairs && !search([...people.keys()])) return null;
  if (!rated) return split();
  // Step 3: 8 starts, each improved by the best swap of a round until none gains; versions 2 to 4 stop once
  // 6,000,000 swaps have been weighed. Version 1 has no such budget, but past 100,000,000 swaps weighed in all this
  // script stops, as it does for more than 1,000 teams, whose every pair a round weighs: too much work to check here
  // (section 10). The most even start wins, the first on ties.
  if (count > 1000) {
    throw new Error(
      "balancing more than 1,000 teams is too much work to check here; the page no longer makes such a split: ask the" +
        " host for one with fewer teams.",
    );
  }
  const ratings = people.map((person) => person.rating);
  const total = (team) => team.reduce((sum, person) => sum + ratings[person], 0);
  const spread = (teams) => Math.max(...teams.map(total)) - Math.min(...teams.map(total));
  let budget = version === 1 ? Infinity : 6_000_000;
  let weighed = 0;
  let best = split();
  for (let start = 0; best && start < 8 && budget > 0; start++) {
    const started = start === 0 ? best : split();
    if (!started) return null;
    const teams = improve(started);
    if (start === 0 || spread(teams) < spread(best)) best = teams;
  }
  return best;

  // The rounds of step 3, made swap for swap as the document says but without weighing every swap of every round: a
  // round changes two teams, so only the pairs of teams holding one of them are weighed again, and within a pair, the
  // best partner of a person without partners is found among the ratings of the other team by halving.
  function improve(started) {
    const teams = started.map((team) => [...team]);
    const totals = teams.map(total);
    const k = teams.length;
    const free = people.map((_, person) => conflicts[person].size === 0);
    // Whether `person` may join `team` in the place of `leaving`.
    const fits = (person, team, leaving) => team.every((other) => other === leaving || !conflicts[person].has(other));
    // Each team's members without partners by rating: the ratings from lowest, each with the first place holding it;
    // and the places of the members with partners.
    const byRating = [];
    function sortTeam(t) {
      const first = new Map();
      const bound = [];
      teams[t].forEach((person, place) => {
        if (!free[person]) bound.push(place);
        else if (!first.has(ratings[person])) first.set(ratings[person], place);
      });
      const values = [...first.keys()].sort((a, b) => a - b);
      byRating[t] = { values, places: values.map((value) => first.get(value)), bound };
    }
    // The best swap between teams x and y (its gain, and the places i in x and j in y; gain 0 when none gains): the
    // largest gain, the first member of x, then of y, on ties, as weighing every swap in order finds it. Gains are
    // rounded doubles, so over y's ratings they rise to the peak and fall after it: the largest is beside the peak,
    // and those equal to it lie in a run around it.
    let pairGain = 0;
    let pairI = -1;
    let pairJ = -1;
    function consider(gain, a, i, b, j) {
      if (!(gain > pairGain || (gain === pairGain && i === pairI && j < pairJ))) return;
      if (fits(a[i], b, b[j]) && fits(b[j], a, a[i])) {
        pairGain = gain;
        pairI = i;
        pairJ = j;
      }
    }
    const gainOf = (rating, value, gap) => (rating - value) * (gap - (rating - value));
    function bestOfPair(x, y) {
      pairGain = 0;
      pairI = -1;
      pairJ = -1;
      const gap = totals[x] - totals[y];
      if (gap <= 0) return;
      const a = teams[x];
      const b = teams[y];
      const { values, places, bound } = byRating[y];
      for (let i = 0; i < a.length; i++) {
        const rating = ratings[a[i]];
        if (!free[a[i]]) {
          for (let j = 0; j < b.length; j++) {
            const d = rating - ratings[b[j]];
            consider(d * (gap - d), a, i, b, j);
          }
          continue;
        }
        for (const j of bound) {
          const d = rating - ratings[b[j]];
          consider(d * (gap - d), a, i, b, j);
        }
        // The first rating at or past the peak, rating − gap / 2.
        let low = 0;
        let high = values.length;
        while (low < high) {
          const middle = (low + high) >> 1;
          if (2 * values[middle] < 2 * rating - gap) low = middle + 1;
          else high = middle;
        }
        const most = Math.max(
          low > 0 ? gainOf(rating, values[low - 1], gap) : 0,
          low < values.length ? gainOf(rating, values[low], gap) : 0,
        );
        if (most === 0) continue;
        let place = Infinity;
        for (let m = low - 1; m >= 0 && gainOf(rating, values[m], gap) === most; m--) {
          place = Math.min(place, places[m]);
        }
        for (let m = low; m < values.length && gainOf(rating, values[m], gap) === most; m++) {
          place = Math.min(place, places[m]);
        }
        consider(most, a, i, b, place);
      }
    }
    // The best swap of each ordered pair of teams, at x × k + y, kept from round to round; and each team x's best, the
    // first y with the largest gain.
    const gains = new Float64Array(k * k);
    const firstI = new Int32Array(gains.length);
    const firstJ = new Int32Array(gains.length);
    function weighPair(x, y) {
      bestOfPair(x, y);
      gains[x * k + y] = pairGain;
      firstI[x * k + y] = pairI;
      firstJ[x * k + y] = pairJ;
    }
    // Sets pairGain, pairI and pairJ to those of x and y.
    function readPair(x, y) {
      pairGain = gains[x * k + y];
      pairI = firstI[x * k + y];
      pairJ = firstJ[x * k + y];
    }
    const rowY = new Int32Array(k);
    const rowGain = new Float64Array(k);
    const rowI = new Int32Array(k);
    const rowJ = new Int32Array(k);
    function setRow(x, y) {
      rowY[x] = y;
      rowGain[x] = pairGain;
      rowI[x] = pairI;
      rowJ[x] = pairJ;
    }
    function weighRow(x) {
      rowY[x] = -1;
      rowGain[x] = 0;
      for (let y = 0; y < k; y++) {
        readPair(x, y);
        if (pairGain > rowGain[x]) setRow(x, y);
      }
    }
    // Whether the pair of row and column, weighed again, is row's best (the first column on ties).
    function weighColumn(row, column) {
      readPair(row, column);
      const better = pairGain > rowGain[row] || (pairGain > 0 && pairGain === rowGain[row] && column < rowY[row]);
      if (better) setRow(row, column);
    }
    const weighs = (x, y) => (totals[x] > totals[y] ? teams[x].length * teams[y].length : 0);
    // What a round weighs of the pairs holding team x or team y.
    function weighedWith(x, y) {
      let sum = weighs(x, y) + weighs(y, x);
      for (let z = 0; z < k; z++) {
        if (z !== x && z !== y) sum += weighs(x, z) + weighs(z, x) + weighs(y, z) + weighs(z, y);
      }
      return sum;
    }
    for (let t = 0; t < k; t++) sortTeam(t);
    let roundWeighs = 0;
    for (let x = 0; x < k; x++) {
      for (let y = 0; y < k; y++) {
        roundWeighs += weighs(x, y);
        weighPair(x, y);
      }
      weighRow(x);
    }
    while (budget > 0) {
      budget -= roundWeighs;
      weighed += roundWeighs;
      if (version === 1 && weighed > 100_000_000) {
        throw new Error(
          "balancing these teams weighs more than 100,000,000 swaps, too much work to check here; version 1 sets no" +
            " limit on this work: ask the host for a receipt of version 4, which does.",
        );
      }
      let x = -1;
      for (let row = 0; row < k; row++) if (rowGain[row] > (x < 0 ? 0 : rowGain[x])) x = row;
      if (x < 0) break;
      const [y, i, j] = [rowY[x], rowI[x], rowJ[x]];
      roundWeighs -= weighedWith(x, y);
      const d = ratings[teams[x][i]] - ratings[teams[y][j]];
      [teams[x][i], teams[y][j]] = [teams[y][j], teams[x][i]];
      totals[x] -= d;
      totals[y] += d;
      roundWeighs += weighedWith(x, y);
      sortTeam(x);
      sortTeam(y);
      for (let z = 0; z < k; z++) {
        weighPair(x, z);
        weighPair(z, x);
        weighPair(y, z);
        weighPair(z, y);
      }
      for (let row = 0; row < k; row++) {
        if (row === x || row === y || rowY[row] === x || rowY[row] === y) {
          weighRow(row);
          continue;
        }
        weighColumn(row, Math.min(x, y));
        weighColumn(row, Math.max(x, y));
      }
    }
    return teams;
  }
}

// Each team is compared name by name (as JSON): joined, "Ann, Bob" alone and "Ann" with "Bob" would compare alike.
// It is shown as its names, each quoted as JSON, joined by ", ": no name can pass for two, or two for one.
const teamText = (team) => team.map(visible).join(", ");
const made = list.readable ? makeTeams(list) : null;
const expected = made?.map((team) => team.map((person) => list.people[person].name));
const received = receipt.teams;
if (!expected) problems.push("the list cannot give this split");
else if (expected.length !== received.length) problems.push(`number of teams (expected ${expected.length})`);
// Teams beyond those the split makes are the number of teams' problem, not each a team of its own.
for (const [index, said] of expected ? received.slice(0, expected.length).entries() : []) {
  const team = expected[index];
  if (JSON.stringify(said) !== JSON.stringify(team)) {
    problems.push(`team ${index + 1} (expected “${teamText(team)}”, receipt says “${teamText(said)}”)`);
  }
}
if (problems.length > 0) stop(1, `Does not match: ${problems.join("; ")}`);

// Verified: what that proves, what the reader must compare with what was published, and what no receipt can show.
// Each name quoted as JSON, so that no name holding a comma, or a character like one, reads as two.
const names = (team) => team.map(visible).join(", ");
// Names in the result to look at twice (section 9): two written differently that read the same once width, invisible
// characters and the kind of space are set aside (never two in ASCII alone: "rn" beside "m" is a slip, not a disguise),
// and a name holding a character like a comma or semicolon that is not the ASCII one. Both still are one name each.
const listPunctuationLookalikes =
  /[\u037E\u055D\u060C\u061B\u066B\u066C\u07F8\u1363\u1364\u1802\u1808\u201A\u2E32\u2E34\u2E41\u3001\uA4FE\uA60D\uFE10\uFE11\uFE14\uFE50\uFE51\uFE54\uFF0C\uFF1B\uFF64]/gu;
const plainForm = (name) =>
  name
    .normalize("NFKC")
    .replace(/\p{Default_Ignorable_Code_Point}/gu, "")
    .replace(/\s/gu, " ");
const ascii = /^\p{ASCII}*$/u;
const codePoint = (character) => `U+${character.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
function lookTwice(names) {
  const notes = [];
  const first = new Map();
  for (const name of names) {
    const twin = first.get(plainForm(name));
    if (twin === undefined) first.set(plainForm(name), name);
    else if (twin !== name && !(ascii.test(twin) && ascii.test(name)))
      notes.push(`Note: ${visible(twin)} and ${visible(name)} look alike but are different names.`);
  }
  for (const name of new Set(names)) {
    const found = [...new Set(name.match(listPunctuationLookalikes) ?? [])].map(codePoint);
    if (found.length > 0)
      notes.push(
        `Note: ${visible(name)} holds ${found.join(", ")}, which looks like list punctuation: it is one name.`,
      );
  }
  return notes;
}

const source = version < 4 ? (receipt.publicValue === "" ? "none" : "typed") : statement["public value"];
const output = [
  source === "none"
    ? "Verified, with no public value: the teams follow from the committed secret and list."
    : "Verified: the teams follow from the committed secret and list and from the public value.",
  ...received.map((team, index) => `Team ${index + 1}: ${names(team)}`),
  ...lookTwice(received.flat()),
];
if (version < 4) {
  output.push(`Published before the split, there should be: commitment ${receipt.commitment}, list hash ${listHash}`);
} else {
  output.push(`Published before the split, there should be this statement or its SHA-256, ${receipt.commitment}:`);
  output.push(...receipt.statement.split("\n").map((line) => `  | ${line}`));
}
if (source !== "none") output.push(`Public value: ${visible(receipt.publicValue)}`);
output.push("Not proven by this receipt:");
if (source === "none") {
  output.push(
    "- that the host split once: with no public value the host knew the teams as soon as the secret was drawn, and" +
      " could have drawn secret after secret until one gave teams they liked.",
  );
} else {
  const [before, where] = {
    typed: () => ["the public value existed", "its source"],
    "lottery numbers": () => [`the ${statement.lottery} draw of ${statement["draw date"]}`, "the lottery's results"],
    "drand randomness": () => {
      const [name, round] = [statement["drand chain"].split(" ")[0], parseInt(statement["drand round"])];
      return [
        `drand round ${statement["drand round"]}`,
        `https://api.drand.sh/${drandChains[name][0]}/public/${round}`,
      ];
    },
    "Bitcoin block hash": () => [`Bitcoin block ${statement["block height"]} was mined`, "any block explorer"],
    text: () => [
      `the public value became known (${statement.date})`,
      `${statement.source}, spelt as the statement says (${statement.spelling}): no checker can test free text`,
    ],
  }[source]();
  // Lottery numbers: every one the receipt used, for the reader to find each, and no other, in the official result.
  const [main, bonus] = receipt.publicValue.split(" + ");
  const count = (key) => (statement[key] === "1" ? "1 number" : `${statement[key]} numbers`);
  const lottery = () =>
    `- that these are all the numbers of that draw: the official result of the ${statement.lottery} draw of` +
    ` ${statement["draw date"]} must have exactly these main numbers, ${main} (${count("main numbers")}), ` +
    (bonus === undefined
      ? "and no bonus number"
      : `and exactly these bonus numbers, ${bonus} (${count("bonus numbers")})`) +
    ". If it has any number not listed here, the statement declared fewer numbers than the draw gives, which let" +
    " the host choose which to use: then this receipt proves nothing.";
  output.push(
    `- that this was published before ${before}: find it in a post dated before then; published later, it leaves` +
      " the host free to have tried secret after secret.",
    source === "lottery numbers" ? lottery() : `- that the public value is the one named: compare it with ${where}.`,
  );
  if (version < 4) {
    output.push(
      "- which spelling of the public value was meant: receipts before version 4 do not commit to it, so once the" +
        " public value was known the host could have tried spellings.",
    );
  }
}
// A receipt before version 4 made with a published statement's secret verifies as what it is: only the reader can tell.
if (version < 4) {
  output.push(
    `- that this is the split the host announced: a receipt of version ${version} is checked against a commitment (the` +
      " SHA-256 of the secret alone) and a list hash published on their own. If the host published a version 4" +
      " statement (“AI Decision Maker verifiable …, version 4” and its lines) instead, this receipt is not its split" +
      " and proves nothing of it, whatever the two have in common.",
  );
}
stop(0, ...output);
