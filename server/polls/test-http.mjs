// For the vote API's tests: the API served on a free port, requests as a browser sends them, an event-stream reader,
// and the random values a browser makes. Waiting is always on something happening, with a deadline.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import { applyHttpLimits } from "#server/http-limits";
import { createPollsApi } from "./api.mjs";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A token as a browser makes one: 32 random bytes, base64url. */
export const newToken = () => randomBytes(32).toString("base64url");
/** A ballot id as a browser makes one: 16 random bytes, base64url. */
export const newBallotId = () => randomBytes(16).toString("base64url");
/** Stand-in ciphertext: random bytes, base64url. */
export const randomCiphertext = (bytes = 48) => randomBytes(bytes).toString("base64url");

/**
 * Polls `check` until it returns something truthy, or fails after `timeoutMs`.
 *
 * @template T
 * @param {() => T | Promise<T>} check
 * @param {{ timeoutMs?: number, everyMs?: number, what?: string }} [options]
 * @returns {Promise<NonNullable<T>>}
 */
export async function waitFor(check, { timeoutMs = 20_000, everyMs = 25, what = "the condition" } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return /** @type {NonNullable<T>} */ (value);
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * @typedef {object} ApiResponse
 * @property {number} status
 * @property {Headers} headers
 * @property {any} body the parsed JSON, or null for an empty body
 */

/**
 * @param {string} origin
 * @param {string} method
 * @param {string} urlPath
 * @param {{ json?: unknown, body?: string, headers?: Record<string, string> }} [options]
 * @returns {Promise<ApiResponse>}
 */
export async function request(origin, method, urlPath, { json, body, headers = {} } = {}) {
  const response = await fetch(`${origin}${urlPath}`, {
    method,
    headers: json === undefined ? headers : { "Content-Type": "application/json", ...headers },
    body: json === undefined ? body : JSON.stringify(json),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/**
 * A poll as a browser creates one, with the organiser's token kept.
 *
 * @param {string} origin
 * @param {Record<string, unknown>} [fields]
 */
export async function createPoll(origin, fields = {}) {
  const organiserToken = newToken();
  const response = await request(origin, "POST", "/api/polls", {
    json: { ciphertext: randomCiphertext(), organiserToken, ...fields },
  });
  if (response.status !== 201)
    throw new Error(`Creating a poll answered ${response.status}: ${JSON.stringify(response.body)}`);
  return { poll: response.body.poll, organiserToken, id: /** @type {string} */ (response.body.poll.id) };
}

/**
 * @param {string} origin
 * @param {string} pollId
 * @param {{ ballotId?: string, token?: string, ciphertext?: string }} [ballot]
 */
export async function castBallot(
  origin,
  pollId,
  { ballotId = newBallotId(), token = newToken(), ciphertext = randomCiphertext() } = {},
) {
  const response = await request(origin, "PUT", `/api/polls/${pollId}/ballots/${ballotId}`, {
    json: { ciphertext, token },
  });
  return { response, ballotId, token, ciphertext };
}

/**
 * Reads a poll's Server-Sent Events as EventSource would, keeping every event.
 *
 * @param {string} url
 */
export async function openEventStream(url) {
  const controller = new AbortController();
  const response = await fetch(url, {
    signal: controller.signal,
    headers: { Accept: "text/event-stream", "Accept-Encoding": "gzip, deflate, br" },
  });
  /** @type {{ event: string, data: any }[]} */
  const events = [];
  let ended = false;
  const reading = (async () => {
    if (!response.body || !response.headers.get("content-type")?.startsWith("text/event-stream")) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = "message";
          let data = "";
          for (const line of block.split("\n")) {
            if (line.startsWith("event: ")) event = line.slice(7);
            else if (line.startsWith("data: ")) data += line.slice(6);
          }
          if (data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // Aborted by close().
    }
    ended = true;
  })();
  return {
    response,
    events,
    /** The poll events received so far. */
    get pollEvents() {
      return events.filter((item) => item.event === "poll").map((item) => item.data);
    },
    get ended() {
      return ended;
    },
    /**
     * The first poll event (from the start of the stream) that `matches`, waited for.
     *
     * @param {(data: any) => boolean} matches
     * @param {number} [timeoutMs]
     */
    nextPoll(matches, timeoutMs = 20_000) {
      return waitFor(() => this.pollEvents.find(matches), { timeoutMs, what: "a matching poll event" });
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

/**
 * The vote API on its own, in this process, on a free port of 127.0.0.1.
 *
 * @param {import("#server/db/engine").Engine} engine
 * @param {Omit<Parameters<typeof createPollsApi>[0], "engine">} [options]
 */
export async function serveApi(engine, options = {}) {
  /** @type {string[]} */
  const logged = [];
  const api = createPollsApi({ engine, log: (message) => logged.push(message), ...options });
  const app = express();
  app.use("/api", api.router);
  /** @type {import("node:http").Server} */
  const server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  applyHttpLimits(server);
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${port}`,
    api,
    app,
    server,
    /** What the API reported as unexpected. */
    logged,
    async close() {
      await api.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * server/api-server.mjs in a process of its own, as the load script runs it.
 *
 * @param {Record<string, string>} env where its database is (DATA_DIR or DATABASE_URL)
 */
export async function spawnApiServer(env) {
  const child = spawn(process.execPath, [path.join(serverDir, "api-server.mjs")], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  // A first start creates the embedded database: over a minute on a machine busy with other work.
  const origin = await waitFor(
    () => {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`api-server exited: ${output}`);
      const line = output.split("\n").find((text) => text.startsWith('{"listening"'));
      return line ? /** @type {string} */ (JSON.parse(line).listening) : null;
    },
    { timeoutMs: 180_000, what: "api-server to listen" },
  ).catch((error) => {
    child.kill("SIGKILL");
    throw error;
  });
  return {
    origin,
    child,
    get output() {
      return output;
    },
    /** Kills it at once, as a crash or an out-of-memory kill would. */
    async kill() {
      child.kill("SIGKILL");
      return exited;
    },
    /** Asks it to stop, as a deploy would. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
