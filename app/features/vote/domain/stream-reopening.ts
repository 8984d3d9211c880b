// How long a page waits before it reopens a live-update stream that the server refused (a 503 while its database is
// away, a 429) or that stayed shut: browsers never reopen those themselves. The wait doubles from 1 s up to 30 s, and
// each is spread over its second half, so the pages one outage cut do not all come back in the same instant.

export const firstReopenDelayMs = 1_000;
export const longestReopenDelayMs = 30_000;

/**
 * The wait before the next attempt.
 *
 * @param failures attempts refused in a row before this one (0 for the first)
 * @param spread a number in [0, 1): where in the second half of the wait this page lands
 */
export function reopenDelayMs(failures: number, spread: number): number {
  const ceiling = Math.min(longestReopenDelayMs, firstReopenDelayMs * 2 ** Math.min(failures, 16));
  return Math.round(ceiling / 2 + (ceiling / 2) * spread);
}
