// Checks a receipt of a verifiable draw or split into teams (docs/verifiable-draws.md) with Node and node:crypto only.
// Usage: node verify-receipt.mjs receipt.json [list.txt]   (the list file when the receipt holds only its hash)
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { drawNames, seededIndex } from "./verify-draw.mjs";
import { makeTeams } from "./verify-teams.mjs";
// Exits 0 when the receipt is verified, 1 when it does not match, 2 when it cannot be checked (saying why).
const stop = (code, message) => process.exit(console.log(message) ?? code);
process.on("uncaughtException", (error) => stop(2, `Cannot check this receipt: ${error.message}`));
const sha256 = (...parts) => parts.reduce((hash, part) => hash.update(part), createHash("sha256")).digest();
const receipt = JSON.parse(readFileSync(process.argv[2], "utf8")) ?? {};
const { format, version, kind } = receipt;
const ok =
  format === "ai-decision-maker/verifiable-draw" && [1, 2, 3].includes(version) && ["draw", "teams"].includes(kind);
if (!ok) stop(2, `Not a receipt this script knows (format ${format}, version ${version}).`);
// What each field the receipt's kind needs must be; "list" may be left out, when the host keeps the list private.
const isText = (value) => typeof value === "string";
const isNames = (value) => Array.isArray(value) && value.every(isText);
const hex = [(value) => isText(value) && /^[0-9a-f]{64}$/.test(value), "64 hexadecimal digits"];
const names = [isNames, "a list of names"];
const fields = { listHash: hex, commitment: hex, secret: hex, drawSeed: hex, publicValue: [isText, "text"] };
fields.list = [(value) => value === undefined || isNames(value), "a list of lines"];
if (kind === "draw") Object.assign(fields, { winners: names, alternates: names });
else fields.teams = [(value) => Array.isArray(value) && value.every(isNames), "a list of teams, each a list of names"];
for (const [field, [valid, what]] of Object.entries(fields)) {
  if (!valid(receipt[field])) stop(2, `Cannot check this receipt: “${field}” is not ${what}.`);
}
if (!receipt.list && !process.argv[3])
  stop(2, "Cannot check this receipt: it has only the list's hash; give the list file.");
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
const randomIndex = seededIndex(seed);
const labels = [...teams.map(() => "team"), ...winners.map(() => "winner"), ...alternates.map(() => "alternate")];
const received = kind === "teams" ? teams.map((team) => team.join(", ")) : [...winners, ...alternates];
const expected =
  kind === "teams"
    ? makeTeams(lines, randomIndex, version)?.map((team) => team.join(", "))
    : drawNames(lines, winners.length, alternates.length, randomIndex);
if (!expected) problems.push(`the list cannot give this ${kind === "teams" ? "split" : "draw"}`);
else if (expected.length !== received.length) problems.push(`number of teams (expected ${expected.length})`);
// Teams beyond those the split makes are the number of teams' problem, not each a team of their own.
for (const [i, value] of expected ? received.slice(0, expected.length).entries() : []) {
  const label = `${labels[i]} ${i + 1 - labels.indexOf(labels[i])}`;
  if (value !== expected[i]) problems.push(`${label} (expected “${expected[i]}”, receipt says “${value}”)`);
}
console.log(problems.length === 0 ? "Verified" : `Does not match: ${problems.join("; ")}`);
process.exit(problems.length === 0 ? 0 : 1);
