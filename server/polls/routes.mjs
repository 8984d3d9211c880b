// The vote API's HTTP side, mounted at /api: it reads requests, applies the per-address limits, asks the service,
// and answers in JSON (or an event stream). Every answer, errors included, is `Cache-Control: no-store`.
import express from "express";
import { isUnavailableError } from "#server/db/engine";
import { ApiError, errors, invalidReasons } from "./errors.mjs";
import { isIdentifier } from "./identifiers.mjs";
import { limits } from "./limits.mjs";
import { addressKey, createConcurrencyLimiter, createRateLimiter } from "./rate-limiter.mjs";
import { readBearerToken, readSince } from "./validation.mjs";

/** @typedef {import("express").Request} Request */
/** @typedef {import("express").Response} Response */
/** @typedef {import("express").NextFunction} NextFunction */

const apiHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
};

/** The browser went away while its request was being read: nobody to answer, nothing to report. */
class RequestAborted extends Error {}

/**
 * What body-parser reports, as the API's own errors.
 *
 * @param {unknown} error
 * @param {"poll" | "ballot" | "reveal"} what
 * @param {number} maxBytes
 */
function bodyError(error, what, maxBytes) {
  const type = /** @type {{ type?: unknown }} */ (error)?.type;
  if (type === "entity.too.large") return errors.tooLarge(what, maxBytes);
  if (type === "entity.parse.failed") return errors.invalidJson();
  if (type === "encoding.unsupported" || type === "charset.unsupported") return errors.notJson();
  if (type === "request.aborted" || /** @type {{ code?: unknown }} */ (error)?.code === "ECONNRESET") {
    return new RequestAborted();
  }
  if (type === "request.size.invalid") {
    return errors.invalid(invalidReasons.bodyShorter, "The request's body is shorter than it said.");
  }
  return error;
}

/**
 * A JSON body in UTF-8 of at most `maxBytes`, arriving whole within `bodyMs`. A body declared too large is refused
 * before any of it is read, and a refused body is not waited for: the answer closes the connection.
 *
 * @param {number} maxBytes
 * @param {"poll" | "ballot" | "reveal"} what names the body in the error when it is too large
 * @param {number} bodyMs
 * @returns {express.RequestHandler}
 */
function jsonBody(maxBytes, what, bodyMs) {
  const parse = express.json({ limit: maxBytes, strict: true });
  return (req, res, next) => {
    if (!req.is("application/json")) {
      next(errors.notJson());
      return;
    }
    // JSON is UTF-8 (RFC 8259); body-parser would also decode UTF-16 and UTF-32.
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.get("content-type") ?? "")?.[1];
    if (charset && charset.toLowerCase() !== "utf-8") {
      next(errors.notJson());
      return;
    }
    const declared = Number(req.get("content-length"));
    if (declared > maxBytes) {
      res.set("Connection", "close");
      next(errors.tooLarge(what, maxBytes));
      return;
    }
    let settled = false;
    /** @param {unknown} [error] */
    const settle = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) res.set("Connection", "close");
      next(error);
    };
    const timer = setTimeout(() => settle(errors.requestTimeout(Math.round(bodyMs / 1000))), bodyMs);
    parse(req, res, (error) => settle(error ? bodyError(error, what, maxBytes) : undefined));
  };
}

/**
 * A path parameter of the route, as text.
 *
 * @param {Request} req
 * @param {string} name
 */
const param = (req, name) => String(req.params[name] ?? "");

/** @param {unknown} error */
function describeError(error) {
  // Only the kind and the message: never the request, its address or the query's parameters.
  if (!(error instanceof Error)) return String(error);
  const code = /** @type {{ code?: unknown }} */ (error).code;
  return `${error.name}: ${error.message}${typeof code === "string" ? ` (${code})` : ""}`;
}

/**
 * @param {{
 *   service: import("./poll-service.mjs").PollService,
 *   events: import("./poll-events.mjs").PollEvents,
 *   rateLimits: import("./limits.mjs").RateLimits,
 *   isReady: () => boolean,
 *   log: (message: string) => void,
 *   bodyMs?: number,
 * }} options
 *   `bodyMs`: how long a request body may take to arrive.
 */
