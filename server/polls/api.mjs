// The vote service put together on one database engine: schema brought up to date, changes heard from the database,
// expired polls purged, and the router to mount at /api (server/app.mjs). Until the database has answered once the
// API says 503 "starting"; the rest of the site does not wait for it.
import { isUnavailableError } from "#server/db/engine";
import { migrate } from "#server/db/migrations";
import { createPollsRepository, pollEventsChannel } from "#server/db/polls-repository";
import { createDeletedPollEraser } from "./deleted-poll-eraser.mjs";
import { defaultRateLimits } from "./limits.mjs";
import { createPollEvents } from "./poll-events.mjs";
import { createPollService } from "./poll-service.mjs";
import { createPollsRouter } from "./routes.mjs";

/** @typedef {import("#server/db/engine").Engine} Engine */

/**
 * @param {{
 *   engine: Engine,
 *   rateLimits?: import("./limits.mjs").RateLimits,
 *   purgeEveryMs?: number,
 *   startRetryMs?: number,
 *   events?: { throttleMs?: number, heartbeatMs?: number, maxEventBytes?: number },
 *   log?: (message: string) => void,
 *   bodyMs?: number,
 *   eraseDelayMs?: number,
 * }} options
 *   `purgeEveryMs`: how often this server deletes expired polls and reclaims their space (and once at start).
 *   `log`: where unexpected errors are reported; never given a request, an address or a query's parameters.
 *   `bodyMs`: how long a request body may take to arrive (limits.bodySeconds).
 *   `eraseDelayMs`: how soon after polls are deleted the database's files are rewritten without them.
 */
export function createPollsApi({
  engine,
  rateLimits = defaultRateLimits,
  purgeEveryMs = 10 * 60 * 1000,
  startRetryMs = 2_000,
  events: eventOptions = {},
  log = (message) => console.error(message),
  bodyMs,
  eraseDelayMs = 60_000,
}) {
  const eraser = createDeletedPollEraser({ erase: () => engine.erase(), delayMs: eraseDelayMs, log });
  const stored = createPollsRepository(engine);
  /** @type {typeof stored} */
  const repository = {
    ...stored,
    async deletePoll(request) {
      const result = await stored.deletePoll(request);
      if (result.outcome === "deleted") eraser.deleted();
      return result;
    },
    async purgeExpired(batchSize) {
      const purged = await stored.purgeExpired(batchSize);
      if (purged > 0) eraser.deleted();
      return purged;
    },
  };
  const service = createPollService({ repository });
  const events = createPollEvents({
    readState: (pollId) => repository.findPollState(pollId),
    readChanges: (pollId, sinceRevision) => repository.findPoll(pollId, sinceRevision),
    ...eventOptions,
  });
  let ready = false;
  let closed = false;
  /** @type {(() => Promise<void>) | undefined} */
  let unlisten;
  /** @type {NodeJS.Timeout | undefined} */
  let purgeTimer;
  /** @type {NodeJS.Timeout | undefined} */
  let retryTimer;
  /** @type {(() => void) | undefined} */
  let stopWaiting;

  const purge = () =>
    repository
      .purgeExpired()
      .then(() => engine.maintain())
      .catch((/** @type {unknown} */ error) => {
        if (!isUnavailableError(error)) {
          log(`Purging expired polls failed: ${error instanceof Error ? error.message : error}`);
        }
      });

  const started = (async () => {
    let waitingLogged = false;
    for (;;) {
      try {
        await migrate(engine);
        unlisten = await engine.listen(pollEventsChannel, {
          onMessage: (payload) => events.onNotification(payload),
          onReconnect: () => void events.resync(),
        });
        break;
      } catch (error) {
        if (!isUnavailableError(error) || closed) throw error;
        if (!waitingLogged) log("The vote database cannot be reached yet: trying again every few seconds.");
        waitingLogged = true;
        await new Promise((resolve) => {
          stopWaiting = () => resolve(undefined);
          retryTimer = setTimeout(resolve, startRetryMs);
        });
        if (closed) return;
      }
    }
    if (closed) {
      await unlisten?.();
      return;
    }
    ready = true;
    // A server stopped between a deletion and its erasure erases at its next start.
    eraser.deleted();
    await purge();
    purgeTimer = setInterval(purge, purgeEveryMs);
    purgeTimer.unref();
  })();

  const { router, close: closeRouter } = createPollsRouter({
    service,
    events,
    rateLimits,
    isReady: () => ready,
    log,
    bodyMs,
  });

  return {
    /** Mount at /api. */
    router,
    /** Settles once the API answers (rejects when the schema cannot be brought up to date). */
    ready: started,
    /** Deletes expired polls now. */
    purgeExpired: () => repository.purgeExpired(),
    /** Erases deleted polls from the database's files now, rather than after `eraseDelayMs`. */
    eraseDeleted: () => eraser.flush(),
    events,
    /** Ends every stream and stops listening; the engine stays open (its owner closes it). */
    async close() {
      closed = true;
      ready = false;
      clearTimeout(retryTimer);
      stopWaiting?.();
      clearInterval(purgeTimer);
      closeRouter();
      events.close();
      await eraser.close();
      await started.catch(() => {});
      await unlisten?.();
    },
  };
}

/** @typedef {ReturnType<typeof createPollsApi>} PollsApi */
