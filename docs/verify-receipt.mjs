// Checks a receipt of a verifiable draw on /draw with Node alone (docs/verifiable-draws.md, versions 1 to 3):
// node verify-receipt.mjs receipt.json [list.txt]   (the list file when the receipt holds only the list's hash)
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

// Exits 0 verified, 1 does not match (naming each part), 2 cannot check (saying why, and never as a crash).
function stop(code, message) {
  console.log(message);
  process.exit(code);
}
process.on("uncaughtException", (error) => stop(2, `Cannot check this receipt: ${error.message}`));
const sha256 = (...parts) => parts.reduce((hash, part) => hash.update(part), createHash("sha256")).digest();
const bigEndian = (number, bytes) => Buffer.from(number.toString(16).padStart(2 * bytes, "0"), "hex");
const receipt = JSON.parse(readFileSync(process.argv[2], "utf8")) ?? {};
const { format, version, kind, winners, alternates } = receipt;
const known = format === "ai-decision-maker/verifiable-draw" && [1, 2, 3].includes(version);
if (known && kind === "teams") stop(2, "This is a receipt of teams: verify-teams-receipt.mjs checks it.");
if (!known || kind !== "draw") stop(2, `Not a receipt this script knows (format ${format}, version ${version}).`);
const isText = (value) => typeof value === "string";
const isNames = (value) => Array.isArray(value) && value.every(isText);
const hex = [(value) => isText(value) && /^[0-9a-f]{64}$/.test(value), "64 hexadecimal digits"];
const fields = { listHash: hex, commitment: hex, secret: hex, drawSeed: hex, publicValue: [isText, "text"] };
fields.list = [(value) => value === undefined || isNames(value), "a list of lines"]; // absent when kept private
Object.assign(fields, { winners: [isNames, "a list of names"], alternates: [isNames, "a list of names"] });
for (const [field, [valid, what]] of Object.entries(fields)) {
  if (!valid(receipt[field])) throw new Error(`“${field}” is not ${what}.`);
}
if (!receipt.list && !process.argv[3]) throw new Error("it has only the list's hash; give the list file.");
const lines = receipt.list ?? readFileSync(process.argv[3], "utf8").replace(/\n$/, "").split("\n");
const problems = sha256(lines.join("\n")).toString("hex") === receipt.listHash ? [] : ["list hash"];
const secret = Buffer.from(receipt.secret, "hex");
if (sha256(secret).toString("hex") !== receipt.commitment) problems.push("commitment");
// From version 3 the seed also commits to the numbers of winners and alternates, so neither can change afterwards.
const counts = Buffer.concat(version < 3 ? [] : [bigEndian(winners.length, 4), bigEndian(alternates.length, 4)]);
const publicValue = receipt.publicValue.normalize("NFC");
const seed = version < 3 && publicValue === "" ? secret : sha256(secret, publicValue, counts);
if (seed.toString("hex") !== receipt.drawSeed) problems.push("draw seed");
// Word i of the generator is word i mod 8 of block ⌊i / 8⌋ = SHA-256(seed ‖ ⌊i / 8⌋ as 8 bytes), all big-endian.
// A word at or above the largest multiple of n below 2^32 is skipped, so no index in [0, n) is favoured.
let wordsTaken = 0;
function randomIndex(n) {
  const taken = wordsTaken++;
  const word = sha256(seed, bigEndian(Math.floor(taken / 8), 8)).readUInt32BE(4 * (taken % 8));
  return word < 2 ** 32 - (2 ** 32 % n) ? word % n : randomIndex(n);
}
// Each draw takes r in [0, tickets left): the first entrant left, in list order, whose tickets take r below 0.
const matches = lines.map((line) => /^(.+), ([1-9]\d*)$/s.exec(line) ?? []);
const entrants = matches.map(([, name, tickets]) => ({ name, tickets: Number(tickets) }));
const ticketsLeft = () => entrants.reduce((sum, entrant) => sum + entrant.tickets, 0); // NaN if a line is unreadable
const canDraw = ticketsLeft() <= 2 ** 32 && winners.length > 0 && winners.length + alternates.length <= entrants.length;
if (!canDraw) problems.push("the list cannot give this draw");
for (const [place, name] of canDraw ? [...winners, ...alternates].entries() : []) {
  let r = randomIndex(ticketsLeft());
  const index = entrants.findIndex((left) => (r -= left.tickets) < 0);
  const [entrant] = entrants.splice(index, 1);
  const label = place < winners.length ? `winner ${place + 1}` : `alternate ${place + 1 - winners.length}`;
  if (entrant.name !== name) problems.push(`${label} (expected “${entrant.name}”, receipt says “${name}”)`);
}
if (problems.length > 0) stop(1, `Does not match: ${problems.join("; ")}`);
stop(0, "Verified");
