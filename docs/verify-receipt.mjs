// Checks a receipt of a verifiable draw or split into teams (docs/verifiable-draws.md) with Node and node:crypto only.
// Usage: node verify-receipt.mjs receipt.json [list.txt]   (the list file when the receipt holds only its hash)
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { makeTeams } from "./verify-teams.mjs";
process.on("uncaughtException", (e) => process.exit(console.log(`Cannot check this receipt: ${e.message}`) ?? 2));
const sha256 = (...parts) => parts.reduce((hash, part) => hash.update(part), createHash("sha256")).digest();
const receipt = JSON.parse(readFileSync(process.argv[2], "utf8"));
const { format, version, kind } = receipt;
const ok = format === "ai-decision-maker/verifiable-draw" && [1, 2, 3].includes(version) && /^(draw|teams)$/.test(kind);
if (!ok) process.exit(console.log(`Not a receipt this script knows (format ${format}, version ${version}).`) ?? 2);
const lines = receipt.list ?? readFileSync(process.argv[3], "utf8").replace(/\n$/, "").split("\n");
const problems = sha256(Buffer.from(lines.join("\n"))).toString("hex") !== receipt.listHash ? ["list hash"] : [];
const secret = Buffer.from(receipt.secret, "hex");
if (sha256(secret).toString("hex") !== receipt.commitment) problems.push("commitment");
const publicValue = Buffer.from(receipt.publicValue.normalize("NFC"), "utf8");
const [teams, winners, alternates] = [receipt.teams ?? [], receipt.winners ?? [], receipt.alternates ?? []];
// From version 3 a draw's seed also commits to its numbers of winners and alternates, each 4 bytes big-endian.
const counts = Buffer.alloc(kind === "draw" && version >= 3 ? 8 : 0);
if (counts.length) [winners.length, alternates.length].forEach((count, i) => counts.writeUInt32BE(count, 4 * i));
const seed = publicValue.length + counts.length === 0 ? secret : sha256(secret, publicValue, counts);
if (seed.toString("hex") !== receipt.drawSeed) problems.push("draw seed");
// The generator: block k = SHA-256(seed ‖ k as 8 bytes big-endian), read as eight 32-bit big-endian words.
let [block, words] = [0n, []];
function nextWord() {
  if (words.length === 0) {
    const counter = Buffer.alloc(8);
    counter.writeBigUInt64BE(block++);
    const digest = sha256(seed, counter);
    for (let i = 0; i < 8; i++) words.push(digest.readUInt32BE(4 * i));
  }
  return words.shift();
}
// An index in [0, n): words at or above the largest multiple of n below 2^32 are drawn again.
function randomIndex(n) {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (let word = nextWord(); ; word = nextWord()) if (word < limit) return word % n;
}
// Each draw takes r in [0, Σ tickets left); the entrant left, in list order, whose tickets hold r is drawn.
function draw(count) {
  const entrants = lines.map((line) => /^(.+), ([1-9]\d*)$/s.exec(line) ?? []).map(([, name, t]) => ({ name, t: +t }));
  const tickets = () => entrants.reduce((sum, entrant) => sum + entrant.t, 0);
  if (entrants.some((entrant) => !entrant.name) || count > entrants.length || tickets() > 2 ** 32) return null;
  return Array.from({ length: count }, (_, drawn, r = randomIndex(tickets())) => {
    const index = entrants.findIndex((entrant) => (r -= entrant.t) < 0);
    return entrants.splice(index, 1)[0].name;
  });
}
const labels = [...teams.map(() => "team"), ...winners.map(() => "winner"), ...alternates.map(() => "alternate")];
const received = kind === "teams" ? teams.map((team) => team.join(", ")) : [...winners, ...alternates];
const expected =
  kind === "teams" ? makeTeams(lines, randomIndex, version)?.map((team) => team.join(", ")) : draw(received.length);
if (!expected) problems.push(`the list cannot give this ${kind === "teams" ? "split" : "draw"}`);
else if (expected.length !== received.length) problems.push(`number of teams (expected ${expected.length})`);
for (const [i, value] of expected ? received.entries() : []) {
  const label = `${labels[i]} ${i + 1 - labels.indexOf(labels[i])}`;
  if (value !== expected[i]) problems.push(`${label} (expected “${expected[i]}”, receipt says “${value}”)`);
}
console.log(problems.length === 0 ? "Verified" : `Does not match: ${problems.join("; ")}`);
process.exit(problems.length === 0 ? 0 : 1);
