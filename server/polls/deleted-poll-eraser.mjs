// A deleted poll leaves the database's tables at once, but not its files: a DELETE only marks rows dead. So some time
// after polls are deleted (by their organiser, or on expiry), and once at start (a server stopped before it erased),
// the engine rewrites its files without them (Engine.erase). Deletions close together share one rewrite.
import { isUnavailableError } from "#server/db/engine";

/**
 * @param {{ erase: () => Promise<void>, delayMs: number, log: (message: string) => void }} options
 *   `delayMs`: how long after a deletion the files are rewritten (the privacy policy and docs/vote-api.md say it).
 */
export function createDeletedPollEraser({ erase, delayMs, log }) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  let closed = false;
  /** @type {Promise<void>} */
  let running = Promise.resolve();

  const run = () => {
    clearTimeout(timer);
    timer = undefined;
    running = running
      .then(() => erase())
      .catch((/** @type {unknown} */ error) => {
        // The database is away: its deleted rows are still to be erased once it is back.
        if (isUnavailableError(error)) schedule();
        else log(`Erasing deleted polls failed: ${error instanceof Error ? error.message : error}`);
      });
    return running;
  };

  function schedule() {
    if (timer || closed) return;
    timer = setTimeout(run, delayMs);
    timer.unref();
  }

  return {
    /** Polls were deleted: their rows are erased from the files within `delayMs`. */
    deleted: schedule,
    /** Erases now what is waiting to be, and settles once every erase asked for so far is done. */
    flush: () => (timer ? run() : running),
    close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      return running;
    },
  };
}
