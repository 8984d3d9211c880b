/**
 * Resolves in a task of its own, after what the page has queued (React schedules its work with messages too): long
 * work split at these points lets the page paint and answer input between its parts. A MessageChannel round trip,
 * not a timer, which the browser clamps to 4 ms when nested and a paused test clock or a hidden tab holds back.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => resolve();
    port2.postMessage(null);
  });
}
