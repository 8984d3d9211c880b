// Checks a verifiable-draw receipt (version 1, docs/verifiable-draws.md) with nothing but Node and node:crypto.
// Usage: node verify-receipt.mjs receipt.json [list.txt]   (the list file when the receipt holds only its hash)
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
const sha256 = (...parts) => parts.reduce((hash, part) => hash.update(part), createHash("sha256")).digest();
const [receiptPath, listPath] = process.argv.slice(2);
const receipt = JSON.parse(readFileSync(receiptPath, "utf8"));
if (receipt.format !== "ai-decision-maker/verifiable-draw" || receipt.version !== 1 || receipt.kind !== "draw") {
  console.log(`Not a version 1 draw receipt (format ${receipt.format}, version ${receipt.version}).`);
  process.exit(2);
}
const lines = receipt.list ?? readFileSync(listPath, "utf8").replace(/\n$/, "").split("\n");
const problems = [];
if (sha256(Buffer.from(lines.join("\n"), "utf8")).toString("hex") !== receipt.listHash) problems.push("list hash");
const secret = Buffer.from(receipt.secret, "hex");
if (sha256(secret).toString("hex") !== receipt.commitment) problems.push("commitment");
const publicValue = Buffer.from(receipt.publicValue.normalize("NFC"), "utf8");
const seed = publicValue.length === 0 ? secret : sha256(secret, publicValue);
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
  for (;;) {
    const word = nextWord();
    if (word < limit) return word % n;
  }
}
const entrants = lines.map((line) => /^(.+), ([1-9]\d*)$/s.exec(line) ?? []).map(([, name, t]) => ({ name, t: +t }));
const winnerCount = receipt.winners.length;
const drawCount = winnerCount + receipt.alternates.length;
const totalTickets = entrants.reduce((sum, entrant) => sum + entrant.t, 0);
if (entrants.some((entrant) => !entrant.name) || drawCount > entrants.length || totalTickets > 2 ** 32) {
  console.log(`Does not match: ${[...problems, "the list cannot give this draw"].join("; ")}`);
  process.exit(1);
}
const expected = [];
for (let count = 0; count < drawCount; count++) {
  let r = randomIndex(entrants.reduce((sum, entrant) => sum + entrant.t, 0));
  const index = entrants.findIndex((entrant) => (r -= entrant.t) < 0);
  expected.push(entrants.splice(index, 1)[0].name);
}
[...receipt.winners, ...receipt.alternates].forEach((name, index) => {
  const role = index < winnerCount ? `winner ${index + 1}` : `alternate ${index - winnerCount + 1}`;
  if (name !== expected[index]) problems.push(`${role} (expected “${expected[index]}”, receipt says “${name}”)`);
});
console.log(problems.length === 0 ? "Verified" : `Does not match: ${problems.join("; ")}`);
process.exit(problems.length === 0 ? 0 : 1);
