// The adversary's view of decision D21: someone who reads everything the server stored, its database files (embedded)
// or every table (PostgreSQL), after a poll was made and voted on, finds no question, option, name, ballot, token or
// network address: only the ciphertext the browsers made.
import { webcrypto } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineKinds, openTestEngine } from "#server/db/test-databases";
import { newBallotId, newToken, serveApi } from "./test-http.mjs";

const voterAddress = "127.0.0.77";
const poll = { question: "Where should the Zanzibar offsite be?", options: ["Quokka Island", "Marzipan Hall"] };
const ballots = [
  { name: "Philippa Wobblesworth", choice: "Quokka Island" },
  { name: "Bartholomew Thistlewaite", choice: "Marzipan Hall" },
];
const secretWords = ["Zanzibar", "Quokka", "Marzipan", "Wobblesworth", "Thistlewaite", "offsite"];

/**
 * What the browser does: AES-GCM under the key from the link's fragment, sent as base64url (IV, then ciphertext).
 *
 * @param {CryptoKey} key
 * @param {unknown} value
 */
async function encrypt(key, value) {
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const sealed = await webcrypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    key,
    new TextEncoder().encode(JSON.stringify(value)),
  );
  return Buffer.concat([iv, new Uint8Array(sealed)]).toString("base64url");
}

/**
 * A JSON request from the voter's own address.
 *
 * @param {string} origin
 * @param {string} method
 * @param {string} urlPath
 * @param {unknown} json
 * @returns {Promise<{ status: number, body: any }>}
 */
function send(origin, method, urlPath, json) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}${urlPath}`,
      { method, localAddress: voterAddress, headers: { "Content-Type": "application/json" } },
      (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(json));
  });
}

/** @param {string} folder */
function readEveryFile(folder) {
  /** @type {Buffer[]} */
  const contents = [];
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) contents.push(readFileSync(path.join(entry.parentPath, entry.name)));
  }
  return contents;
}

describe.each(engineKinds)("what the %s engine keeps of a poll", (kind) => {
  /** @type {Awaited<ReturnType<typeof openTestEngine>>} */
  let test;
  /** @type {Awaited<ReturnType<typeof serveApi>>} */
  let served;
  /** @type {string[]} */
  const secrets = [...secretWords, voterAddress];
  /** @type {string} */
  let storedCiphertext;

  beforeAll(async () => {
    test = await openTestEngine(kind);
    served = await serveApi(test.engine);
    await served.api.ready;
    const key = await webcrypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, true, ["encrypt"]);
    const organiserToken = newToken();
    storedCiphertext = await encrypt(key, poll);
    const created = await send(served.origin, "POST", "/api/polls", { ciphertext: storedCiphertext, organiserToken });
    expect(created.status).toBe(201);
    const pollId = created.body.poll.id;
    for (const ballot of ballots) {
      const token = newToken();
      secrets.push(token);
      const cast = await send(served.origin, "PUT", `/api/polls/${pollId}/ballots/${newBallotId()}`, {
        ciphertext: await encrypt(key, ballot),
        token,
      });
      expect(cast.status).toBe(201);
    }
    secrets.push(organiserToken);
    await served.close();
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it("holds none of the poll's words, names, tokens or the voter's address, only ciphertext", async () => {
    /** @type {Buffer[]} */
    let stored;
    if (kind === "embedded") {
      // Everything written to disk, once the database has closed and written all it holds.
      await test.engine.close();
      stored = readEveryFile(test.database.options.kind === "embedded" ? test.database.options.dataDir : "");
    } else {
      const { rows } = await test.engine.query(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
      );
      expect(rows.map((row) => row.table_name).sort()).toEqual(["ballots", "polls", "schema_migrations"]);
      stored = [];
      for (const { table_name: table } of rows) {
        const dump = await test.engine.query(`SELECT row_to_json(t)::text AS row FROM ${table} t`);
        stored.push(Buffer.from(dump.rows.map((row) => row.row).join("\n")));
      }
    }
    const found = (/** @type {string} */ needle) => stored.some((content) => content.includes(needle));
    // The search can see what is there: the poll's ciphertext is.
    expect(found(storedCiphertext)).toBe(true);
    expect(secrets.filter(found)).toEqual([]);
  });
});
