// The voters of `npm run load` (scripts/vote-load.mjs), each a browser as the page behaves: its own address and
// connection, its live-update stream, its ballot cast and changed; and the check that every acknowledged ballot is
// stored.
import { randomBytes, randomInt } from "node:crypto";
import http from "node:http";

export const token = () => randomBytes(32).toString("base64url");
export const identifier = () => randomBytes(16).toString("base64url");
// A ballot's ciphertext: what a browser sends for a choice and a name, about 200 bytes.
export const ciphertext = () => randomBytes(200).toString("base64url");
export const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One HTTP exchange from a voter's own address and keep-alive connection.
 *
 * @param {http.Agent} agent
 * @param {string} origin
 * @param {string} method
 * @param {string} urlPath
 * @param {{ json?: unknown, headers?: Record<string, string> }} [request]
 * @returns {Promise<{ status: number, body: any, ms: number }>}
 */
export function exchange(agent, origin, method, urlPath, { json, headers = {} } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const req = http.request(
      `${origin}${urlPath}`,
      { method, agent, headers: body ? { "Content-Type": "application/json", ...headers } : headers },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => {
          let parsed = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // Not JSON: counted as an error by its status.
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, ms: performance.now() - started });
        });
        res.on("error", () => resolve({ status: 0, body: null, ms: performance.now() - started }));
      },
    );
    req.on("error", () => resolve({ status: 0, body: null, ms: performance.now() - started }));
    req.end(body);
  });
}

/**
 * A live-update stream, calling `onEvent` with each poll event.
 *
 * @param {http.Agent} agent
 * @param {string} url
 * @param {(event: any) => void} onEvent
 */
export function openStream(agent, url, onEvent) {
  const req = http.get(url, { agent, headers: { Accept: "text/event-stream" } }, (res) => {
    let buffer = "";
    res.setEncoding("utf8");
    res.on("data", (chunk) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith("event: poll\n")) onEvent(JSON.parse(block.slice(block.indexOf("data: ") + 6)));
      }
    });
    res.on("error", () => {});
  });
  req.on("error", () => {});
  return () => req.destroy();
}

/** @param {number[]} values */
export function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (/** @type {number} */ share) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: sorted.at(-1) ?? NaN };
}

/**
 * @typedef {object} Voter
 * @property {string} address
 * @property {http.Agent} agent
 * @property {string} ballotId
 * @property {string} token
 * @property {string | null} acknowledged the last ciphertext the server acknowledged
 * @property {string | null} inFlight the ciphertext being sent
 * @property {number} revision the poll revision this voter's browser has read up to
 */

/**
 * @param {number} index
 * @param {http.Agent} [agent] the connection to share (an organiser's own voters); by default a new address
 */
export function newVoter(index, agent) {
  // 127.0.0.2 up to 127.0.0.251, then 127.0.1.2, and so on: each voter an address of its own.
  const address = `127.0.${Math.floor(index / 250)}.${(index % 250) + 2}`;
  return /** @type {Voter} */ ({
    address,
    agent: agent ?? new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: address }),
    ballotId: identifier(),
    token: token(),
    acknowledged: null,
    inFlight: null,
    revision: 0,
  });
}

/**
 * Voters voting on one poll until `until()` says stop; a voter stops at its first failed ballot when `stopOnError`.
 *
 * @param {{ origin: string, pollId: string, voters: Voter[], thinkMs: number, until: () => boolean, stopOnError?: boolean }} run
 *   `thinkMs`: a voter changes its ballot after 0.5–1.5 times this
 */
export async function vote({ origin, pollId, voters, thinkMs, until, stopOnError = false }) {
  /** @type {number[]} */
  const ballotMs = [];
  /** @type {number[]} */
  const readMs = [];
  /** @type {Map<string, number>} */
  const errors = new Map();
  let events = 0;
  let applied = 0;
  const countError = (/** @type {number} */ status) =>
    errors.set(String(status), (errors.get(String(status)) ?? 0) + 1);

  const closers = voters.map((voter) => {
    let reading = false;
    let wanted = 0;
    // As the browser will: on news of a change, read the ballots written since, one read at a time.
    const follow = async () => {
      if (reading) return;
      reading = true;
      while (wanted > voter.revision && !until()) {
        const answer = await exchange(voter.agent, origin, "GET", `/api/polls/${pollId}?since=${voter.revision}`);
        if (answer.status !== 200) {
          countError(answer.status);
          break;
        }
        readMs.push(answer.ms);
        voter.revision = answer.body.poll.revision;
      }
      reading = false;
    };
    return openStream(voter.agent, `${origin}/api/polls/${pollId}/events`, (event) => {
      events += 1;
      // An event that carries every ballot since the voter's revision needs no read (applyPollEvent in the page).
      if (Array.isArray(event.ballots) && event.since <= voter.revision && event.revision >= voter.revision) {
        voter.revision = event.revision;
        applied += 1;
        return;
      }
      wanted = Math.max(wanted, event.revision ?? 0);
      void follow();
    });
  });

  await Promise.all(
    voters.map(async (voter, index) => {
      // Voters arrive over the first second, not all in the same millisecond.
      await sleep((index / voters.length) * 1000);
      const first = await exchange(voter.agent, origin, "GET", `/api/polls/${pollId}`);
      if (first.status !== 200) countError(first.status);
      while (!until()) {
        const sealed = ciphertext();
        voter.inFlight = sealed;
        const answer = await exchange(voter.agent, origin, "PUT", `/api/polls/${pollId}/ballots/${voter.ballotId}`, {
          json: { ciphertext: sealed, token: voter.token },
        });
        if (answer.status === 200 || answer.status === 201) {
          voter.acknowledged = sealed;
          ballotMs.push(answer.ms);
        } else {
          countError(answer.status);
          if (stopOnError) return;
        }
        await sleep(thinkMs * (0.5 + randomInt(1000) / 1000));
      }
    }),
  );
  for (const close of closers) close();
  return { ballotMs, readMs, errors, events, applied };
}

/**
 * Whether every acknowledged ballot is in the poll as acknowledged (or, after a kill, as it was being sent).
 *
 * @param {any} poll
 * @param {Voter[]} voters
 */
export function checkBallots(poll, voters) {
  /** @type {Map<string, string>} */
  const stored = new Map(poll.ballots.map((/** @type {any} */ ballot) => [ballot.id, ballot.ciphertext]));
  let acknowledged = 0;
  let present = 0;
  for (const voter of voters) {
    if (!voter.acknowledged) continue;
    acknowledged += 1;
    const found = stored.get(voter.ballotId);
    if (found === voter.acknowledged || found === voter.inFlight) present += 1;
  }
  return { acknowledged, present, countMatches: poll.ballotCount === poll.ballots.length };
}

/**
 * Whether the poll counts exactly the ballots it holds, one for each voter whose ballot was acknowledged.
 *
 * @param {any} poll
 * @param {number} acknowledged
 */
export function countsAcknowledged(poll, acknowledged) {
  return poll.ballotCount === poll.ballots.length && poll.ballots.length === acknowledged;
}
