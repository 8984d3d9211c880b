/**
 * Starts the checking worker. A module of its own, loaded when a check starts: the worker's script, which holds the
 * whole checker, is then no part of /verify's first visit.
 */
export function startReceiptCheckWorker(): Worker {
  // Vite bundles the worker as its own same-origin file, which the CSP's worker-src 'self' admits.
  return new Worker(new URL("../workers/receipt-check.worker.ts", import.meta.url), { type: "module" });
}