export function createPollsRouter({ service, events, rateLimits, isReady, log, bodyMs = limits.bodySeconds * 1000 }) {
  const requestLimiter = createRateLimiter(rateLimits.requests);
  const creationLimiter = createRateLimiter(rateLimits.pollCreations);
  const streamLimiter = createConcurrencyLimiter(rateLimits.streamsPerAddress);
  /** @param {Request} req */
  const clientKey = (req) => addressKey(req.ip);

  /**
   * @param {ReturnType<typeof createRateLimiter>} limiter
   * @returns {express.RequestHandler}
   */
  const limitedBy = (limiter) => (req, _res, next) => {
    const verdict = limiter.take(clientKey(req));
    next(verdict.allowed ? undefined : errors.rateLimited(verdict.retryAfterSeconds));
  };

  const router = express.Router();
  router.use((_req, res, next) => {
    res.set(apiHeaders);
    next(isReady() ? undefined : errors.starting());
  });
  router.use(limitedBy(requestLimiter));

  router.post(
    "/polls",
    limitedBy(creationLimiter),
    jsonBody(limits.pollBodyBytes, "poll", bodyMs),
    async (req, res) => {
      const poll = await service.createPoll(req.body);
      res.status(201).json({ poll });
    },
  );

  router.get("/polls/:pollId", async (req, res) => {
    const poll = await service.getPoll(param(req, "pollId"), readSince(req.query.since));
    res.json({ poll });
  });

  router.put(
    "/polls/:pollId/ballots/:ballotId",
    jsonBody(limits.ballotBodyBytes, "ballot", bodyMs),
    async (req, res) => {
      const body = req.body;
      const { created, ballotCount, revision } = await service.putBallot(
        param(req, "pollId"),
        param(req, "ballotId"),
        body,
      );
      res.status(created ? 201 : 200).json({ ballotCount, revision });
    },
  );

  router.post("/polls/:pollId/close", async (req, res) => {
    const poll = await service.closePoll(param(req, "pollId"), readBearerToken(req.get("authorization")));
    res.json({ poll });
  });

  router.post("/polls/:pollId/reveal", jsonBody(limits.revealBodyBytes, "reveal", bodyMs), async (req, res) => {
    const poll = await service.revealPoll(param(req, "pollId"), readBearerToken(req.get("authorization")), req.body);
    res.json({ poll });
  });

  router.delete("/polls/:pollId", async (req, res) => {
    await service.deletePoll(param(req, "pollId"), readBearerToken(req.get("authorization")));
    res.status(204).end();
  });

  router.get("/polls/:pollId/events", async (req, res) => {
    const pollId = param(req, "pollId");
    if (!isIdentifier(pollId)) throw errors.pollNotFound();
    const release = streamLimiter.acquire(clientKey(req));
    if (!release) throw errors.tooManyStreams();
    res.on("close", release);
    req.socket.setNoDelay(true);
    let found;
    try {
      found = await events.stream(pollId, req, res);
    } catch (error) {
      release();
      throw error;
    }
    if (!found) {
      release();
      throw errors.pollNotFound();
    }
  });

  router.use(() => {
    throw errors.notFound();
  });

  router.use(
    /**
     * @param {unknown} error
     * @param {Request} _req
     * @param {Response} res
     * @param {NextFunction} _next
     */
    // Express tells an error handler by its four parameters.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    (error, _req, res, _next) => {
      if (error instanceof RequestAborted) {
        res.destroy();
        return;
      }
      let apiError;
      if (error instanceof ApiError) apiError = error;
      else if (isUnavailableError(error)) apiError = errors.unavailable();
      // A path that does not decode (a stray %): the router's own error, whose message quotes the path.
      else if (error instanceof URIError || /** @type {{ status?: unknown }} */ (error)?.status === 400) {
        apiError = errors.malformedRequest();
      } else {
        log(`Vote API error: ${describeError(error)}`);
        apiError = errors.internal();
      }
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (apiError.retryAfterSeconds) res.set("Retry-After", String(apiError.retryAfterSeconds));
      res.status(apiError.status).json({ error: apiError.answer() });
    },
  );

  return {
    router,
    close() {
      requestLimiter.close();
      creationLimiter.close();
    },
  };
}
