import { useSyncExternalStore } from "react";

export const feedPollIntervalMs = 15_000;

let now = Date.now();
const listeners = new Set<() => void>();

function tick() {
  now = Date.now();
  listeners.forEach((listener) => listener());
}

// One timer for all subscribers; paused while the tab is hidden, caught up when it shows again.
let timer: ReturnType<typeof setInterval> | undefined;
function syncTimer() {
  clearInterval(timer);
  timer = undefined;
  if (listeners.size > 0 && document.visibilityState === "visible") {
    timer = setInterval(tick, feedPollIntervalMs);
  }
}

function onVisibilityChange() {
  if (document.visibilityState === "visible") tick();
  syncTimer();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) document.addEventListener("visibilitychange", onVisibilityChange);
  now = Date.now();
  syncTimer();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener("visibilitychange", onVisibilityChange);
    syncTimer();
  };
}

/** "Now" for the feed: refreshed every 15 s while the tab is visible, and on demand. Null on the server. */
export function useFeedClock(): { now: number | null; refresh: () => void } {
  const current = useSyncExternalStore(
    subscribe,
    () => now,
    () => null,
  );
  return { now: current, refresh: tick };
}
