import { useEffect, useLayoutEffect, useState } from "react";
import type { I18n } from "~/i18n/runtime";
import { earlyPressGlobal, openingLinkAttribute, type EarlyPressCapture } from "~/kernel/ui/domain/early-presses";

const startUpWork = new Set<Promise<unknown>>();

/**
 * Start-up work that fills the page from what only the browser has (a shared link's list): presses made before the
 * page ran wait for it, so they act on the page the visitor came for. Called from an effect of the hydrating render.
 */
export function beforeEarlyPresses(work: Promise<unknown>): void {
  startUpWork.add(work);
  const done = () => startUpWork.delete(work);
  work.then(done, done);
}

const takenCapture = () => (window as unknown as Record<string, EarlyPressCapture | undefined>)[earlyPressGlobal];
// Only a page that took presses loads the replay: most visitors press nothing before the page runs.
const loadReplay = () => import("~/kernel/ui/hooks/replay-early-presses");

/**
 * Once the page has hydrated and its start-up work is done: shows the page opened from a link, then replays the
 * presses taken before (replay-early-presses.ts), or stops taking them when there were none. Rendered once, after the
 * page in the root layout, so the effects of the whole page have run (and handed over their start-up work) first;
 * outside the page's messages' provider, so the layout hands over its `i18n` for the notice of presses not done.
 */
export function useReplayEarlyPresses(i18n: I18n): void {
  const [started, setStarted] = useState(false);

  useEffect(() => {
    let active = true;
    // Presses already waiting: the replay loads while the start-up work is done.
    if (takenCapture()?.presses.length) void loadReplay();
    void Promise.allSettled([...startUpWork]).then(() => active && setStarted(true));
    return () => {
      active = false;
    };
  }, []);

  // In the hydrating commit: no keystroke can come before it.
  useLayoutEffect(() => {
    const capture = takenCapture();
    if (capture) capture.running = true;
  }, []);

  // In the commit that shows what the start-up work filled in, before it is painted.
  useLayoutEffect(() => {
    if (!started) return;
    document.documentElement.removeAttribute(openingLinkAttribute);
    takenCapture()?.settle();
  }, [started]);

  useEffect(() => {
    const capture = takenCapture();
    if (!started || !capture) return;
    if (capture.presses.length === 0) return capture.stop();
    void loadReplay().then(({ replayEarlyPresses }) => replayEarlyPresses(capture, i18n));
    // Once, when the page has started: a language chosen later has the page's own words, not a replay's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started]);
}
