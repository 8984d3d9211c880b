// The adversary's view of decision D21: someone who reads everything the server stored, its database files (embedded)
// or every table (PostgreSQL), after a poll was made and voted on, finds no question, option, name, ballot, token or
// network address: only the ciphertext the browsers made.
import { webcrypto } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEngine } from "#server/db/engine";
import { migrate } from "#server/db/migrations";
import { copyEmbeddedTemplate, engineKinds, openTestEngine } from "#server/db/test-databases";
import { startThrowawayPostgres } from "#server/db/throwaway-postgres";
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

describe.each(engineKinds)("what the %s engine keeps of a deleted poll", (kind) => {
  /** @type {import("#server/db/engine").Engine} */
  let engine;
  /** @type {string} the folder of the database's files */
  let folder;
  /** @type {(relativePath: string) => boolean} which files the search reads */
  let searched;
  /** @type {() => Promise<void>} */
  let dispose;
  /** @type {(sql: string) => Promise<void>} as the database's superuser */
  let asSuperuser;
  beforeAll(async () => {
    if (kind === "embedded") {
      const { dataDir, remove } = copyEmbeddedTemplate();
      engine = await openEngine({ kind, dataDir });
      folder = dataDir;
      // Every file the embedded database keeps, its journal included.
      searched = () => true;
      asSuperuser = (sql) => engine.exec(sql);
      dispose = async () => {
        await engine.close();
        remove();
      };
    } else {
      // A cluster of its own, whose files this test reads.
      const cluster = await startThrowawayPostgres();
      engine = await openEngine({ kind, connectionString: cluster.url });
      await migrate(engine);
      folder = path.join(cluster.folder, "data");
      // The tables' files. The journal (pg_wal), like the server's replicas and backups, is its operator's to keep as
      // they configure it, and docs/vote-api.md and the privacy policy say so.
      searched = (relativePath) => !relativePath.startsWith("pg_wal") && relativePath !== "server.log";
      asSuperuser = (sql) => engine.exec(sql);
      dispose = async () => {
        await engine.close();
        await cluster.stop();
      };
    }
  });
  afterAll(async () => {
    await dispose?.();
  });

  /** The files of the database that hold `needle`, after the database has written out what it holds in memory. */
  async function filesHolding(/** @type {string[]} */ needles) {
    await asSuperuser("CHECKPOINT");
    /** @type {string[]} */
    const holding = [];
    for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const relativePath = path.relative(folder, file);
      if (!searched(relativePath)) continue;
      const content = readFileSync(file);
      if (needles.some((needle) => content.includes(needle))) holding.push(relativePath);
    }
    return holding;
  }

  it("holds none of its ciphertext in the database's files once it has been erased", async () => {
    const served = await serveApi(engine);
    try {
      await served.api.ready;
      const key = await webcrypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, true, ["encrypt"]);
      const organiserToken = newToken();
      const deleted = [await encrypt(key, poll)];
      const created = await send(served.origin, "POST", "/api/polls", { ciphertext: deleted[0], organiserToken });
      const pollId = created.body.poll.id;
      for (const ballot of ballots) {
        const ciphertext = await encrypt(key, ballot);
        deleted.push(ciphertext);
        await send(served.origin, "PUT", `/api/polls/${pollId}/ballots/${newBallotId()}`, {
          ciphertext,
          token: newToken(),
        });
      }
      // A poll that stays, which the rewrite must keep.
      const kept = await encrypt(key, { question: "Kept?" });
      const keptPoll = await send(served.origin, "POST", "/api/polls", {
        ciphertext: kept,
        organiserToken: newToken(),
      });

      // The search finds what is there.
      expect(await filesHolding(deleted)).not.toEqual([]);
      const removal = await new Promise((resolve, reject) => {
        const req = http.request(`${served.origin}/api/polls/${pollId}`, {
          method: "DELETE",
          localAddress: voterAddress,
          headers: { Authorization: `Bearer ${organiserToken}` },
        });
        req.on("response", (res) => resolve(res.statusCode));
        req.on("error", reject);
        req.end();
      });
      expect(removal).toBe(204);
      // What the server does within a minute of a deletion, done now.
      await served.api.eraseDeleted();

      expect(await filesHolding(deleted)).toEqual([]);
      expect(await filesHolding([kept])).not.toEqual([]);
      const { rows } = await engine.query("SELECT ciphertext FROM polls WHERE id = $1", [keptPoll.body.poll.id]);
      expect(rows).toEqual([{ ciphertext: kept }]);
    } finally {
      await served.close();
    }
  });
});
